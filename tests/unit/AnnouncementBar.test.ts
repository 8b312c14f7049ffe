import {DISMISS_STORAGE_KEY, INITIALLY_DISMISSED_ATTRIBUTE, liftStaleDismissal} from '@site/src/theme/AnnouncementBar';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
});

test('keeps a dismissed announcement hidden', () => {
  localStorage.setItem(DISMISS_STORAGE_KEY, 'true');
  liftStaleDismissal(document.documentElement, localStorage);
  expect(document.documentElement).toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'true');
});

test('shows the bar once the dismissal was reset for a new announcement id', () => {
  localStorage.setItem(DISMISS_STORAGE_KEY, 'false');
  liftStaleDismissal(document.documentElement, localStorage);
  expect(document.documentElement).not.toHaveAttribute(INITIALLY_DISMISSED_ATTRIBUTE);
});
