// @docusaurus/theme-common's index pulls in the whole theme; tests need only
// the real error-boundary pieces the crash fallback renders.
export {
  ErrorBoundaryError,
  ErrorBoundaryTryAgainButton,
} from '../../node_modules/@docusaurus/theme-common/lib/utils/errorBoundaryUtils.js';
