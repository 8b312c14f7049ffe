// How the site's text files are compressed for nginx (scripts/precompress.mjs)
// and so how their served size is measured (scripts/pageWeight.mjs).
import zlib from 'node:zlib';

/** Quality 10, not 11: within 2% of the size at a fifth of the time. */
export const BROTLI = {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 10}};
