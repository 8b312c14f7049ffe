// What the browser bundle gets for `tslib`: the helpers Docusaurus's CommonJS
// client code calls (@docusaurus/utils-common calls __importDefault). A
// CommonJS `require("tslib")` cannot be tree-shaken, so without this every
// page loaded all of tslib (10 KB, 3.5 KB brotli) for one helper.
// tests/unit/slimClientBundle.test.ts fails if an upgrade calls another.
export {__importDefault} from 'tslib/tslib.es6.mjs';
