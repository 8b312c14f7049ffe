/**
 * A catalogue text (summary, description) without its Markdown code marks, for
 * where it is shown as typed: a page's meta description, which search engines
 * and link previews show, and the plain-text reference of an API entry.
 */
export const plainText = (text: string): string => text.replace(/`/g, '');
