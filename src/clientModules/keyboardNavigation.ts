/**
 * Keyboard-navigation mode (spec §4): on when Tab is pressed, off on a mouse
 * press. Docusaurus 3.10 no longer sets this class itself; CSS uses it to show
 * focus rings only to keyboard users.
 */
export const KEYBOARD_NAVIGATION_CLASS = 'navigation-with-keyboard';

export function installKeyboardNavigation(target: Document): void {
  target.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') target.body.classList.add(KEYBOARD_NAVIGATION_CLASS);
  });
  target.addEventListener('mousedown', () => {
    target.body.classList.remove(KEYBOARD_NAVIGATION_CLASS);
  });
}

if (typeof document !== 'undefined') {
  installKeyboardNavigation(document);
}
