// Language of a page (§2, §5) and the locale cookie of §9.
import { LOCALE_COOKIE, type Locale } from '@portal/shared/constants';
import { resolveLanguage } from '@portal/shared/format';
import { splitLocalePrefix } from '@portal/shared/routes';
import type { Session } from './session.ts';

export function readLocaleCookie(cookies: string = document.cookie): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE.name && (value === 'it' || value === 'de')) return value;
  }
  return null;
}

/** §9: 365 days, path /, same-site lax. */
export function writeLocaleCookie(language: Locale): void {
  document.cookie = `${LOCALE_COOKIE.name}=${language}; max-age=${LOCALE_COOKIE.maxAgeSeconds}; path=${LOCALE_COOKIE.path}; samesite=${LOCALE_COOKIE.sameSite}`;
}

/**
 * The prefix decides (/de → de, /it → it). Without one, the visitor's own choice (the cookie)
 * wins, else §5's rule on the session's profile locale and registry culture, else Italian.
 */
export function pageLanguage(
  pathname: string,
  session: Session | null,
  cookie: Locale | null,
): Locale {
  const { locale } = splitLocalePrefix(pathname);
  if (locale) return locale;
  if (cookie) return cookie;
  if (!session) return 'it';
  return resolveLanguage({
    profileLocale: session.user.locale,
    registryCulture: session.selectedRegistry?.culture ?? null,
  });
}

/** The same page under another language's prefix: Italian has none (§2). */
export function pathInLanguage(pathname: string, language: Locale): string {
  const { rest } = splitLocalePrefix(pathname);
  if (language === 'it') return rest;
  return rest === '/' ? '/de' : `/de${rest}`;
}
