/**
 * The code-block colours of both Prism themes as one stylesheet, so the colour
 * mode is a CSS switch: no re-render on hydration or on a colour-mode change,
 * where upstream re-renders every block with the other theme's inline styles.
 * A token's classes are Prism's types; rules follow the theme's own order, as
 * prism-react-renderer merges them, and a language-scoped rule (`languages`)
 * is more specific, as it overrides there.
 */
import type {PrismTheme} from 'prism-react-renderer';

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (style: object) =>
  Object.entries(style)
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');

function rules(theme: PrismTheme, scope: string): string[] {
  const container = `${scope} .theme-code-block{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`;
  const tokens = theme.styles.flatMap(({types, languages, style}) => {
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map(
        (language) => `${scope} .theme-code-block${language ? `.language-${language}` : ''} .token.${type}`,
      ),
    );
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  return [container, ...tokens];
}

/** Light where the page is not dark (the default before any script runs), dark where it is. */
export function themeCss(light: PrismTheme, dark: PrismTheme): string {
  return [...rules(light, ":root:not([data-theme='dark'])"), ...rules(dark, ":root[data-theme='dark']")].join('\n');
}
