/**
 * The navbar's search box (theme-classic 3.10.2 ships no SearchBar: this is
 * the site's own, not a wrap).
 * Why: the search index is built with Pagefind (src/search/README.md).
 * This box ships on every page, so it holds only the input and the keyboard
 * shortcuts (Ctrl/⌘-K and `/`). The results panel, Pagefind and every index
 * piece load when the reader first opens search (focus, click or shortcut).
 */
import React, {lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import styles from '@site/src/search/search.module.css';

const SearchPanel = lazy(() => import('@site/src/search/SearchPanel'));

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function SearchBar(): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [combobox, setCombobox] = useState({expanded: false, activeId: undefined as string | undefined});
  const [shortcut, setShortcut] = useState('Ctrl K');
  const panelId = useId();

  useEffect(() => {
    // What a reader typed, or focus, before the page hydrated carries over.
    const element = input.current!;
    if (element.value) setQuery(element.value);
    if (document.activeElement === element) setOpen(true);
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setShortcut('⌘ K');
    const openOnShortcut = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      // Behind the open phone drawer the box is inert (src/clientModules/drawerFocus.ts).
      if ((!ctrlK && !slash) || element.closest('[inert]')) return;
      event.preventDefault();
      // The page keeps its place: the navbar, hidden while scrolling down, shows while focus is in it (custom.css).
      element.focus({preventScroll: true});
      element.select();
      setOpen(true);
    };
    document.addEventListener('keydown', openOnShortcut);
    return () => document.removeEventListener('keydown', openOnShortcut);
  }, []);

  const close = () => {
    setOpen(false);
    setCombobox({expanded: false, activeId: undefined});
  };

  return (
    <div
      ref={box}
      role="search"
      aria-label="Site search"
      className={`navbar__search ${styles.search}`}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <input
        ref={input}
        type="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-controls={panelId}
        aria-expanded={combobox.expanded}
        aria-activedescendant={combobox.activeId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        {shortcut}
      </kbd>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel id={panelId} query={query} input={input} onClose={close} onCombobox={setCombobox} />
        </Suspense>
      )}
    </div>
  );
}
