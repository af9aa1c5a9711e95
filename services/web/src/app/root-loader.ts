// Runs before every page: works out the page's language (§2, §5), loads the session for private
// routes (a missing session starts sign-in once) and applies the guard of §6.
import type { Locale } from '@portal/shared/constants';
import { guardRoute } from '@portal/shared/guard';
import { matchRoute, splitLocalePrefix } from '@portal/shared/routes';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../lib/http.ts';
import { pageLanguage, pathInLanguage } from '../lib/locale.ts';
import type { RootData } from '../lib/page-context.ts';
import type { Session } from '../lib/session.ts';
import { SERVER_ROUTES } from './pages.ts';

export type { RootData } from '../lib/page-context.ts';

export interface RootLoaderDeps {
  loadSession: () => Promise<Session | null>;
  setLanguage: (language: Locale) => Promise<void>;
  readLocaleCookie: () => Locale | null;
  /** Starts sign-in; false when it already did moments ago (no loops). */
  redirectToSignIn: (returnTo: string) => boolean;
  /** The browser leaves for a path the BFF serves; `replace` drops the current history entry. */
  leaveTo: (href: string, replace: boolean) => void;
  /** The URL the document was loaded with (a server route served as the SPA must not loop). */
  documentHref: string;
}

const forever = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** /de/auth/login?x → /auth/login?x&locale=de: the BFF's own routes have no prefix. */
export function serverHref(url: URL): string {
  const { locale, rest } = splitLocalePrefix(url.pathname);
  const query = new URLSearchParams(url.search);
  if (locale && rest === '/auth/login' && !query.has('locale')) query.set('locale', locale);
  const text = query.toString();
  return text ? `${rest}?${text}` : rest;
}

export function createRootLoader(deps: RootLoaderDeps) {
  return async function rootLoader(args: LoaderFunctionArgs): Promise<RootData> {
    try {
      return await load(deps, new URL(args.request.url));
    } catch (error) {
      // The error page needs its texts too.
      if (!(error instanceof Response && error.status >= 300 && error.status < 400)) {
        const url = new URL(args.request.url);
        await deps
          .setLanguage(pageLanguage(url.pathname, null, deps.readLocaleCookie()))
          .catch(() => undefined);
      }
      throw error;
    }
  };
}

async function load(deps: RootLoaderDeps, url: URL): Promise<RootData> {
  const match = matchRoute(url.pathname);

  if (match && SERVER_ROUTES.has(match.route.name)) {
    if (url.href !== deps.documentHref) {
      deps.leaveTo(serverHref(url), false);
      return forever();
    }
    // §2: the /it and /de forms exist too, but the server answers the form without prefix. A
    // prefixed form opened directly is handed over in place, so the address the browser cannot
    // use does not stay in the history (§4: the QR link replaces the current entry).
    if (match.locale !== null) {
      deps.leaveTo(serverHref(url), true);
      return forever();
    }
    // The server did not take this path: there is no page for it here.
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }

  const cookie = deps.readLocaleCookie();
  if (!match || match.route.public) {
    const language = pageLanguage(url.pathname, null, cookie);
    await deps.setLanguage(language);
    return { session: null, language };
  }

  const session = await deps.loadSession();
  if (!session) {
    const returnTo = `${url.pathname}${url.search}`;
    if (deps.redirectToSignIn(returnTo)) return forever();
    throw new ApiError(401, 'UNAUTHENTICATED');
  }

  const language = pageLanguage(url.pathname, session, cookie);
  // Before any redirect: the page modules that load with this navigation load their texts in the
  // language i18n has, and the page the redirect lands on must find its texts (an empty page
  // otherwise).
  await deps.setLanguage(language);
  const decision = guardRoute(match.route, session.segment);
  if (decision.kind === 'redirect') {
    // §2: the address keeps the form it was typed in: /it/… lands on /it/…, /de/… on /de/….
    throw redirect(
      match.locale ? `/${match.locale}${decision.to}` : pathInLanguage(decision.to, language),
    );
  }
  if (!match.locale && language === 'de') {
    throw redirect(`${pathInLanguage(url.pathname, 'de')}${url.search}`);
  }
  return { session, language };
}
