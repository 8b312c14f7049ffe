/**
 * The phone menu drawer keeps keyboard focus (WCAG 2.4.3; upstream,
 * facebook/docusaurus#8095): once opened, focus moves into it and the page
 * behind is inert, so Tab cannot reach what the drawer covers; Escape closes
 * it; however it closes, focus returns to the toggle. Docusaurus marks an
 * open drawer with `navbar-sidebar--show` on the navbar (its state hook is
 * internal API), so this watches that class from the toggle's click on
 * (src/clientModules/drawerFocus.ts loads this module then).
 */
const OPEN = 'navbar-sidebar--show';

/** What the open drawer covers: the page around the navbar, and the navbar's own bar. */
function behindDrawer(navbar: Element): Element[] {
  const page = [...(navbar.parentElement?.children ?? [])].filter((element) => element !== navbar);
  return [...page, ...navbar.querySelectorAll(':scope > .navbar__inner')];
}

/** Focuses the drawer's first link or button once the drawer's slide-in lets it take focus. */
function focusFirstItem(navbar: Element, framesLeft = 30): void {
  const first = navbar.querySelector<HTMLElement>('.navbar-sidebar a, .navbar-sidebar button');
  first?.focus();
  if (first && document.activeElement !== first && framesLeft > 0)
    requestAnimationFrame(() => focusFirstItem(navbar, framesLeft - 1));
}

export function keepFocusInDrawer(toggle: HTMLElement): void {
  const navbar = toggle.closest('.navbar');
  if (!navbar) return;
  let covered: Element[] = [];
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') navbar.querySelector<HTMLElement>('.navbar-sidebar__close')?.click();
  };
  const follow = () => {
    const open = navbar.classList.contains(OPEN);
    if (open && covered.length === 0) {
      covered = behindDrawer(navbar);
      for (const element of covered) element.setAttribute('inert', '');
      document.addEventListener('keydown', closeOnEscape);
      focusFirstItem(navbar);
    } else if (!open && covered.length > 0) {
      for (const element of covered) element.removeAttribute('inert');
      covered = [];
      document.removeEventListener('keydown', closeOnEscape);
      observer.disconnect();
      // A link followed in the drawer leaves focus where the new page puts it.
      if (document.activeElement === document.body || navbar.contains(document.activeElement)) toggle.focus();
    }
  };
  const observer = new MutationObserver(follow);
  observer.observe(navbar, {attributes: true, attributeFilter: ['class']});
  follow();
}
