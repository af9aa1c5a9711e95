// Where a notification leads: upstream's link is a portal path (§2, Italian form:
// '/retail/myBills/FT…?issueDate=…', '/retail/selfRead', a supply's page). It is kept only when it
// is a route of the table, given the page's language prefix, and named after the page it opens.
import type { Locale } from '@portal/shared/constants';
import { matchRoute, splitLocalePrefix } from '@portal/shared/routes';

/** The kinds of page a notification may open, each with its own link text. */
const LINK_KEYS: Readonly<Record<string, string>> = {
  'retail-bill': 'bill',
  'retail-bills': 'bills',
  'retail-selfRead': 'selfRead',
  'retail-utility': 'supply',
  'retail-utilities': 'supply',
  'retail-manageUtility': 'request',
  'retail-billReceiveMethod': 'request',
  'retail-paymentMethod': 'request',
  'retail-powerVariation': 'request',
  'retail-termination': 'request',
  'retail-assistance': 'request',
};

export interface ObjectLink {
  to: string;
  /** notifications.link.<key> */
  key: string;
}

export function objectLink(link: string | null | undefined, language: Locale): ObjectLink | null {
  if (!link?.startsWith('/') || link.startsWith('//')) return null;
  const matched = matchRoute(link);
  if (!matched) return null;
  const { rest } = splitLocalePrefix(link);
  return {
    to: language === 'de' ? `/de${rest}` : rest,
    key: LINK_KEYS[matched.route.kind] ?? 'other',
  };
}
