/**
 * Wraps @theme-original/SearchBar of @easyops-cn/docusaurus-search-local
 * (0.55.3), the navbar's search box.
 * Why: the search box, its worker bridge and their helpers are about 5 KB gzip
 * of main.js, which every page loads before it can hydrate.
 * Changed: pages are served with a look-alike box (the plugin's own CSS
 * classes and icon). Once the page has hydrated, the original loads as its own
 * chunk and takes the box's place; what the reader typed, and focus, carry
 * over. Ctrl+K (⌘K) focuses the box from the start.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
// The plugin's CSS module, for the original box's class names. An internal
// path: if an upgrade moves it, the build fails and this look-alike needs a look.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

type HandOver = {value: string; focused: boolean};

export default function SearchBarWrapper(): ReactNode {
  const [SearchBar, setSearchBar] = useState<ComponentType | null>(null);
  const lookAlike = useRef<HTMLInputElement>(null);
  const handOver = useRef<HandOver | null>(null);

  useEffect(() => {
    let unmounted = false;
    void import('@theme-original/SearchBar').then(({default: Original}) => {
      if (unmounted) return;
      const input = lookAlike.current;
      handOver.current = {value: input?.value ?? '', focused: input !== null && document.activeElement === input};
      setSearchBar(() => Original);
    });
    return () => {
      unmounted = true;
    };
  }, []);

  useEffect(() => {
    if (SearchBar) return undefined;
    const focusOnShortcut = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        lookAlike.current?.focus();
      }
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, [SearchBar]);

  // A layout effect runs before the original's own mount effect, which reads
  // its input's value and focus (as after server rendering) and, if focused,
  // loads the index and opens the results for that value.
  useLayoutEffect(() => {
    const state = handOver.current;
    if (!SearchBar || !state) return;
    handOver.current = null;
    const input = document.querySelector<HTMLInputElement>('.navbar .navbar__search-input');
    if (!input) return;
    input.value = state.value;
    if (state.focused) input.focus();
  }, [SearchBar]);

  if (SearchBar) return <SearchBar />;
  return (
    <div className={`navbar__search ${styles.searchBarContainer}`} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={lookAlike}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
      />
    </div>
  );
}
