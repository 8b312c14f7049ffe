/**
 * Space presses a link that acts as a button (role="button"), as it presses a
 * real button (WCAG 2.1.1; the ARIA button pattern). Upstream's doc-sidebar
 * categories without a page of their own are such links: Enter opened and
 * closed them, Space scrolled the page instead.
 */
export function installSpaceOnButtonLinks(target: Document): void {
  target.addEventListener('keydown', (event) => {
    const element = event.target;
    if (event.key !== ' ' || !(element instanceof HTMLAnchorElement) || element.getAttribute('role') !== 'button')
      return;
    event.preventDefault();
    // Holding Space down presses once.
    if (!event.repeat) element.click();
  });
}

if (typeof document !== 'undefined') {
  installSpaceOnButtonLinks(document);
}
