// Inputs of the retail "manage utilities" requests (§2 /retail/myUtilities/manageUts/...):
// payment method, bill delivery method, power variation, termination. Validated here with the
// same rules the supplier's back office applies, so the customer reads a clear message at once.
import { upstreamSpelling } from '@portal/shared/enumerations';
import {
  FINAL_READING_PATTERN,
  POWER_STEPS_KW,
  POWER_TARIFF,
  compactIban,
  ibanProblem,
  monthlyPowerDifference,
  powerStepsFor,
  taxCodeProblem,
  terminationWindow,
  type SupplyChangeKind,
} from '@portal/shared/supply-changes';
import { ApiError, badInput } from '../../errors/api-error.ts';
import { EMAIL, boundedText, parseDay } from '../../graphql/inputs.ts';
import { enumerated, enumeratedRequired, toHistory } from '../../graphql/mapping.ts';
import type { FornituraRecord } from '../../scope/supplies.ts';
import type { RichiestaGestioneRecord } from './upstream.ts';

export type { SupplyChangeKind };

export interface SupplyChangeArgs {
  paymentMethod?: 'DIRECT_DEBIT' | 'POSTAL_SLIP' | 'CARD' | null;
  iban?: string | null;
  billDelivery?: 'EMAIL' | 'PAPER' | null;
  email?: string | null;
  requestedPowerKw?: number | null;
  terminationDate?: string | null;
  finalAddress?: string | null;
  accountHolder?: string | null;
  holderTaxCode?: string | null;
  finalReading?: string | null;
  finalEmail?: string | null;
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

// The tariff (POWER_TARIFF) is the price list's, shared with the bills; the server picks it by the
// supply's use, so the page only shows what it is given.
export { POWER_STEPS_KW, POWER_TARIFF };

function powerTariffOf(supply: Pick<FornituraRecord, 'tipoUso'>) {
  return enumerated('supplyUse', supply.tipoUso).key === 'DOMESTIC'
    ? POWER_TARIFF.DOMESTIC
    : POWER_TARIFF.OTHER;
}

/** The power steps a power supply may move to, each with its monthly difference; null for gas. */
export function powerOffer(
  supply: Pick<FornituraRecord, 'codUtility' | 'potenzaImpegnata' | 'tipoUso'>,
) {
  if (supply.codUtility !== 0) return null;
  const { eurPerKwMonth, maxKw } = powerTariffOf(supply);
  const current = supply.potenzaImpegnata;
  return {
    currentKw: current,
    maxKw,
    eurPerKwMonth,
    steps: powerStepsFor(current, maxKw).map((kw) => ({
      kw,
      monthlyDifference: monthlyPowerDifference(current ?? 0, kw, eurPerKwMonth),
    })),
  };
}

/** An Italian IBAN without spaces, or null when it fails its length, check digits or CIN. */
export function normaliseItalianIban(raw: string): string | null {
  return ibanProblem(raw) === null ? compactIban(raw) : null;
}

/** The upstream RichiestaGestioneInput fields for one kind (without registry and supply ids). */
export function supplyChangeInput(
  kind: SupplyChangeKind,
  input: SupplyChangeArgs,
  supply: Pick<FornituraRecord, 'codUtility' | 'potenzaImpegnata' | 'statoFornitura' | 'tipoUso'>,
  today: string,
) {
  const note = boundedText(input.note, 'note', { max: 500 }) || undefined;
  if (supply.statoFornitura && supply.statoFornitura.toLowerCase() !== 'attiva')
    throw badInput('supplyId', 'the supply is not active');
  const base = { tipo: UPSTREAM_KIND[kind], note };
  switch (kind) {
    case 'PAYMENT_METHOD': {
      if (!input.paymentMethod) throw badInput('paymentMethod', 'paymentMethod is required');
      // A card is registered with the payment provider first: startCardRegistration files it.
      if (input.paymentMethod === 'CARD')
        throw new ApiError('BAD_USER_INPUT', 'A card is registered through startCardRegistration', {
          field: 'paymentMethod',
          reason: 'cardThroughProvider',
        });
      // Upstream's spelling of each method and delivery comes from the shared map.
      if (input.paymentMethod !== 'DIRECT_DEBIT')
        return {
          ...base,
          modalitaPagamento: upstreamSpelling('paymentMethod', input.paymentMethod),
        };
      const raw = boundedText(input.iban, 'iban', { max: 40 });
      const iban = raw ? normaliseItalianIban(raw) : null;
      if (!iban)
        throw badInput(
          'iban',
          'iban must be a valid Italian IBAN (IT, 27 characters, check digits and CIN)',
        );
      const holder = boundedText(input.accountHolder, 'accountHolder', { max: 70 });
      if (!holder || holder.length < 2)
        throw badInput('accountHolder', 'accountHolder must be 2 to 70 characters');
      const taxCode = (boundedText(input.holderTaxCode, 'holderTaxCode', { max: 20 }) ?? '')
        .replace(/\s+/g, '')
        .toUpperCase();
      if (taxCodeProblem(taxCode) !== null)
        throw badInput('holderTaxCode', 'holderTaxCode must be a valid Italian codice fiscale');
      return {
        ...base,
        modalitaPagamento: upstreamSpelling('paymentMethod', 'DIRECT_DEBIT'),
        iban,
        intestatarioConto: holder,
        codiceFiscaleIntestatario: taxCode,
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
      const { maxKw } = powerTariffOf(supply);
      if (kw == null || !(POWER_STEPS_KW as readonly number[]).includes(kw) || kw > maxKw) {
        throw badInput(
          'requestedPowerKw',
          `requestedPowerKw must be one of (kW): ${POWER_STEPS_KW.filter((k) => k <= maxKw).join(', ')}`,
        );
      }
      if (kw === supply.potenzaImpegnata)
        throw badInput('requestedPowerKw', 'requestedPowerKw equals the current power');
      return { ...base, potenzaRichiesta: kw };
    }
    case 'TERMINATION': {
      if (!input.terminationDate) throw badInput('terminationDate', 'terminationDate is required');
      const date = parseDay(input.terminationDate, 'terminationDate');
      const window = terminationWindow(today);
      if (date < window.earliest || date > window.latest) {
        throw badInput(
          'terminationDate',
          `terminationDate must be between ${window.earliest} and ${window.latest}`,
        );
      }
      const reading = boundedText(input.finalReading, 'finalReading', { max: 9 });
      if (reading && !FINAL_READING_PATTERN.test(reading))
        throw badInput('finalReading', 'finalReading must be 1 to 9 digits');
      const email = boundedText(input.finalEmail?.trim() || null, 'finalEmail', {
        max: 200,
        pattern: EMAIL,
        patternText: 'must be a valid e-mail address',
      });
      const address = boundedText(input.finalAddress, 'finalAddress', { max: 200 });
      if (email && address)
        throw badInput('finalEmail', 'give either finalEmail or finalAddress, not both');
      if (!email && (!address || address.length < 5))
        throw badInput(
          'finalAddress',
          'finalAddress (address for the final bill) must be 5 to 200 characters, or give finalEmail',
        );
      return {
        ...base,
        dataCessazione: date,
        recapitoFinale: email ?? address,
        ...(reading ? { letturaFinale: reading } : {}),
      };
    }
  }
}

/** Whether a request still counts as open: a second of its kind is refused meanwhile. */
export function isOpenRequest(r: Pick<RichiestaGestioneRecord, 'stato'>): boolean {
  const state = enumeratedRequired('requestState', r.stato).key;
  return state === 'TRANSMITTED' || state === 'PROCESSING';
}

export function toSupplyChangeRequest(r: RichiestaGestioneRecord, fallbackKind?: SupplyChangeKind) {
  const state = enumeratedRequired('requestState', r.stato);
  const payment = enumerated('paymentMethod', r.modalitaPagamento);
  const delivery = enumerated('billDelivery', r.modalitaInvioFattura);
  return {
    id: String(r.idrichiesta),
    kind: KIND_OF_UPSTREAM[r.tipo] ?? fallbackKind ?? 'PAYMENT_METHOD',
    state: state.key,
    stateText: state.text,
    requestedAt: r.dataRichiesta,
    supplyId: String(r.idfornitura),
    history: toHistory(r.storico),
    paymentMethod:
      payment.key === 'DIRECT_DEBIT' || payment.key === 'POSTAL_SLIP' || payment.key === 'CARD'
        ? payment.key
        : null,
    billDelivery: delivery.key === 'EMAIL' || delivery.key === 'PAPER' ? delivery.key : null,
    email: r.email ?? null,
    previousPowerKw: r.potenzaAttuale ?? null,
    requestedPowerKw: r.potenzaRichiesta ?? null,
    terminationDate: r.dataCessazione ?? null,
    cardType: r.cardType ?? null,
    maskedPan: r.pAN ?? null,
  };
}
