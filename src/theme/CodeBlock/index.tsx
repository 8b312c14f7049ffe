/**
 * Wraps CodeBlock (public API) only to register Prism's additional languages
 * when the first code block loads, instead of in theme-classic's client module
 * on every page: see src/plugins/prismWithCodeBlocks. Renders the original.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
