// @vitest-environment node
// The page follows the user's settings — the dark scheme's values under
// prefers-color-scheme: dark, no motion under prefers-reduced-motion, light colours on paper.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { colorRoleValues, GlobalStyle, theme } from './theme.ts';

/** The global style's CSS as styled-components writes it. */
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/** The declarations of the block that follows a media query's opening. */
function block(spaced: string, media: string): string {
  const css = spaced.replace(/\s/g, '');
  const start = css.indexOf(media);
  expect(start, media).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') depth -= 1;
    if (depth === 0) return css.slice(start, index + 1);
  }
  return css.slice(start);
}

describe('the user’s settings', () => {
  it('prefers-color-scheme: dark sets the dark value of every colour role', () => {
    const css = globalCss();
    const dark = block(css, '@media(prefers-color-scheme:dark)');
    for (const role of ['text', 'surface', 'background', 'link', 'primary'] as const) {
      const name = `--color-${role}:${colorRoleValues(role)[1].replace(/\s/g, '')}`;
      expect(dark, role).toContain(name);
    }
    expect(css.replace(/\s/g, '')).toContain('color-scheme:lightdark');
  });

  it('prefers-reduced-motion: reduce stops the theme’s motion and every animation', () => {
    const reduced = block(globalCss(), '@media(prefers-reduced-motion:reduce)');
    expect(reduced).toContain('--motion-fast:0ms');
    expect(reduced).toContain('--motion-normal:0ms');
    expect(reduced).toContain('animation:none!important');
    expect(reduced).toContain('transition:none!important');
  });

  it('print uses the light values, whatever the screen shows', () => {
    const print = block(globalCss(), '@mediaprint');
    expect(print).toContain(`--color-text:${colorRoleValues('text')[0]}`);
    expect(print).toContain(`--color-surface:${colorRoleValues('surface')[0]}`);
  });
});
