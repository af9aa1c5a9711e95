// Mapping helpers every domain uses: upstream records (Italian field names of §3) become the API's
// page-shaped types (English names) in each domain's mapping.ts. Upstream's Italian enumerations
// cross as keys (conventions 17): each such field has a `…Text` companion with
// upstream's words, shown only when the key is OTHER. Pure functions.
import {
  OTHER,
  enumerationValue,
  unitValue,
  type EnumerationKey,
  type EnumerationName,
} from '@portal/shared/enumerations';
import type { CodUtility, UtilityCode } from '@portal/shared/types/contract';
import type { StatoStoricoRecord } from './upstream-records.ts';

export type Utility = 'GAS' | 'POWER';

/** §1: utility code 1 is gas, 0 is power. */
export function utilityOf(code: UtilityCode | number | null | undefined): Utility {
  return code === 1 ? 'GAS' : 'POWER';
}

export function codUtilityOf(utility: Utility): CodUtility {
  return utility === 'GAS' ? 'Gas' : 'Power';
}

/** Calendar day of an upstream date or instant; open-ended (year 9999) and empty dates are null (§5). */
export function day(value: string | null | undefined): string | null {
  if (!value || value.length < 10 || value.startsWith('9999')) return null;
  return value.slice(0, 10);
}

/** An upstream id as the API's ID (a string), or null. */
export const optionalId = (value: number | string | null | undefined): string | null =>
  value == null ? null : String(value);

/** An upstream amount, 0 when upstream sent none. */
export const finiteOrZero = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** An enumerated upstream value: its key (null when upstream sent nothing) and its text. */
export function enumerated<N extends EnumerationName>(
  name: N,
  raw: string | null | undefined,
): { key: EnumerationKey<N> | typeof OTHER | null; text: string | null } {
  return enumerationValue(name, raw) ?? { key: null, text: null };
}

/** The same for a field the API never leaves empty: nothing from upstream is OTHER with no text. */
export function enumeratedRequired<N extends EnumerationName>(
  name: N,
  raw: string | null | undefined,
): { key: EnumerationKey<N> | typeof OTHER; text: string } {
  return enumerationValue(name, raw) ?? { key: OTHER, text: '' };
}

/** An upstream unit ('kWh', 'mesi', 'Monate') as the API's Unit key, with upstream's words beside. */
export function unitOf(raw: string | null | undefined) {
  const unit = unitValue(raw);
  return { unit: unit?.key ?? null, unitText: unit?.text ?? null };
}

export function toHistory(storico: readonly StatoStoricoRecord[] | null | undefined) {
  return (storico ?? []).map((s) => {
    const state = enumeratedRequired('requestState', s.stato);
    return { state: state.key, stateText: state.text, date: s.data, note: s.nota };
  });
}
