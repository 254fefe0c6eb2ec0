import type {PrismTheme} from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)`, as prism-react-renderer's themes write colours. */
export function parseColor(color: string): Rgb | undefined {
  const rgbFunction = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i.exec(color.trim());
  if (rgbFunction) return rgbFunction.slice(1, 4).map(Number) as unknown as Rgb;
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return undefined;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb): string => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Moves `color` towards black or white (away from the background) until it reaches `ratio`. */
function withContrast(color: string, background: Rgb, ratio: number): string {
  const rgb = parseColor(color);
  if (!rgb || contrastRatio(rgb, background) >= ratio) return color;
  const target = luminance(background) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step += 1) {
    const mixed = rgb.map((v) => v + ((target - v) * step) / 20) as unknown as Rgb;
    if (contrastRatio(mixed, background) >= ratio) return toHex(mixed);
  }
  return toHex([target, target, target]);
}

/**
 * The theme with every token colour adjusted to reach `ratio` against the theme's background
 * (WCAG AA for normal text is 4.5), keeping each hue as close to the original as it can.
 * Token opacity is dropped, since faded text is what fails contrast checks.
 */
export function accessiblePrismTheme(theme: PrismTheme, ratio = 4.5): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '');
  if (!background) throw new Error('the theme needs a background colour');
  const fix = (color: string | undefined) => (color ? withContrast(color, background, ratio) : color);
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map(({types, languages, style: {opacity: _faded, ...style}}) => ({
      types,
      languages,
      style: {...style, color: fix(style.color)},
    })),
  };
}
