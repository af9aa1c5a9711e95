// The one theme: every colour, size and motion a component uses.
// Colours are roles (text, surface, primary, …) whose values live in CSS custom properties, set
// twice — light, and dark under prefers-color-scheme — so one component reads right in both schemes
// without knowing which is on. The supplier's colours arrive as --brand-* variables written by the
// BFF into the page (the brand contract); the demo supplier's values are the fallbacks. In the dark
// scheme the brand colours used as text or fills are mixed with white, which keeps AA contrast on
// the dark background whatever the brand (at least 55 % white: every channel ≥ 140, luminance ≥ 0.26).
import type { Tone } from '@portal/shared/status';
import { createGlobalStyle, css } from 'styled-components';

/** The demo supplier's colours: what the portal looks like when the page names no brand. */
export const DEMO_BRAND_COLORS = {
  primary: '#0b5394',
  primaryText: '#ffffff',
  accent: '#e37222',
  accentText: '#1c2430',
  link: '#0b5394',
  focus: '#ffbf47',
} as const;

const brand = (name: string, fallback: string) => `var(--brand-${name}, ${fallback})`;
const primary = brand('primary', DEMO_BRAND_COLORS.primary);
const primaryText = brand('primary-text', DEMO_BRAND_COLORS.primaryText);
const accent = brand('accent', DEMO_BRAND_COLORS.accent);
const accentText = brand('accent-text', DEMO_BRAND_COLORS.accentText);
const link = brand('link', DEMO_BRAND_COLORS.link);
const focus = brand('focus', DEMO_BRAND_COLORS.focus);
const mix = (colour: string, percent: number, other: string) =>
  `color-mix(in srgb, ${colour} ${percent}%, ${other})`;

const DARK_BACKGROUND = '#0f141a';
const DARK_SURFACE = '#18202a';

