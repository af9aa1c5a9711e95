// Renders a component the way the app does: theme and translations (Italian unless told).
import type { Locale } from '@portal/shared/constants';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach } from 'vitest';
import { i18n, loadFeatureTexts, setLanguage } from '../lib/i18n.ts';
import { theme } from '../theme.ts';

// Without Vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

/**
 * Which texts are loaded: `all` for a page rendered alone, without its lazy loader (app/pages.ts);
 * `shell` as on a first visit to a page of the shell's texts, before any other page asked for its.
 */
export type LoadedTexts = 'all' | 'shell';

export async function renderWithApp(
  ui: ReactElement,
  language: Locale = 'it',
  texts: LoadedTexts = 'all',
) {
  await setLanguage(language);
  if (texts === 'all') await loadFeatureTexts();
  return render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </ThemeProvider>,
  );
}
