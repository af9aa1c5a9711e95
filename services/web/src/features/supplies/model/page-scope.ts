// The address of a supply's contract page where the segment has contracts pages (§2: consortia
// have none).
import type { Locale } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/pages';
import { buildPath, routeByName } from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import type { Supply } from '../api/types.ts';

/** The address of a supply's contract, or null for every supply where the segment has no contracts page. */
export function contractHrefOf(
  segment: Segment | null,
  commodity: Commodity,
  locale: Locale,
): ((supply: Supply) => string | null) | null {
  const name = `${segment ?? ''}-${commodity}-contracts-id`;
  if (!segment || !routeByName(name)) return null;
  return (supply) =>
    supply.contractId ? buildPath(name, { id: supply.contractId }, locale) : null;
}
