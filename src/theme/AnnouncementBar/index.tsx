/**
 * Wraps @theme-original/AnnouncementBar (Docusaurus 3.10.2).
 * Why: the specification shows the bar again when the announcement id
 * changes. Upstream resets the stored dismissal for a new id after hydration,
 * but its inline script has already hidden the bar (the html attribute
 * data-announcement-bar-initially-dismissed, read from the old dismissal), so
 * the new announcement would only appear on the next full page load.
 * Changed: on mount, if the dismissal stored belongs to another announcement
 * id (or there is none), that attribute is removed and the bar shows at once.
 */
import React, {useEffect, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import AnnouncementBar from '@theme-original/AnnouncementBar';

// The keys upstream uses (storage namespacing is off, see docusaurus.config.ts).
export const DISMISS_STORAGE_KEY = 'docusaurus.announcement.dismiss';
export const ID_STORAGE_KEY = 'docusaurus.announcement.id';
export const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/**
 * Runs before upstream updates the stored id (a child's effects run before its
 * providers'), so the stored id is still the one the reader dismissed.
 */
export function liftStaleDismissal(root: HTMLElement, storage: Storage, currentId: string | undefined): void {
  const dismissedThisOne =
    storage.getItem(DISMISS_STORAGE_KEY) === 'true' && storage.getItem(ID_STORAGE_KEY) === currentId;
  if (!dismissedThisOne) root.removeAttribute(INITIALLY_DISMISSED_ATTRIBUTE);
}

export default function AnnouncementBarWrapper(): ReactNode {
  const id = useThemeConfig().announcementBar?.id;
  useEffect(() => liftStaleDismissal(document.documentElement, localStorage, id), [id]);
  return <AnnouncementBar />;
}
