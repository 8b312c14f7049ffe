import {installKeyboardNavigation, KEYBOARD_NAVIGATION_CLASS} from '@site/src/clientModules/keyboardNavigation';

describe('keyboard-navigation mode', () => {
  it('turns on when Tab is pressed and off on a mouse press', () => {
    installKeyboardNavigation(document);
    const body = document.body.classList;
    fireKey('a');
    expect(body).not.toContain(KEYBOARD_NAVIGATION_CLASS);
    fireKey('Tab');
    expect(body).toContain(KEYBOARD_NAVIGATION_CLASS);
    document.dispatchEvent(new MouseEvent('mousedown'));
    expect(body).not.toContain(KEYBOARD_NAVIGATION_CLASS);
  });
});

function fireKey(key: string) {
  document.dispatchEvent(new KeyboardEvent('keydown', {key}));
}
