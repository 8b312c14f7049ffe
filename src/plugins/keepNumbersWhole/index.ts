/**
 * A grouped number ("30 000 ms", "1 440 minutes") never wraps between its
 * groups: a narrow Default column showed "robot setting (30" on one line and
 * "000 ms)" on the next. The space before each group of three digits becomes
 * a no-break space (U+00A0), which the search index and the Markdown copies
 * read as a space. Writers keep typing plain spaces: MDX prose gets it at
 * build time (remark.ts), catalogue text where a component renders it
 * (InlineText, the Default cell, the robot settings table).
 */
const SPACE_BEFORE_GROUP = /(\d) (?=\d{3}(?!\d))/g;

export const keepNumbersWhole = (text: string): string => text.replace(SPACE_BEFORE_GROUP, '$1\u00a0');
