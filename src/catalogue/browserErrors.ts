/**
 * The browser's failures that other groups meet too: Element exists (checker)
 * reads the page as the browser actions do, so it raises the same codes with
 * the same messages (one failure, one code). Written once here, so that a
 * message cannot change in one group and not the other.
 */

export const sessionClosed = {
  code: 'BROWSER_SESSION_CLOSED',
  message: 'The browser session [session] is closed.',
  when: 'The session was closed by Close browser, by a crash, or by the user closing the window.',
  fix: 'Open the browser again before this step, or move Close browser after the last step that uses the session.',
} as const;

export const invalidSelector = {
  code: 'BROWSER_INVALID_SELECTOR',
  message: 'Selector [selector] is not a valid CSS or XPath expression.',
  when: 'The selector typed in the step has a syntax error, such as an unclosed bracket or quote.',
  fix: 'Test the selector in the browser developer tools (document.querySelectorAll or $x), or re-record the element with the Tucano Extension.',
} as const;
