// Stand-in for the search plugin's SearchBar: an input like the original's.
import React from 'react';

export default function SearchBar() {
  return (
    <div className="navbar__search">
      <input className="navbar__search-input" aria-label="Search" data-testid="original-search" />
    </div>
  );
}
