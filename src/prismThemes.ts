/**
 * Code-block colours with WCAG AA contrast (4.5:1) on their own backgrounds:
 * prism-react-renderer's VS Code themes, with the tokens that fall short
 * darkened (light) or lightened (dark). Measured ratios are in the comments.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const type = style.types.find((t) => colours[t]);
      return type ? {...style, style: {...style.style, color: colours[type]}} : style;
    }),
  };
}

export const lightCodeTheme = recolour(themes.vsLight, {
  'attr-name': '#c50f1f', // was #ff0000, 4.0:1; now 6.1:1 on white
  number: '#067d4f', // was 4.6:1; now 5.2:1
  'class-name': '#1f6f86', // was 4.6:1; now 5.7:1
});

export const darkCodeTheme = recolour(themes.vsDark, {
  constant: '#a5a7dc', // was 3.1:1; now 7.3:1 on #1e1e1e
  prolog: '#7fb069', // was 1.0:1; now 6.6:1
  punctuation: '#a0a0a0', // was 4.2:1; now 6.4:1
  comment: '#7fb069', // was 5.0:1; now 6.6:1
});
