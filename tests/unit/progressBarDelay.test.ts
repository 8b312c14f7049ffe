// The progress bar is allowed to show only after 1000 ms of loading (spec §4, §9).
import progressBarDelay, {NAVIGATION_ATTRIBUTE, PROGRESS_BAR_DELAY_MS} from '@site/src/clientModules/progressBarDelay';

const at = (pathname: string) => ({pathname, search: '', hash: '', state: undefined}) as never;
const attribute = () => document.documentElement.getAttribute(NAVIGATION_ATTRIBUTE);

describe('progress bar delay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('marks a navigation slow at exactly 1000 ms, and clears the mark when the page has loaded', () => {
    const done = progressBarDelay.onRouteUpdate!({location: at('/b'), previousLocation: at('/a')});
    expect(attribute()).toBe('pending');
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS - 1);
    expect(attribute()).toBe('pending');
    jest.advanceTimersByTime(1);
    expect(attribute()).toBe('slow');
    (done as () => void)();
    expect(attribute()).toBeNull();
  });

  it('never marks a navigation that loads within the delay', () => {
    const done = progressBarDelay.onRouteUpdate!({location: at('/b'), previousLocation: at('/a')});
    jest.advanceTimersByTime(500);
    (done as () => void)();
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS);
    expect(attribute()).toBeNull();
  });

  it('ignores the first page and changes of hash only', () => {
    expect(progressBarDelay.onRouteUpdate!({location: at('/a'), previousLocation: null})).toBeUndefined();
    expect(progressBarDelay.onRouteUpdate!({location: at('/a'), previousLocation: at('/a')})).toBeUndefined();
    expect(attribute()).toBeNull();
  });
});
