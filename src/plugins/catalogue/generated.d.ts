// The modules the catalogue plugin provides to the pages' components (index.ts).
declare module '@tucano/server-action-rows' {
  import type {ActionRow} from '@site/src/catalogue';
  /** The All actions rows when rendering on the server; null in the browser. */
  const rows: ActionRow[] | null;
  export default rows;
}

declare module '@generated/tucano-catalogue/default/action-rows.json' {
  import type {ActionRow} from '@site/src/catalogue';
  const rows: ActionRow[];
  export default rows;
}

declare module '@generated/tucano-catalogue/default/own-timeouts.json' {
  import type {OwnTimeoutRow} from '@site/src/catalogue/ownTimeouts';
  const rows: OwnTimeoutRow[];
  export default rows;
}
