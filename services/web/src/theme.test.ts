// @vitest-environment node
// The colour roles read at AA contrast in the light and the dark scheme
// (prefers-color-scheme), for the demo brand and for any brand in the dark scheme's derived colours.
import type { Tone } from '@portal/shared/status';
import { describe, expect, it } from 'vitest';
import { colorRoleValues, DEMO_BRAND_COLORS, theme, toneValues } from './theme.ts';

type Rgb = [number, number, number];

function hex(value: string): Rgb {
  const digits = value.replace('#', '');
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

const BRAND_VARIABLES: Record<string, string> = {
  'brand-primary': DEMO_BRAND_COLORS.primary,
  'brand-primary-text': DEMO_BRAND_COLORS.primaryText,
  'brand-accent': DEMO_BRAND_COLORS.accent,
  'brand-accent-text': DEMO_BRAND_COLORS.accentText,
  'brand-link': DEMO_BRAND_COLORS.link,
  'brand-focus': DEMO_BRAND_COLORS.focus,
};

/** Evaluates the theme's colour values: hex, var(--brand-…, fallback) and color-mix in srgb. */
function evaluate(value: string, brand: Record<string, string> = BRAND_VARIABLES): Rgb {
  const text = value.trim();
  if (text === 'white') return [255, 255, 255];
  if (text === 'black') return [0, 0, 0];
  if (text.startsWith('#')) return hex(text);
  const variable = /^var\(--([\w-]+), (.+)\)$/.exec(text);
  if (variable) return evaluate(brand[variable[1]!] ?? variable[2]!, brand);
  const mixed = /^color-mix\(in srgb, (.+) (\d+)%, (.+)\)$/.exec(text);
  if (mixed) {
    const [a, share, b] = [
      evaluate(mixed[1]!, brand),
      Number(mixed[2]) / 100,
      evaluate(mixed[3]!, brand),
    ];
    return a.map((channel, index) => channel * share + b[index]! * (1 - share)) as Rgb;
  }
  throw new Error(`cannot evaluate ${text}`);
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const role = (
  name: Parameters<typeof colorRoleValues>[0],
  scheme: 0 | 1,
  brand?: Record<string, string>,
) => evaluate(colorRoleValues(name)[scheme], brand);

describe('colour roles at AA contrast in both schemes', () => {
  const schemes = [
    [0, 'light'],
    [1, 'dark'],
  ] as const;

  it.each(schemes)('text, muted text and links on the page and on a card (%s scheme)', (scheme) => {
    for (const ground of ['background', 'surface', 'surfaceSunken', 'accent'] as const) {
      for (const fore of ['text', 'muted', 'link', 'danger'] as const) {
        expect(
          contrast(role(fore, scheme), role(ground, scheme)),
          `${fore} on ${ground}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(schemes)('text on the brand fills, on toasts and on the banner (%s scheme)', (scheme) => {
    const pairs = [
      ['primaryText', 'primary'],
      ['primaryText', 'primaryHover'],
      ['highlightText', 'highlight'],
      ['inverseText', 'inverse'],
      ['text', 'banner'],
      ['text', 'dangerSubtle'],
    ] as const;
    for (const [fore, ground] of pairs) {
      expect(
        contrast(role(fore, scheme), role(ground, scheme)),
        `${fore} on ${ground}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(schemes)('§4 tones: each badge text on its background (%s scheme)', (scheme) => {
    for (const name of Object.keys(theme.tone) as Tone[]) {
      const { fg, bg } = toneValues(name);
      expect(contrast(evaluate(fg[scheme]), evaluate(bg[scheme])), name).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it.each(schemes)(
    'controls’ borders and the focus ring stand out at 3:1 (WCAG 1.4.11, %s scheme)',
    (scheme) => {
      expect(
        contrast(role('borderStrong', scheme), role('surface', scheme)),
      ).toBeGreaterThanOrEqual(3);
      // The focus colour, or the halo inside it, stands out from the page.
      const focus = Math.max(
        contrast(role('focus', scheme), role('background', scheme)),
        contrast(role('focusHalo', scheme), role('background', scheme)),
      );
      expect(focus).toBeGreaterThanOrEqual(3);
    },
  );

  it('dark scheme: a brand’s colours keep AA on the dark page whatever they are (mixed with white)', () => {
    for (const colour of ['#000000', '#0b5394', '#7a0019', '#005a32', '#ff0000', '#ffffff']) {
      const brand = { ...BRAND_VARIABLES, 'brand-primary': colour, 'brand-link': colour };
      expect(
        contrast(role('link', 1, brand), role('surface', 1, brand)),
        colour,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(role('primaryText', 1, brand), role('primary', 1, brand)),
        colour,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('components read colours as CSS variables, so the dark scheme and a brand need no rebuild', () => {
    expect(theme.color.primary).toBe('var(--color-primary)');
    expect(colorRoleValues('primary')[0]).toBe(
      `var(--brand-primary, ${DEMO_BRAND_COLORS.primary})`,
    );
    expect(theme.tone.red.fg).toBe('var(--tone-red-fg)');
  });
});
