/**
 * Checks, before the first paint, what theme-classic's inline script copied
 * from browser storage onto <html>: it sets data-theme to whatever `theme`
 * holds (localStorage `theme` = 'purple' renders data-theme="purple", and
 * React keeps it), and hides the announcement bar whenever a dismissal is
 * stored, even one of an earlier announcement. An invalid value falls back to
 * the default: the system's colour mode, the bar shown.
 *
 * Why an inline script right after upstream's (this plugin's preBodyTags come
 * after the preset's): it runs before the first paint, so no wrong theme or
 * hidden bar ever shows. A client module runs only once main.js has loaded,
 * after the first paint; CSS cannot follow the system preference for an
 * unknown data-theme without a second copy of every dark rule. Its hash joins
 * the Content-Security-Policy by itself (deploy/policy.mjs hashes every inline
 * script of the build).
 *
 * The other stored values are already checked upstream: a tab choice
 * (`docusaurus.tab.<groupId>`) is used only if it is one of its group's tab
 * values, and a preferred docs version only if that version exists.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';

// Upstream's names (storage namespacing is off, see docusaurus.config.ts).
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function storedPreferencesScript(themeConfig: ThemeConfig): string {
  const {colorMode, announcementBar} = themeConfig;
  const fallback = colorMode?.respectPrefersColorScheme
    ? {theme: `matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'`, choice: `'system'`}
    : {theme: `'${colorMode?.defaultMode ?? 'light'}'`, choice: `'${colorMode?.defaultMode ?? 'light'}'`};
  // Shown unless this very announcement was dismissed: a dismissal stored
  // with another (or no) id belongs to an earlier announcement.
  const announcement = announcementBar
    ? `var id;
  try { id = localStorage.getItem('${ANNOUNCEMENT_ID_KEY}'); } catch (e) {}
  if (id !== ${JSON.stringify(announcementBar.id)}) root.setAttribute('${INITIALLY_DISMISSED_ATTRIBUTE}', 'false');`
    : '';
  return `(function () {
  var root = document.documentElement;
  if (!/^(light|dark)$/.test(root.getAttribute('data-theme')) || !/^(light|dark|system)$/.test(root.getAttribute('data-theme-choice'))) {
    root.setAttribute('data-theme', ${fallback.theme});
    root.setAttribute('data-theme-choice', ${fallback.choice});
  }
  ${announcement}
})();`;
}

export default function storedPreferences(context: LoadContext): Plugin {
  return {
    name: 'stored-preferences',
    injectHtmlTags() {
      const themeConfig = context.siteConfig.themeConfig as ThemeConfig;
      return {preBodyTags: [{tagName: 'script', innerHTML: storedPreferencesScript(themeConfig)}]};
    },
  };
}
