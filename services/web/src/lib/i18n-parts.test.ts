// Each language in two chunks (a new page's texts do not weigh on a first visit): the
// shell's texts before the first render, every other page's with the first such page — and in the
// other language too once the customer switches.
import { describe, expect, it } from 'vitest';
import { i18n, loadFeatureTexts, setLanguage } from './i18n.ts';

describe('§7 "Locale files are loaded on demand": the shell first, the pages’ texts with their page', () => {
  it('loads the shell’s texts for the first render and the other pages’ only when asked', async () => {
    await setLanguage('it');
    expect(i18n.t('errors.INTERNAL')).not.toBe('errors.INTERNAL');
    expect(i18n.exists('contracts.caption')).toBe(false);
    await loadFeatureTexts();
    expect(i18n.t('contracts.caption')).toBe('Elenco dei contratti');
  });

  it('a language chosen afterwards comes with the pages’ texts already asked for', async () => {
    await setLanguage('de');
    expect(i18n.t('contracts.caption')).toBe('Liste der Verträge');
  });
});
