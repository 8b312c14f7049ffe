/**
 * How wide a diagram label is drawn in the site's font, estimated on the wide
 * side. beautiful-mermaid sizes boxes for Inter, a font the site does not load;
 * diagrams use the system font stack instead, and on Linux that is often DejaVu
 * Sans, about 10% wider than Inter (Segoe UI, San Francisco and Roboto are
 * narrower). These are DejaVu Sans's advance widths in thousandths of an em,
 * measured in Chromium, so a box sized with them fits the label in any of them.
 */

// U+0020 (space) to U+007E (~), regular and bold.
const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636,
  636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
  748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635,
  615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636,
  337, 636, 838,
];
const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838,
];

function charWidth(char: string, table: number[]): number {
  const code = char.codePointAt(0)!;
  if (code >= 0x20 && code <= 0x7e) return table[code - 0x20];
  // Accented Latin letters are as wide as their base letter (ã, ç, é...).
  const base = char.normalize('NFD')[0];
  if (base !== char && base.codePointAt(0)! <= 0x7e) return charWidth(base, table);
  // East Asian wide characters and emoji take a full em; anything else a wide letter's width.
  return /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\u{1f300}-\u{1faff}]/u.test(
    char,
  )
    ? 1000
    : 700;
}

/** Width in px of one line of text at `fontSize` px; weights of 600 and more are bold. */
export function textWidth(text: string, fontSize: number, fontWeight = 400): number {
  const table = fontWeight >= 600 ? BOLD : REGULAR;
  let total = 0;
  for (const char of text) total += charWidth(char, table);
  return (total / 1000) * fontSize;
}
