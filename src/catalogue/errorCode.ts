/**
 * What an error code looks like: UPPER_SNAKE_CASE, such as
 * `BROWSER_ELEMENT_NOT_FOUND`. The catalogue's schema holds every code to it,
 * and search treats a query written so as a code. A module of its own, so the
 * search chunk takes the pattern without the schema.
 */
export const ERROR_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
