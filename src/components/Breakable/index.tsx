/**
 * Code that may wrap on a phone only where a reader would expect: after a dot,
 * a slash, a backslash, an underscore, a comma (a <wbr> there), never inside a
 * `{{variable}}` or an ERROR_CODE. A <wbr> adds no text, so a copied value is
 * exactly what was written. Used by inline code in MDX (src/theme/CodeInline)
 * and by the catalogue components.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A `{{variable}}`, an ERROR_CODE, or a run of separators after which a line may break. */
const TOKEN = /(\{\{[^}]*\}\}|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|[._/\\,;&?=(]+)/;

/**
 * `text` with a <wbr> after each run of separators outside `{{…}}` and error
 * codes (none where a space, a closing bracket or the end follows), and a
 * `{{…}}` holding a hyphen or a space kept on one line.
 */
export default function Breakable({text}: {text: string}): ReactNode {
  const parts = text.split(TOKEN);
  return parts.map((part, i) => {
    // Even parts are the text between tokens; an error code stays whole.
    if (i % 2 === 0 || /^[A-Z]/.test(part)) return part;
    if (part.startsWith('{{'))
      return /[-\s]/.test(part) ? (
        <span key={i} className={styles.nowrap}>
          {part}
        </span>
      ) : (
        part
      );
    const rest = parts.slice(i + 1).join('');
    return rest === '' || /^[\s)}\]"']/.test(rest) ? part : [part, <wbr key={i} />];
  });
}
