/**
 * The languages beyond those prism-react-renderer bundles (it has js, ts, jsx,
 * json, sql, python, yaml, markdown and more). Prism's language files extend
 * the Prism on globalThis, so it is lent to them for the time they load, as
 * theme-classic's prism-include-languages does.
 */
import {Prism} from 'prism-react-renderer';

const globals = globalThis as {Prism?: unknown};
const before = globals.Prism;
globals.Prism = Prism;
require('prismjs/components/prism-bash');
require('prismjs/components/prism-powershell');
if (before === undefined) delete globals.Prism;
else globals.Prism = before;
