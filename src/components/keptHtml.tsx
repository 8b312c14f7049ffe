/**
 * Server HTML the browser keeps as it is: All actions' rows, the API pages'
 * entries and module indexes, and the group pages' action cards. On a page's first load such an element hydrates with
 * `dangerouslySetInnerHTML` set to the HTML it already holds, so React
 * changes nothing inside it, and its content costs the page's script neither
 * data nor hydration.
 */
import React, {use, useState, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

/** The HTML inside the element with this id, if the page holds it (its first load; never on the server). */
export function serverHtml(id: string): string | undefined {
  return typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML;
}

/**
 * The data of a component with no server HTML to keep (a client-side visit):
 * React waits for it before it shows the page, keeping the page the reader
 * came from until then, as for the page's own chunks; so the page shows whole
 * and an anchor lands where it should. Called on every render without HTML,
 * loaded or not: React replays a suspended render and expects the same use().
 */
export function useDataWithoutHtml(data: {load(): Promise<unknown>}, html: string | undefined): void {
  if (html === undefined) use(data.load());
}

/** A click handler for kept HTML: its site links navigate as <Link> does, without reloading the page. */
export function useFollowLink(): (event: MouseEvent<Element>) => void {
  const history = useHistory();
  return (event) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (
      !href?.startsWith('/') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    history.push(href);
  };
}

/** A block of kept server HTML (`html`, read by `serverHtml(id)`), its links followed client-side. */
export function KeptHtml({id, html}: {id: string; html: string | undefined}): ReactNode {
  const followLink = useFollowLink();
  return <div id={id} onClick={followLink} dangerouslySetInnerHTML={{__html: html ?? ''}} />;
}

/**
 * A view of data the page's script does not bundle (a lazy group): on the
 * page's first load, the server's HTML of the element `id`, kept; on a
 * client-side visit, `render` of the data, which React waits for.
 */
export function KeptOrRendered<Data>({
  id,
  data,
  render,
}: {
  id: string;
  data: {load(): Promise<Data>; loaded(): Data | undefined};
  render: (data: Data) => ReactNode;
}): ReactNode {
  const [html] = useState(() => serverHtml(id));
  useDataWithoutHtml(data, html);
  const loaded = html === undefined ? data.loaded() : undefined;
  return loaded ? render(loaded) : <KeptHtml id={id} html={html} />;
}
