/**
 * The anchor of an action's entry on its API page. API pages head each entry
 * with its identifier, plus the version when the action has several:
 * `### browser.download v2_0_0`. Docusaurus slugs headings with github-slugger,
 * so we do too and the two always agree (the build's anchor check proves it).
 */
import {slug} from 'github-slugger';

export function apiHeading(id: string, version: string, versioned: boolean): string {
  return versioned ? `${id} ${version}` : id;
}

export function apiAnchor(id: string, version: string, versioned: boolean): string {
  return slug(apiHeading(id, version, versioned));
}
