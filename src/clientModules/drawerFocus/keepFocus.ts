/**
 * The phone menu drawer keeps keyboard focus (WCAG 2.4.3; upstream,
 * facebook/docusaurus#8095): once opened, focus moves into it and the page
 * behind is inert, so Tab cannot reach what the drawer covers; Escape closes
 * it; however it closes, focus returns to the toggle; "← Back to main menu"
 * hands focus to the main menu instead of dropping it to the page body (the
 * panel it leaves turns inert). Docusaurus marks an
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

/** The drawer's first link or button, and the main menu's once it is the panel shown. */
const DRAWER_FIRST_ITEM = '.navbar-sidebar :is(a, button)';
const MAIN_MENU_FIRST_ITEM = '.navbar-sidebar__items > .navbar-sidebar__item:first-child:not([inert]) :is(a, button)';

/** Focuses the first item `selector` finds once the drawer's slide-in (or panel switch) lets it take focus. */
function focusFirst(navbar: Element, selector: string, framesLeft = 30): void {
  // Closed meanwhile (Escape right after opening): focus has gone back to the toggle.
  if (!navbar.classList.contains(OPEN)) return;
  const first = navbar.querySelector<HTMLElement>(selector);
  first?.focus();
  if (document.activeElement !== first && framesLeft > 0)
    requestAnimationFrame(() => focusFirst(navbar, selector, framesLeft - 1));
}

export function keepFocusInDrawer(toggle: HTMLElement): void {
  const navbar = toggle.closest('.navbar');
  if (!navbar) return;
  let covered: Element[] = [];
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') navbar.querySelector<HTMLElement>('.navbar-sidebar__close')?.click();
  };
  const focusMainMenuOnBack = (event: Event) => {
    if ((event.target as Element).closest('.navbar-sidebar__back')) focusFirst(navbar, MAIN_MENU_FIRST_ITEM);
  };
  const follow = () => {
    const open = navbar.classList.contains(OPEN);
    if (open && covered.length === 0) {
      covered = behindDrawer(navbar);
      for (const element of covered) element.setAttribute('inert', '');
      document.addEventListener('keydown', closeOnEscape);
      navbar.addEventListener('click', focusMainMenuOnBack);
      focusFirst(navbar, DRAWER_FIRST_ITEM);
    } else if (!open && covered.length > 0) {
      for (const element of covered) element.removeAttribute('inert');
      covered = [];
      document.removeEventListener('keydown', closeOnEscape);
      navbar.removeEventListener('click', focusMainMenuOnBack);
      observer.disconnect();
      // A link followed in the drawer leaves focus where the new page puts it.
      if (document.activeElement === document.body || navbar.contains(document.activeElement)) toggle.focus();
    }
  };
  const observer = new MutationObserver(follow);
  observer.observe(navbar, {attributes: true, attributeFilter: ['class']});
  follow();
}