/** Each colour role as [light, dark]. */
const COLOR_ROLES = {
  text: ['#1c2430', '#e6edf3'],
  muted: ['#4a5565', '#a9b4c2'],
  background: ['#f5f7fa', DARK_BACKGROUND],
  surface: ['#ffffff', DARK_SURFACE],
  /** A recessed area inside a surface: table heads, code, the skeleton's base. */
  surfaceSunken: ['#eceff3', '#212b36'],
  border: ['#c9d1dc', '#3a4756'],
  /** Borders that identify a control (inputs, selects): 3:1 against the surface (WCAG 1.4.11). */
  borderStrong: ['#6b7686', '#8291a3'],
  /** Fills in the brand's colour: buttons, the header bar, the selected day. */
  primary: [primary, mix(primary, 45, 'white')],
  primaryText: [primaryText, DARK_BACKGROUND],
  primaryHover: [mix(primary, 80, 'black'), mix(primary, 30, 'white')],
  /** A light tint of the brand colour behind text: table heads, selected rows, info boxes. */
  accent: [mix(primary, 9, 'white'), mix(primary, 30, DARK_SURFACE)],
  /** The brand's second colour, for highlights (a badge, a marker), with its text colour. */
  highlight: [accent, mix(accent, 45, 'white')],
  highlightText: [accentText, DARK_BACKGROUND],
  link: [link, mix(link, 40, 'white')],
  linkHover: [mix(link, 75, 'black'), mix(link, 20, 'white')],
  focus: [focus, focus],
  /** The ring inside the focus outline, so focus shows on any background (GOV.UK's pattern). */
  focusHalo: ['#1c2430', DARK_BACKGROUND],
  danger: ['#a4161a', '#ff8a8f'],
  dangerSubtle: ['#fde7e8', '#3d1416'],
  banner: ['#fff4cc', '#3a3108'],
  /** Toasts: the inverse of the page. */
  inverse: ['#1c2430', '#e6edf3'],
  inverseText: ['#ffffff', DARK_BACKGROUND],
  overlay: ['rgba(12, 18, 26, 0.55)', 'rgba(0, 0, 0, 0.7)'],
  skeleton: ['#e4e8ee', '#263140'],
  skeletonHighlight: ['#f1f4f7', '#2f3b4c'],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

type ColorRole = keyof typeof COLOR_ROLES;

/** §4 tones as [light, dark] text and background pairs, each AA (4.5:1) in its scheme. */
const TONE_ROLES = {
  green: { fg: ['#1b5e20', '#8fd19e'], bg: ['#e3f2e5', '#16301c'] },
  orange: { fg: ['#8a4500', '#ffc880'], bg: ['#fff0de', '#3a2608'] },
  red: { fg: ['#a4161a', '#ff9a9e'], bg: ['#fde7e8', '#3d1416'] },
  gray: { fg: ['#4a5565', '#b8c2cf'], bg: ['#eceff3', '#262f3a'] },
  neutral: { fg: ['#1c2430', '#e6edf3'], bg: ['#eceff3', '#262f3a'] },
} as const satisfies Record<Tone, { fg: readonly [string, string]; bg: readonly [string, string] }>;

const SHADOWS = {
  sm: ['0 1px 2px rgba(16, 24, 40, 0.08)', '0 1px 2px rgba(0, 0, 0, 0.5)'],
  md: ['0 4px 12px rgba(16, 24, 40, 0.12)', '0 4px 12px rgba(0, 0, 0, 0.55)'],
  lg: ['0 12px 32px rgba(16, 24, 40, 0.18)', '0 12px 32px rgba(0, 0, 0, 0.6)'],
} as const satisfies Record<string, readonly [string, string]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const colorVar = (role: string) => `--color-${kebab(role)}`;
const toneVar = (tone: string, part: string) => `--tone-${tone}-${part}`;
const shadowVar = (size: string) => `--shadow-${size}`;

const color = Object.fromEntries(
  Object.keys(COLOR_ROLES).map((role) => [role, `var(${colorVar(role)})`]),
) as Record<ColorRole, string>;

const tone = Object.fromEntries(
  Object.keys(TONE_ROLES).map((name) => [
    name,
    { fg: `var(${toneVar(name, 'fg')})`, bg: `var(${toneVar(name, 'bg')})` },
  ]),
) as Record<Tone, { fg: string; bg: string }>;

const shadow = Object.fromEntries(
  Object.keys(SHADOWS).map((size) => [size, `var(${shadowVar(size)})`]),
) as Record<keyof typeof SHADOWS, string>;

/** The custom properties of one scheme (0 = light, 1 = dark). */
function schemeProperties(scheme: 0 | 1): string {
  const lines = [
    ...Object.entries(COLOR_ROLES).map(([role, values]) => `${colorVar(role)}: ${values[scheme]};`),
    ...Object.entries(TONE_ROLES).flatMap(([name, { fg, bg }]) => [
      `${toneVar(name, 'fg')}: ${fg[scheme]};`,
      `${toneVar(name, 'bg')}: ${bg[scheme]};`,
    ]),
    ...Object.entries(SHADOWS).map(([size, values]) => `${shadowVar(size)}: ${values[scheme]};`),
  ];
  return lines.join('\n');
}

/** Light and dark values of a role, for tests and the catalogue (e.g. contrast checks). */
export function colorRoleValues(role: ColorRole): readonly [light: string, dark: string] {
  return COLOR_ROLES[role];
}

export function toneValues(name: Tone): {
  fg: readonly [string, string];
  bg: readonly [string, string];
} {
  return TONE_ROLES[name];
}

const breakpoints = { sm: '360px', md: '768px', lg: '1280px' } as const;

export const theme = {
  color,
  tone,
  shadow,
  /** The default corner; `radii` for the others. */
  radius: '6px',
  radii: { sm: '4px', md: '6px', lg: '12px', pill: '999px' },
  /** The 4 px spacing grid: space(2) = 8px, space(4) = 16px. */
  space: (steps: number) => `${steps * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    /** rem, so text zoom (200 %, WCAG 1.4.4) grows every text with the user's setting. */
    size: {
      xs: '0.8125rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      figure: '2rem',
    },
    weight: { regular: 400, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  border: { thin: '1px', thick: '2px', accent: '4px' },
  focusRing: { width: '3px', offset: '2px', halo: '5px' },
  /** Durations become 0 under prefers-reduced-motion (the custom properties below). */
  motion: {
    fast: 'var(--motion-fast)',
    normal: 'var(--motion-normal)',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  /** Mobile first: styles are written for 360 px and widened with `media.md` / `media.lg`. */
  bp: breakpoints,
  media: {
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    print: '@media print',
  },
  /** WCAG 2.5.5: every control a finger presses is at least this tall and wide. */
  touchTarget: '44px',
  /** Widths of the layout: the page's content and the narrowest card of a grid. */
  size: {
    content: '1280px',
    cardMin: '20rem',
    /** The narrowest key figure of a row of figures (totals side by side). */
    figureMin: '12rem',
    fieldMax: '30rem',
    /** Field widths: a short code or a month, the date range picker's input, a choice, a range. */
    fieldShort: '9em',
    fieldNarrow: '18rem',
    fieldChoice: '20rem',
    fieldRange: '22rem',
    dialog: '32rem',
    popover: '35rem',
  },
  z: { popover: 20, drawer: 30, modal: 40, toast: 50 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the theme type
  export interface DefaultTheme extends Theme {}
}

/** The visible focus of every control: the focus colour outlined around a dark halo. */
export const focusRing = css`
  outline: ${({ theme: t }) => t.focusRing.width} solid ${({ theme: t }) => t.color.focus};
  outline-offset: ${({ theme: t }) => t.focusRing.offset};
  box-shadow: 0 0 0 ${({ theme: t }) => t.focusRing.halo} ${({ theme: t }) => t.color.focusHalo};
`;

export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: light dark;
    --motion-fast: 120ms;
    --motion-normal: 200ms;
    ${schemeProperties(0)}
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-color-scheme='light']) {
      ${schemeProperties(1)}
    }
  }
  /* A scheme forced by the page (the catalogue shows both side by side). */
  :root[data-color-scheme='light'] { color-scheme: light; }
  :root[data-color-scheme='dark'] {
    color-scheme: dark;
    ${schemeProperties(1)}
  }
  @media (prefers-reduced-motion: reduce) {
    :root { --motion-fast: 0ms; --motion-normal: 0ms; }
    *, *::before, *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme: t }) => t.font.family};
    font-size: ${({ theme: t }) => t.font.size.md};
    line-height: ${({ theme: t }) => t.font.lineHeight.normal};
    color: ${({ theme: t }) => t.color.text};
    background: ${({ theme: t }) => t.color.background};
  }
  a { color: ${({ theme: t }) => t.color.link}; }
  a:hover { color: ${({ theme: t }) => t.color.linkHover}; }
  :focus-visible { ${focusRing} }
  h1, h2, h3 { line-height: ${({ theme: t }) => t.font.lineHeight.tight}; }
  h1 { font-size: ${({ theme: t }) => t.font.size.xl}; margin: 0 0 ${({ theme: t }) => t.space(4)}; }
  h2 { font-size: ${({ theme: t }) => t.font.size.lg}; margin: 0 0 ${({ theme: t }) => t.space(3)}; }
  ${({ theme: t }) => t.media.md} {
    h1 { font-size: ${({ theme: t }) => t.font.size.xxl}; }
    h2 { font-size: ${({ theme: t }) => t.font.size.xl}; }
  }
  h3 { font-size: ${({ theme: t }) => t.font.size.md}; margin: 0 0 ${({ theme: t }) => t.space(2)}; }
  table { border-collapse: collapse; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Paper is white: print in the light scheme whatever the screen shows. */
  @media print {
    :root:not([data-color-scheme='light']), :root[data-color-scheme] { ${schemeProperties(0)} }
    body { background: none; }
  }
`;
