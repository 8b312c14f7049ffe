// @docusaurus/theme-common's index pulls in the whole theme; tests need only
// the real error-boundary pieces the crash fallback renders, and the config.
export {
  ErrorBoundaryError,
  ErrorBoundaryTryAgainButton,
} from '../../node_modules/@docusaurus/theme-common/lib/utils/errorBoundaryUtils.js';
// And the real pieces the footer's links use.
export {isMultiColumnFooterLinks} from '../../node_modules/@docusaurus/theme-common/lib/utils/footerUtils.js';
export {ThemeClassNames} from '../../node_modules/@docusaurus/theme-common/lib/utils/ThemeClassNames.js';

export function useThemeConfig() {
  return {announcementBar: {id: 'client-4-2'}};
}
