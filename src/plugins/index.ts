/**
 * Every plugin the config uses, so that docusaurus.config.ts loads them in one
 * call (src/typescript.cjs): one load evaluates the catalogue, which several of
 * them read, once, and a reload after an edit (`npm start`) evaluates it again.
 */
export {default as buildCodeCache} from './buildCodeCache';
export {default as cataloguePlugin} from './catalogue';
export {default as remarkActionImports} from './catalogue/actionImports';
export {default as highlightCode} from './highlightCode';
export {default as remarkHighlightCode} from './highlightCode/remark';
export {default as remarkKeepNumbersWhole} from './keepNumbersWhole/remark';
export {default as mermaidToSvg} from './mermaidToSvg';
export {default as remarkNoLiteralAutolinks} from './noLiteralAutolinks';
export {default as postCssOnce} from './postCssOnce';
export {default as preloadRouteChunks} from './preloadRouteChunks';
export {default as slimClientBundle} from './slimClientBundle';
export {default as storedPreferences} from './storedPreferences';
export {default as strictImports} from './strictImports';
export {default as trimInfima} from './trimInfima';
export {default as withoutIntl} from './withoutIntl';
