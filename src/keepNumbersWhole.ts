/**
 * A grouped number ("30 000 ms", "1 440 minutes") never wraps between its
 * groups: a narrow Default column showed "robot setting (30" on one line and
 * "000 ms)" on the next. The space before each group of three digits becomes
 * a no-break space (U+00A0), which the search index and the Markdown copies
 * read as a space. Writers keep typing plain spaces: MDX prose gets it at
 * build time (remarkKeepNumbersWhole), catalogue text where a component
 * renders it (InlineText, the Default cell, the robot settings table).
 */
const SPACE_BEFORE_GROUP = /(\d) (?=\d{3}(?!\d))/g;

export const keepNumbersWhole = (text: string): string => text.replace(SPACE_BEFORE_GROUP, '$1\u00a0');

interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/**
 * Remark plugin for the same in MDX prose; code is not `text`, so it keeps
 * what was written. Listed in `remarkPlugins`, after Docusaurus's own, so
 * heading ids and the table of contents are made from the plain spaces.
 */
export function remarkKeepNumbersWhole() {
  const visit = (node: MdastNode) => {
    if (node.type === 'text' && node.value) node.value = keepNumbersWhole(node.value);
    node.children?.forEach(visit);
  };
  return visit;
}
