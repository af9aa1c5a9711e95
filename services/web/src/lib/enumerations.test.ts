import { ENUMERATIONS, OTHER, type EnumerationName } from '@portal/shared/enumerations';
import { describe, expect, it } from 'vitest';
import de from '../locales/de/index.ts';
import enUS from '../locales/en-US/index.ts';
import itMessages from '../locales/it/index.ts';
import { enumerationText } from './enumerations.ts';
import { i18n, setLanguage } from './i18n.ts';

describe('enumerations are worded at render in the reader’s language', () => {
  it('has a text in it, de and en-US for exactly the keys of every shared enumeration', () => {
    for (const messages of [itMessages, de, enUS]) {
      expect(Object.keys(messages.enums).sort()).toEqual(Object.keys(ENUMERATIONS).sort());
      for (const name of Object.keys(ENUMERATIONS) as EnumerationName[]) {
        expect(Object.keys(messages.enums[name]), name).toEqual(Object.keys(ENUMERATIONS[name]));
      }
    }
  });

  it('words a key in German and Italian, shows OTHER as upstream wrote it, and nothing as nothing', async () => {
    await setLanguage('de');
    const t = i18n.getFixedT('de');
    expect(enumerationText(t, 'paymentMethod', 'POSTAL_SLIP', 'Bollettino postale')).toBe(
      'Posterlagschein',
    );
    expect(enumerationText(t, 'billingFrequency', 'MONTHLY', 'Mensile')).toBe('Monatlich');
    expect(enumerationText(t, 'paymentMethod', OTHER, 'Contanti allo sportello')).toBe(
      'Contanti allo sportello',
    );
    expect(enumerationText(t, 'paymentMethod', null, null)).toBe('');
    await setLanguage('it');
    expect(enumerationText(i18n.getFixedT('it'), 'paymentMethod', 'POSTAL_SLIP', null)).toBe(
      'Bollettino postale',
    );
  });
});
