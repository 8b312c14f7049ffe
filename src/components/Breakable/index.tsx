/**
 * Code that may wrap only where a reader would expect: after a dot, a slash, a
 * backslash, an underscore (so an ERROR_CODE breaks between its words), a
 * colon, a comma (a <wbr> there). A <wbr> adds no text, so a copied value is
 * exactly what was written. Used by inline code in MDX (src/theme/CodeInline)
 * and by the catalogue components.
 *
 * Never broken: before a digit after an underscore (a version, `v2_0_0`), and
 * a short `{{variable}}`. A long one (over 20 characters, which would widen a
 * table column or overflow a phone) breaks like other code:
 * `{{textract.<wbr>tables[0]["Peso líquido"]}}`.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A short `{{variable}}`, kept whole, or a run of separators after which a line may break. */
const TOKEN = /(\{\{[^}]{0,16}\}\}|(?:[./\\:,;&?=(]|_(?!\d))+)/;

/**
 * `text` with a <wbr> after each run of separators outside the tokens above
 * (none where a space, a closing bracket or the end follows), and a short
 * `{{…}}` holding a hyphen or a space kept on one line.
 */
export default function Breakable({text}: {text: string}): ReactNode {
  const parts = text.split(TOKEN);
  return parts.map((part, i) => {
    // Even parts are the text between tokens.
    if (i % 2 === 0) return part;
    if (part[0] === '{')
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

/** Plain text (a message, a description) whose ERROR_CODEs may break after their underscores, as in code. */
export const breakCodes = (text: string): ReactNode =>
  text.split(/\b([A-Z][A-Z\d]*(?:_[A-Z\d]+)+)\b/).map((part, i) => (i % 2 ? <Breakable key={i} text={part} /> : part));
