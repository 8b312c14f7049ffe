// How the site's text files are compressed for nginx (scripts/precompress.mjs)
// and so how their served size is measured (scripts/pageWeight.mjs).
import zlib from 'node:zlib';

const quality = (level) => ({params: {[zlib.constants.BROTLI_PARAM_QUALITY]: level}});

/**
 * Brotli options for a file. Quality 10: within 2% of the size at a fifth of
 * the time of 11. The stylesheet gets 11: every page waits for it before its
 * first paint, and at 11 it is 13.6 KB instead of 13.9, which with nginx's
 * headers (0.95 KB) just fits the first round trip of a new connection
 * (14.6 KB): Lighthouse's slow 4G counts first paint 0.15 s sooner on the
 * lighter pages. Only a few bytes are left: tests/e2e/deploy.spec.ts fails
 * when a change to the stylesheet or to the headers makes it miss that round trip.
 */
export const brotliOptions = (file) => quality(file.endsWith('.css') ? 11 : 10);
