// Space presses a link acting as a button, and only such a link
// (src/clientModules/spaceOnButtonLinks.ts).
// Importing it installs it on the document, as the site's client modules do.
import '@site/src/clientModules/spaceOnButtonLinks';

function pressSpace(element: Element, repeat = false) {
  const event = new KeyboardEvent('keydown', {key: ' ', bubbles: true, cancelable: true});
  // jsdom ignores `repeat` in the event's init.
  Object.defineProperty(event, 'repeat', {value: repeat});
  element.dispatchEvent(event);
  return event;
}

function linkWith(role?: string) {
  const link = document.createElement('a');
  link.href = '#';
  if (role) link.setAttribute('role', role);
  document.body.append(link);
  const onClick = jest.fn((event: Event) => event.preventDefault());
  link.addEventListener('click', onClick);
  return {link, onClick};
}

it('presses a link with role="button" once, even while Space is held, and keeps the page from scrolling', () => {
  const {link, onClick} = linkWith('button');
  expect(pressSpace(link).defaultPrevented).toBe(true);
  expect(pressSpace(link, true).defaultPrevented).toBe(true);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('leaves a plain link, a real button and other keys alone', () => {
  const {link, onClick} = linkWith();
  expect(pressSpace(link).defaultPrevented).toBe(false);
  const button = document.createElement('button');
  document.body.append(button);
  expect(pressSpace(button).defaultPrevented).toBe(false);
  const {link: buttonLink, onClick: buttonLinkClick} = linkWith('button');
  buttonLink.dispatchEvent(new KeyboardEvent('keydown', {key: 'a', bubbles: true, cancelable: true}));
  expect(onClick).not.toHaveBeenCalled();
  expect(buttonLinkClick).not.toHaveBeenCalled();
});
