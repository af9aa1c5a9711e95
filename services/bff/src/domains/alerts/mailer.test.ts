import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { composeAlertMail } from './mailer.ts';

describe('alert mails: the customer’s language, the brand, no token', () => {
  const { brand } = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent-web-dist' });
  const mail = (locale: string) =>
    composeAlertMail(brand, {
      to: 'mario.rossi@demo.it',
      locale,
      kind: 'billDue',
      facts: { numeroFattura: 'F1', dataScadenza: '2026-12-02', importo: 1234.5 },
      unsubscribeUrl: 'https://portal.example/alerts/unsubscribe?t=abc.def',
      portalUrl: 'https://portal.example',
    });

  it('speaks Italian and German with §5 dates and amounts, en-US otherwise', () => {
    expect(mail('it').subject).toBe('Bolletta F1 in scadenza il 02/12/2026');
    expect(mail('it').text).toContain('1.234,50 €');
    expect(mail('de').subject).toBe('Rechnung F1 fällig am 02/12/2026');
    expect(mail('fr').language).toBe('en-US');
  });

  it('carries the brand’s name and colour and the unsubscribe link in text and HTML', () => {
    const { text, html } = mail('it');
    expect(html).toContain(brand.brand.colors.primary);
    expect(html).toContain(brand.brand.name);
    expect(text).toContain('https://portal.example/alerts/unsubscribe?t=abc.def');
    expect(html).toContain('https://portal.example/alerts/unsubscribe?t=abc.def');
  });
});
