/**
 * The phone menu drawer keeps keyboard focus (drawerFocus/keepFocus.ts). Every
 * page ships only this listener; the code that manages focus loads on the
 * first press of the drawer's toggle.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest?.<HTMLElement>('.navbar__toggle');
    if (toggle) void import('./drawerFocus/keepFocus').then(({keepFocusInDrawer}) => keepFocusInDrawer(toggle));
  });
}

export {};
