// The search plugin's page, as its theme exposes it for swizzling.
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}
