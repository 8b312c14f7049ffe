import {
  DISMISS_STORAGE_KEY,
  ID_STORAGE_KEY,
  INITIALLY_DISMISSED_ATTRIBUTE,
  liftStaleDismissal,
} from '@site/src/theme/AnnouncementBar';

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
});

test('keeps the bar hidden when this announcement was dismissed', () => {
  localStorage.setItem(DISMISS_STORAGE_KEY, 'true');
  localStorage.setItem(ID_STORAGE_KEY, 'client-4-2');
  liftStaleDismissal(html, localStorage, 'client-4-2');
  expect(html).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
});

test('shows the bar when the dismissal was for an earlier announcement id', () => {
  localStorage.setItem(DISMISS_STORAGE_KEY, 'true');
  localStorage.setItem(ID_STORAGE_KEY, 'client-4-1');
  liftStaleDismissal(html, localStorage, 'client-4-2');
  expect(html).not.toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE);
});

test('shows the bar when nothing was dismissed', () => {
  liftStaleDismissal(html, localStorage, 'client-4-2');
  expect(html).not.toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE);
});
