// §9: the en-US fallback is loaded only when a key is missing in the page's
// language, and the text that was missing appears once it has loaded.
import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US/index.ts';
import { renderWithApp } from '../test/render.tsx';
import { fallbackLoaded, i18n, setLanguage } from './i18n.ts';

function Retry() {
  const { t } = useTranslation();
  return <p data-testid="retry">{t('app.retry')}</p>;
}

describe('§9: the en-US fallback loads only for a missing key', () => {
  it('is not loaded when every key of a page exists in its language', async () => {
    await setLanguage('de');
    expect(i18n.t('app.retry')).toBe('Erneut versuchen');
    await setLanguage('it');
    expect(i18n.t('app.retry')).toBe('Riprova');
    expect(fallbackLoaded()).toBe(false);
  });

  it('loads on a missing key and re-renders the page with the fallback text', async () => {
    await setLanguage('it');
    const app = i18n.getResourceBundle('it', 'translation') as { app: Record<string, string> };
    const italian = app.app.retry;
    delete app.app.retry;
    try {
      await renderWithApp(<Retry />, 'it');
      await waitFor(() => expect(screen.getByTestId('retry').textContent).toBe(enUS.app.retry));
      expect(fallbackLoaded()).toBe(true);
    } finally {
      app.app.retry = italian as string;
    }
  });
});
