// Inputs of the retail "manage utilities" requests (§2 /retail/myUtilities/manageUts/...):
// payment method, bill delivery method, power variation, termination. Validated here with the
// same rules the supplier's back office applies, so the customer reads a clear message at once.
import { upstreamSpelling } from '@portal/shared/enumerations';
import { badInput } from '../../errors/api-error.ts';
import { EMAIL, boundedText, parseDay } from '../../graphql/inputs.ts';
import { enumeratedRequired, toHistory } from '../../graphql/mapping.ts';
import type { FornituraRecord } from '../supplies/upstream.ts';
import type { RichiestaGestioneRecord } from './upstream.ts';

export type SupplyChangeKind =
  'PAYMENT_METHOD' | 'BILL_DELIVERY' | 'POWER_VARIATION' | 'TERMINATION';

export interface SupplyChangeArgs {
  paymentMethod?: 'DIRECT_DEBIT' | 'POSTAL_SLIP' | 'CARD' | null;
  iban?: string | null;
  billDelivery?: 'EMAIL' | 'PAPER' | null;
  email?: string | null;
  requestedPowerKw?: number | null;
  terminationDate?: string | null;
  finalAddress?: string | null;
  note?: string | null;
}

export const UPSTREAM_KIND: Record<SupplyChangeKind, string> = {
  PAYMENT_METHOD: 'ModalitaPagamento',
  BILL_DELIVERY: 'InvioFattura',
  POWER_VARIATION: 'VariazionePotenza',
  TERMINATION: 'Cessazione',
};

export const KIND_OF_UPSTREAM: Record<string, SupplyChangeKind> = Object.fromEntries(
  Object.entries(UPSTREAM_KIND).map(([k, v]) => [v, k as SupplyChangeKind]),
);

/** Committed power steps offered for a variation (kW). */
export const POWER_STEPS_KW = [
  1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 15, 20, 25, 30,
] as const;
const TERMINATION_MIN_DAYS = 5;
const TERMINATION_MAX_DAYS = 365;

/** Italian IBAN with its ISO 7064 mod-97 check. */
export function normaliseItalianIban(raw: string): string | null {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/.test(iban)) return null;
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1 ? iban : null;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The upstream RichiestaGestioneInput fields for one kind (without registry and supply ids). */
export function supplyChangeInput(
  kind: SupplyChangeKind,
  input: SupplyChangeArgs,
  supply: Pick<FornituraRecord, 'codUtility' | 'potenzaImpegnata' | 'statoFornitura'>,
  today: string,
) {
  const note = boundedText(input.note, 'note', { max: 500 }) || undefined;
  if (supply.statoFornitura && supply.statoFornitura.toLowerCase() !== 'attiva')
    throw badInput('supplyId', 'the supply is not active');
  const base = { tipo: UPSTREAM_KIND[kind], note };
  switch (kind) {
    case 'PAYMENT_METHOD': {
      if (!input.paymentMethod) throw badInput('paymentMethod', 'paymentMethod is required');
      // Upstream's spelling of each method and delivery comes from the shared map (issue 18 item 4).
      if (input.paymentMethod !== 'DIRECT_DEBIT')
        return {
          ...base,
          modalitaPagamento: upstreamSpelling('paymentMethod', input.paymentMethod),
        };
      const raw = boundedText(input.iban, 'iban', { max: 40 });
      const iban = raw ? normaliseItalianIban(raw) : null;
      if (!iban) throw badInput('iban', 'iban must be a valid Italian IBAN (IT…, 27 characters)');
      return {
        ...base,
        modalitaPagamento: upstreamSpelling('paymentMethod', 'DIRECT_DEBIT'),
        iban,
      };
    }
    case 'BILL_DELIVERY': {
      if (!input.billDelivery) throw badInput('billDelivery', 'billDelivery is required');
      if (input.billDelivery === 'PAPER')
        return { ...base, modalitaInvioFattura: upstreamSpelling('billDelivery', 'PAPER') };
      const email = boundedText(input.email, 'email', {
        max: 254,
        pattern: EMAIL,
        patternText: 'must be a valid e-mail address',
      });
      if (!email) throw badInput('email', 'email is required for delivery by e-mail');
      return { ...base, modalitaInvioFattura: upstreamSpelling('billDelivery', 'EMAIL'), email };
    }
    case 'POWER_VARIATION': {
      if (supply.codUtility !== 0)
        throw badInput('kind', 'a power variation applies to power supplies only');
      const kw = input.requestedPowerKw;
      if (kw == null || !(POWER_STEPS_KW as readonly number[]).includes(kw)) {
        throw badInput(
          'requestedPowerKw',
          `requestedPowerKw must be one of (kW): ${POWER_STEPS_KW.join(', ')}`,
        );
      }
      if (kw === supply.potenzaImpegnata)
        throw badInput('requestedPowerKw', 'requestedPowerKw equals the current power');
      return { ...base, potenzaRichiesta: kw };
    }
    case 'TERMINATION': {
      if (!input.terminationDate) throw badInput('terminationDate', 'terminationDate is required');
      const date = parseDay(input.terminationDate, 'terminationDate');
      if (
        date < addDays(today, TERMINATION_MIN_DAYS) ||
        date > addDays(today, TERMINATION_MAX_DAYS)
      ) {
        throw badInput(
          'terminationDate',
          `terminationDate must be between ${TERMINATION_MIN_DAYS} days and one year from today`,
        );
      }
      const address = boundedText(input.finalAddress, 'finalAddress', { max: 200 });
      if (!address || address.length < 5)
        throw badInput(
          'finalAddress',
          'finalAddress (address for the final bill) must be 5 to 200 characters',
        );
      return { ...base, dataCessazione: date, recapitoFinale: address };
    }
  }
}

export function toSupplyChangeRequest(r: RichiestaGestioneRecord, fallbackKind?: SupplyChangeKind) {
  const state = enumeratedRequired('requestState', r.stato);
  return {
    id: String(r.idrichiesta),
    kind: KIND_OF_UPSTREAM[r.tipo] ?? fallbackKind ?? 'PAYMENT_METHOD',
    state: state.key,
    stateText: state.text,
    requestedAt: r.dataRichiesta,
    supplyId: String(r.idfornitura),
    history: toHistory(r.storico),
  };
}
