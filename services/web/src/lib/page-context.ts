// What a page knows about where it is (conventions 19): its route of the shared
// table, page kind, segment, commodity (and the API's utility for it), pa's scheme, the locale, the
// session with its selected registry, and whether the customer has a supply of the page's kind.
// /corporate/light/invoices and /pa/gas/invoices render one page; this hook tells them apart.
import type { Locale } from '@portal/shared/constants';
import { hasSupplyFor } from '@portal/shared/menu';
import {
  COMMODITY_UTILITY,
  matchRoute,
  type Commodity,
  type PageKind,
  type RouteDef,
  type SubsidisedScheme,
  type ApiUtility,
} from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import { useMemo } from 'react';
import { useLocation, useMatches, useParams, useRouteLoaderData } from 'react-router-dom';
import type { Registry, Session } from './session.ts';

/** The root route's data (app/root-loader.ts): the session and the page's language. */
export interface RootData {
  session: Session | null;
  language: Locale;
}

/** The handle of every generated route (app/routes.tsx). */
export interface RouteHandle {
  route: RouteDef;
}

export interface PageContextValue {
  route: RouteDef;
  kind: PageKind;
  segment: Segment | null;
  commodity: Commodity | null;
  /** The API's utility of the commodity: GAS or POWER. */
  utility: ApiUtility | null;
  scheme: SubsidisedScheme | null;
  locale: Locale;
  params: Readonly<Record<string, string | undefined>>;
  session: Session | null;
  selectedRegistry: Registry | null;
  /** False for the "no supply of this kind" state (the session's §4 menu section flags). */
  hasSupply: boolean;
}

function useCurrentRoute(): { route: RouteDef; locale: Locale | null } {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return useMemo(() => {
    const matched = matchRoute(pathname);
    const route = handle?.route ?? matched?.route;
    if (!route) throw new Error(`usePageContext outside a route of the table: ${pathname}`);
    return { route, locale: matched?.locale ?? null };
  }, [handle, pathname]);
}

export function usePageContext(): PageContextValue {
  const { route, locale: prefix } = useCurrentRoute();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const params = useParams();
  const session = root?.session ?? null;
  const locale = root?.language ?? (prefix === 'de' ? 'de' : 'it');
  return useMemo(() => {
    const { segment, commodity, scheme } = route.context;
    return {
      route,
      kind: route.kind,
      segment,
      commodity,
      utility: commodity === null ? null : COMMODITY_UTILITY[commodity],
      scheme,
      locale,
      params,
      session,
      selectedRegistry: session?.selectedRegistry ?? null,
      hasSupply: session === null || hasSupplyFor(route.context, session.sections),
    };
  }, [route, locale, params, session]);
}
