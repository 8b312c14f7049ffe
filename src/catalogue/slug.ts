/**
 * The anchor of an action's entry on its API page. API pages head each entry
 * with its identifier, plus the version when the action has several:
 * `### browser.download v2_0_0`. Docusaurus slugs headings with github-slugger,
 * and the anchors here must agree with it (the build's anchor check, and a
 * unit test against github-slugger for every entry, prove they do).
 */

export function apiHeading(id: string, version: string, versioned: boolean): string {
  return versioned ? `${id} ${version}` : id;
}

/**
 * github-slugger's `slug` for what the schema allows in ids and versions (ASCII
 * letters, digits, `.`, `_`, `-`): lower case, drop punctuation but `-` and
 * `_`, spaces become `-`. github-slugger itself would bring its Unicode table,
 * about 3 KB gzip, into every page that shows catalogue data.
 */
export function apiAnchor(id: string, version: string, versioned: boolean): string {
  return apiHeading(id, version, versioned)
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}
