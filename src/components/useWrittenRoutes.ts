/**
 * Routes of the main docs area's pages, read from the docs plugin's own global
 * data (already on every page; nothing is added). Lets catalogue listings link
 * an action only once its page is written, instead of linking a broken page.
 */
import {useMemo} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';

export function useWrittenRoutes(): Set<string> {
  const docs = useAllDocsData().default;
  return useMemo(() => new Set(docs?.versions.flatMap((version) => version.docs.map((doc) => doc.path)) ?? []), [docs]);
}
