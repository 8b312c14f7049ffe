// The inline script that checks, before the first paint, the theme and the
// announcement bar dismissal upstream's script read from storage. It runs here
// after a stand-in of upstream's script has set the attributes.
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {
  ANNOUNCEMENT_ID_KEY,
  INITIALLY_DISMISSED_ATTRIBUTE,
  storedPreferencesScript,
} from '@site/src/plugins/storedPreferences';

const html = document.documentElement;
const site: ThemeConfig = {
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
  announcementBar: {id: 'client-4-2', content: '', isCloseable: true},
};

let systemIsDark = false;
beforeEach(() => {
  localStorage.clear();
  systemIsDark = false;
  window.matchMedia = ((query: string) => ({matches: systemIsDark && query.includes('dark')})) as never;
});

/** What upstream's script leaves on <html>, then ours. */
function load(attributes: {theme: string | null; dismissed?: boolean}, config: ThemeConfig = site) {
  html.setAttribute('data-theme', String(attributes.theme));
  html.setAttribute('data-theme-choice', String(attributes.theme ?? 'system'));
  html.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, String(attributes.dismissed ?? false));
  new Function(storedPreferencesScript(config))();
}

test.each(['light', 'dark'])('keeps a valid stored theme (%s)', (theme) => {
  load({theme});
  expect(html).toHaveAttribute('data-theme', theme);
  expect(html).toHaveAttribute('data-theme-choice', theme);
});

test.each([
  ['light', false],
  ['dark', true],
])('falls back to the system colour mode (%s) for an invalid theme', (expected, dark) => {
  systemIsDark = dark;
  load({theme: 'purple'});
  expect(html).toHaveAttribute('data-theme', expected);
  expect(html).toHaveAttribute('data-theme-choice', 'system');
});

test('an invalid choice with a valid theme is not trusted either', () => {
  load({theme: 'dark'});
  html.setAttribute('data-theme-choice', '<script>');
  new Function(storedPreferencesScript(site))();
  expect(html).toHaveAttribute('data-theme', 'light');
  expect(html).toHaveAttribute('data-theme-choice', 'system');
});

test('without respectPrefersColorScheme an invalid theme falls back to the default mode', () => {
  systemIsDark = true;
  load(
    {theme: 'purple'},
    {...site, colorMode: {...site.colorMode!, defaultMode: 'dark', respectPrefersColorScheme: false}},
  );
  expect(html).toHaveAttribute('data-theme', 'dark');
  expect(html).toHaveAttribute('data-theme-choice', 'dark');
});

test('keeps the bar hidden when this announcement was dismissed', () => {
  localStorage.setItem(ANNOUNCEMENT_ID_KEY, 'client-4-2');
  load({theme: 'light', dismissed: true});
  expect(html).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
});

test.each([['client-4-1'], [''], ['{"id":"client-4-2"}']])(
  'shows the bar when the dismissal was stored with another id (%p)',
  (id) => {
    localStorage.setItem(ANNOUNCEMENT_ID_KEY, id);
    load({theme: 'light', dismissed: true});
    expect(html).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  },
);

test('shows the bar when a dismissal has no id', () => {
  load({theme: 'light', dismissed: true});
  expect(html).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
});

test('does not fail where storage is unavailable', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  load({theme: 'purple', dismissed: true});
  expect(html).toHaveAttribute('data-theme', 'light');
  expect(html).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  getItem.mockRestore();
});
