// §2: every route exists in three forms — no prefix (Italian), /it and /de. The BFF's own routes
// (sign-in, logout, renewal, impersonation, the QR link) are registered once per form, so a link
// printed or sent in German reaches the same handler without a hop through the client.
import type { Locale } from '@portal/shared/constants';

export interface LocaleForm {
  /** The path as registered: '/auth/login', '/it/auth/login', '/de/auth/login'. */
  url: string;
  /** The language the prefix names; null for the form without prefix. */
  locale: Locale | null;
}

export const LOCALE_PREFIXES = ['', '/it', '/de'] as const;

/** The three forms of a server path (§2). */
export function localeForms(path: string): LocaleForm[] {
  return [
    { url: path, locale: null },
    { url: `/it${path}`, locale: 'it' },
    { url: `/de${path}`, locale: 'de' },
  ];
}

/** A path in the language of a form: German gets '/de', Italian stays without prefix (§2). */
export function inLanguage(path: string, locale: Locale | null): string {
  return locale === 'de' ? `/de${path}` : path;
}
