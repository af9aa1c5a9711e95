import { afterAll, describe, expect, it } from 'vitest';
import dayjs from './dayjs.ts';
import { setLanguage } from './i18n.ts';

describe('§9: dates in the page’s language', () => {
  afterAll(() => setLanguage('it'));

  it('dayjs follows the language: German and Italian month names, weeks from Monday', async () => {
    await setLanguage('de');
    expect(dayjs('2026-03-04').format('MMMM')).toBe('März');
    expect(dayjs('2026-03-04').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-02');
    await setLanguage('it');
    expect(dayjs('2026-03-04').format('MMMM')).toBe('marzo');
    expect(dayjs('2026-03-04').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-02');
  });
});
