import { describe, expect, it } from 'vitest';
import { escapeHtml, loginPage, pickLocale } from './pages.ts';

describe('sign-in page language and safety', () => {
  it('speaks German only when ui_locales asks for it first among the languages it knows', () => {
    expect(pickLocale('de')).toBe('de');
    expect(pickLocale('fr de-DE it')).toBe('de');
    expect(pickLocale('it de')).toBe('it');
    expect(pickLocale('en')).toBe('it');
    expect(pickLocale(undefined)).toBe('it');
  });

  it('escapes what it echoes back', () => {
    expect(escapeHtml('"><script>')).toBe('&#34;&#62;&#60;script&#62;');
    const html = loginPage({
      locale: 'it',
      action: '/oidc/interaction/x/login',
      email: '"><img src=x>',
      error: 'wrongPassword',
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-invalid="true"');
  });
});
