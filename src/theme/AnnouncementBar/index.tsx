/**
 * Wraps @theme-original/AnnouncementBar (Docusaurus 3.10.2).
 * Why: the specification shows the bar again when the announcement id
 * changes. Upstream resets the stored dismissal for a new id after hydration,
 * but its inline script has already hidden the bar (the html attribute
 * data-announcement-bar-initially-dismissed, read from the old dismissal), so
 * the new announcement would only appear on the next full page load.
 * Changed: once the stored dismissal is no longer "true", that attribute is
 * removed and the bar shows at once. Nothing else differs from upstream.
 */
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';

// The keys upstream uses (storage namespacing is off, see docusaurus.config.ts).
export const DISMISS_STORAGE_KEY = 'docusaurus.announcement.dismiss';
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function liftStaleDismissal(root: HTMLElement, storage: Storage): void {
  if (storage.getItem(DISMISS_STORAGE_KEY) !== 'true') root.removeAttribute(INITIALLY_DISMISSED_ATTRIBUTE);
}

export default function AnnouncementBarWrapper(): ReactNode {
  // No dependency list: upstream resets the dismissal in an effect of its
  // provider, which runs after ours and re-renders the bar; check each time.
  useEffect(() => liftStaleDismissal(document.documentElement, localStorage));
  return <AnnouncementBar />;
}
