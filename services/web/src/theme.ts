// The one theme (issue 6): colours chosen for WCAG AA contrast on white, visible focus rings.
import type { Tone } from '@portal/shared/status';
import { createGlobalStyle } from 'styled-components';

export const theme = {
  color: {
    text: '#1c2430',
    muted: '#4a5565',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#c9d1dc',
    primary: '#0b5394',
    primaryText: '#ffffff',
    primaryHover: '#083d6e',
    accent: '#e8f0fa',
    danger: '#a4161a',
    focus: '#ffbf47',
    banner: '#fff4cc',
  },
  tone: {
    green: { fg: '#1b5e20', bg: '#e3f2e5' },
    orange: { fg: '#8a4500', bg: '#fff0de' },
    red: { fg: '#a4161a', bg: '#fde7e8' },
    gray: { fg: '#4a5565', bg: '#eceff3' },
    neutral: { fg: '#1c2430', bg: '#eceff3' },
  } satisfies Record<Tone, { fg: string; bg: string }>,
  radius: '6px',
  space: (n: number) => `${n * 4}px`,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  bp: { md: '768px', lg: '1024px' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the theme type
  export interface DefaultTheme extends Theme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme: t }) => t.font};
    font-size: 16px;
    line-height: 1.5;
    color: ${({ theme: t }) => t.color.text};
    background: ${({ theme: t }) => t.color.background};
  }
  a { color: ${({ theme: t }) => t.color.primary}; }
  a:hover { color: ${({ theme: t }) => t.color.primaryHover}; }
  :focus-visible {
    outline: 3px solid ${({ theme: t }) => t.color.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 5px ${({ theme: t }) => t.color.text};
  }
  h1, h2, h3 { line-height: 1.25; }
  h1 { font-size: 1.6rem; margin: 0 0 16px; }
  h2 { font-size: 1.25rem; margin: 0 0 12px; }
  table { border-collapse: collapse; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
