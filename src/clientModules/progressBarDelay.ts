/**
 * The page-loading progress bar shows once loading takes longer than 1000 ms
 * (spec §4, §9). theme-classic's nprogress module starts the bar after 200 ms
 * and has no setting, so the bar stays hidden (CSS, custom.css) until this
 * timer marks the navigation slow. A JS timer, not a CSS animation delay, so
 * tests can drive it with a fake clock.
 */
import type {ClientModule} from '@docusaurus/types';

export const PROGRESS_BAR_DELAY_MS = 1000;

/** `pending` while the next page loads, `slow` once that has taken 1000 ms. */
export const NAVIGATION_ATTRIBUTE = 'data-navigation';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const root = document.documentElement;
    root.setAttribute(NAVIGATION_ATTRIBUTE, 'pending');
    const timer = window.setTimeout(() => root.setAttribute(NAVIGATION_ATTRIBUTE, 'slow'), PROGRESS_BAR_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      root.removeAttribute(NAVIGATION_ATTRIBUTE);
    };
  },
};

export default clientModule;
