// @docusaurus/theme-common's index pulls in the whole theme; tests need only
// the real error-boundary pieces the crash fallback renders, and the config.
export {
  ErrorBoundaryError,
  ErrorBoundaryTryAgainButton,
} from '../../node_modules/@docusaurus/theme-common/lib/utils/errorBoundaryUtils.js';

export function useThemeConfig() {
  return {announcementBar: {id: 'client-4-2'}};
}
