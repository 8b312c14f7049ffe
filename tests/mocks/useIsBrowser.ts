// Stand-in for @docusaurus/useIsBrowser: tests render as the browser does after hydration.
export default function useIsBrowser(): boolean {
  return true;
}
