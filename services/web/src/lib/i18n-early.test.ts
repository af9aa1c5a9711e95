// §9: a key read before the page's language has loaded — the toaster renders
// ahead of the root loader — is no missing key, and does not load the en-US fallback.
import { describe, expect, it, vi } from 'vitest';
import { fallbackLoaded, i18n, setLanguage } from './i18n.ts';

describe('§9: the en-US fallback and the first render', () => {
  it('is not loaded for a key read while the page language is still loading', async () => {
    const loading = setLanguage('it');
    await vi.waitFor(() => expect(i18n.isInitialized).toBe(true));
    expect(i18n.hasResourceBundle('it', 'translation')).toBe(false);
    i18n.t('ui.notifications');
    await loading;
    expect(i18n.t('ui.notifications')).toBe('Notifiche');
    // Give a fallback load, had one started, the time to finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fallbackLoaded()).toBe(false);
  });
});
