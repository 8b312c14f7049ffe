// The search plugin's page, as its theme exposes it for swizzling.
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}

// The plugin's navbar search box, as its theme exposes it for swizzling.
declare module '@theme-original/SearchBar' {
  import type {ReactNode} from 'react';
  export default function SearchBar(): ReactNode;
}
