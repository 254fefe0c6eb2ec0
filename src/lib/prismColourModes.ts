import type {PrismTheme} from 'prism-react-renderer';
import {parseColor} from './accessiblePrismTheme';

type TokenStyle = PrismTheme['styles'][number]['style'];

/**
 * The Prism theme the site gives to both colour modes: the code's colours come from CSS (see
 * `prismColourModeCss`), so a code block renders the same markup in either mode. Token colours as
 * inline styles differ by mode, and the server renders the light ones; the classic theme
 * therefore rebuilt every code block after hydration (thousands of tokens on reference pages).
 */
export const prismColourModeTheme: PrismTheme = {
  plain: {color: 'var(--site-prism-color)', backgroundColor: 'var(--site-prism-background-color)'},
  styles: [],
};

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const declarations = (style: TokenStyle) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${cssProperty(name)}:${String(value)}`)
    .join(';');

/** One theme's colours as CSS rules for its colour mode (light also without `data-theme`: no JavaScript), tokens by class. */
function themeCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = mode === 'dark' ? "[data-theme='dark']" : ":root:not([data-theme='dark'])";
  const rules = [`${scope}{--site-prism-color:${theme.plain.color};--site-prism-background-color:${theme.plain.backgroundColor}}`];
  for (const {types, languages, style} of theme.styles) {
    if (languages) throw new Error('language-specific token styles are not supported');
    const selectors = types.map((type) => `${scope} .token.${type}`).join(',');
    rules.push(`${selectors}{${declarations(style)}}`);
  }
  return rules.join('');
}

/**
 * CSS for `prismColourModeTheme`: each theme's plain colours and token styles, scoped to its
 * colour mode, in the themes' order (a later rule wins, as a later style does in the theme).
 */
export function prismColourModeCss(light: PrismTheme, dark: PrismTheme): string {
  return themeCss(light, 'light') + themeCss(dark, 'dark');
}

/** Equal colours, however the themes write them (`#F8F8F2`, `rgb(248, 248, 242)`). */
function sameColour(a: string, b: string): boolean {
  const [x, y] = [parseColor(a), parseColor(b)];
  return x && y ? String(x) === String(y) : a === b;
}

/** True if the style sets anything but the theme's plain text colour. */
function differsFromPlain(style: TokenStyle, plainColour = ''): boolean {
  return Object.entries(style).some(
    ([name, value]) => value !== undefined && value !== '' && !(name === 'color' && sameColour(String(value), plainColour)),
  );
}

/**
 * The token types that either theme shows differently from plain text, sorted. A token of no
 * such type looks like the text around it in both modes (the rest of Prism's punctuation and
 * operators, for example), so it needs no element of its own.
 */
export function styledTokenTypes(light: PrismTheme, dark: PrismTheme): string[] {
  const types = new Set<string>();
  for (const theme of [light, dark]) {
    for (const {types: ruleTypes, style} of theme.styles) {
      if (differsFromPlain(style, theme.plain.color)) for (const type of ruleTypes) types.add(type);
    }
  }
  return [...types].sort();
}
