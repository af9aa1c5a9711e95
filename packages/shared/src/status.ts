// Status labels and colours of §4: contract line states, the invoice paid flag and payment states,
// and the PDF export job codes. Tones are colour names; the client picks the theme colour at render.
import type { Other, PaymentState, RequestState } from './enumerations.ts';

export type Tone = 'green' | 'orange' | 'red' | 'gray' | 'neutral';

export type ContractStatusKey =
  | 'attiva'
  | 'accettata'
  | 'sospesa'
  | 'cessata'
  | 'trasmessa'
  | 'in fase di attivazione'
  | 'in lavorazione'
  | 'in scadenza';

/** §4: label null means the status is shown as is. */
export const CONTRACT_STATUSES = {
  attiva: { label: 'Attivo', tone: 'green' },
  accettata: { label: 'Accettato', tone: 'green' },
  sospesa: { label: 'Sospeso', tone: 'neutral' },
  cessata: { label: 'Cessato', tone: 'red' },
  trasmessa: { label: 'Trasmesso', tone: 'orange' },
  'in fase di attivazione': { label: null, tone: 'orange' },
  'in lavorazione': { label: 'In Lavorazione', tone: 'orange' },
  'in scadenza': { label: 'In scadenza', tone: 'orange' },
} as const satisfies Record<ContractStatusKey, { label: string | null; tone: Tone }>;

/** §4: an unknown status is shown as Attivo, green. */
export const UNKNOWN_CONTRACT_STATUS = { label: 'Attivo', tone: 'green' } as const;

function isContractStatusKey(value: string): value is ContractStatusKey {
  return Object.hasOwn(CONTRACT_STATUSES, value);
}

/** §4: label and tone of a contract status, matched ignoring case and surrounding spaces. */
export function contractStatus(raw: string | null | undefined): {
  key: ContractStatusKey | 'unknown';
  label: string;
  tone: Tone;
} {
  const text = (raw ?? '').trim();
  const key = text.toLowerCase();
  if (!isContractStatusKey(key)) return { key: 'unknown', ...UNKNOWN_CONTRACT_STATUS };
  const { label, tone } = CONTRACT_STATUSES[key];
  return { key, label: label ?? text, tone };
}

export type ContractStatusCode =
  | 'ACTIVE'
  | 'ACCEPTED'
  | 'SUSPENDED'
  | 'CEASED'
  | 'TRANSMITTED'
  | 'ACTIVATING'
  | 'PROCESSING'
  | 'EXPIRING'
  | 'UNKNOWN';

/**
 * §4 states as the API carries them (conventions 17): one key per row of the table, the same in
 * every language, worded and coloured at render; UNKNOWN is the table's last row (shown as Attivo).
 */
export const CONTRACT_STATUS_CODES = {
  attiva: 'ACTIVE',
  accettata: 'ACCEPTED',
  sospesa: 'SUSPENDED',
  cessata: 'CEASED',
  trasmessa: 'TRANSMITTED',
  'in fase di attivazione': 'ACTIVATING',
  'in lavorazione': 'PROCESSING',
  'in scadenza': 'EXPIRING',
  unknown: 'UNKNOWN',
} as const satisfies Record<ContractStatusKey | 'unknown', ContractStatusCode>;

/** §4: the key of an upstream contract or supply status (statoRiga, statoFornitura). */
export function contractStatusCode(raw: string | null | undefined): ContractStatusCode {
  return CONTRACT_STATUS_CODES[contractStatus(raw).key];
}

const TONE_OF_CODE = Object.fromEntries(
  Object.entries(CONTRACT_STATUS_CODES).map(([key, code]) => [code, contractStatus(key).tone]),
) as Record<ContractStatusCode, Tone>;

/** §4: the colour of a status key, as the table gives it (UNKNOWN green, like Attivo). */
export function contractStatusTone(code: ContractStatusCode): Tone {
  return TONE_OF_CODE[code];
}

/** §4: paid is green, to pay orange. */
export const PAID_STATUSES = {
  paid: 'green',
  toPay: 'orange',
} as const satisfies Record<'paid' | 'toPay', Tone>;

export function paidStatus(pagato: boolean): { key: 'paid' | 'toPay'; tone: Tone } {
  const key = pagato ? 'paid' : 'toPay';
  return { key, tone: PAID_STATUSES[key] };
}

export type ExportJobCode = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type ExportJobKey =
  | 'created'
  | 'waitingForActivation'
  | 'waitingToRun'
  | 'running'
  | 'waitingForChildrenToComplete'
  | 'ranToCompletion'
  | 'canceled'
  | 'faulted'
  | 'unknown';

/** §4: codes 0–4 orange, 5 green, 6 and 7 red. */
export const EXPORT_JOB_STATUSES = {
  0: { key: 'created', tone: 'orange' },
  1: { key: 'waitingForActivation', tone: 'orange' },
  2: { key: 'waitingToRun', tone: 'orange' },
  3: { key: 'running', tone: 'orange' },
  4: { key: 'waitingForChildrenToComplete', tone: 'orange' },
  5: { key: 'ranToCompletion', tone: 'green' },
  6: { key: 'canceled', tone: 'red' },
  7: { key: 'faulted', tone: 'red' },
} as const satisfies Record<ExportJobCode, { key: ExportJobKey; tone: Tone }>;

export function isExportJobCode(code: unknown): code is ExportJobCode {
  return typeof code === 'number' && Number.isInteger(code) && code >= 0 && code <= 7;
}

/** §4: a code outside 0–7 is unknown, gray. */
export function exportJobStatus(code: number | null | undefined): {
  code: ExportJobCode | null;
  key: ExportJobKey;
  tone: Tone;
} {
  if (!isExportJobCode(code)) return { code: null, key: 'unknown', tone: 'gray' };
  return { code, ...EXPORT_JOB_STATUSES[code] };
}

/** §4: a finished job (ran to completion) is the only one whose PDF can be downloaded. */
export function isExportJobDownloadable(code: number | null | undefined): boolean {
  return code === 5;
}

/** §4 codes 0–4: the job has not finished yet, so its status will still change (the page polls). */
export function isExportJobPending(code: number | null | undefined): boolean {
  return isExportJobCode(code) && code <= 4;
}

/** Why a faulted export job failed, as the API names it; OTHER for a reason the portal does not know. */
export type ExportJobFailure = 'TIMEOUT' | 'DOCUMENT_UNAVAILABLE' | 'OTHER';

/** Upstream's codiceErrore of a faulted job (docs/upstream-contract.md) → the API's key. */
export const EXPORT_JOB_FAILURES = {
  timeout: 'TIMEOUT',
  documentUnavailable: 'DOCUMENT_UNAVAILABLE',
} as const satisfies Record<string, Exclude<ExportJobFailure, 'OTHER'>>;

/**
 * The reason of a faulted job (§4 code 7), null for every other status: a code the portal does not
 * know, or none at all, is OTHER, so a faulted job always says something.
 */
export function exportJobFailure(
  code: number | null | undefined,
  codiceErrore: string | null | undefined,
): ExportJobFailure | null {
  if (code !== 7) return null;
  const known = Object.hasOwn(EXPORT_JOB_FAILURES, codiceErrore ?? '')
    ? EXPORT_JOB_FAILURES[codiceErrore as keyof typeof EXPORT_JOB_FAILURES]
    : null;
  return known ?? 'OTHER';
}

export type PaymentStateKey = 'PAID' | 'TO_PAY' | 'OVERDUE' | 'PARTIALLY_PAID' | 'OTHER';

/**
 * §4 paid green, to pay orange, for the payment states the API carries: an
 * overdue bill is red so it stands apart from one merely to pay; a partly paid one keeps the
 * to-pay orange (something is still due) and is told apart by its words; an unknown state is gray.
 */
export const PAYMENT_STATE_TONES = {
  PAID: 'green',
  TO_PAY: 'orange',
  OVERDUE: 'red',
  PARTIALLY_PAID: 'orange',
  OTHER: 'gray',
} as const satisfies Record<PaymentStateKey, Tone>;

export function paymentStateTone(state: string): Tone {
  return Object.hasOwn(PAYMENT_STATE_TONES, state)
    ? PAYMENT_STATE_TONES[state as PaymentStateKey]
    : PAYMENT_STATE_TONES.OTHER;
}

/**
 * §4 overdue is unpaid past the due date: the state a bill is shown in on `today` (YYYY-MM-DD,
 * Rome). A bill not paid (to pay, partly paid) whose due date is before today is OVERDUE, even
 * before upstream's own word says so; a paid one, or one due today or later, keeps its state.
 */
export function shownPaymentState(
  state: string,
  dueDate: string | null | undefined,
  today: string,
): string {
  if (state === 'PAID' || state === 'OVERDUE' || !dueDate) return state;
  const unpaid = state === 'TO_PAY' || state === 'PARTIALLY_PAID';
  return unpaid && dueDate.slice(0, 10) < today ? 'OVERDUE' : state;
}

/**
 * Label key and tone of each payment state, one exhaustive map for the invoices pages: partly paid
 * shares the to-pay orange but has its own words; OTHER (a state the portal does not know) has no
 * message and is shown as upstream wrote it.
 */
export const PAYMENT_STATE_STYLE = {
  PAID: { labelKey: 'enums.paymentState.PAID', tone: PAYMENT_STATE_TONES.PAID },
  TO_PAY: { labelKey: 'enums.paymentState.TO_PAY', tone: PAYMENT_STATE_TONES.TO_PAY },
  OVERDUE: { labelKey: 'enums.paymentState.OVERDUE', tone: PAYMENT_STATE_TONES.OVERDUE },
  PARTIALLY_PAID: {
    labelKey: 'enums.paymentState.PARTIALLY_PAID',
    tone: PAYMENT_STATE_TONES.PARTIALLY_PAID,
  },
  OTHER: { labelKey: null, tone: PAYMENT_STATE_TONES.OTHER },
} as const satisfies Record<PaymentState | Other, { labelKey: string | null; tone: Tone }>;

/**
 * §4 words and colours of a request's state (an operation and each step of its history), keyed
 * by the API's RequestState: the three states §4's table names take its row —
 * trasmessa Trasmesso orange, in lavorazione In Lavorazione orange, accettata Accettato green;
 * §4 has no row for a refused request (red, like a ceased supply) or a withdrawn one (gray), nor
 * for a state the portal does not know (OTHER: gray, shown as upstream wrote it). The client
 * words each key at render.
 */
export const REQUEST_STATE_TONES = {
  TRANSMITTED: CONTRACT_STATUSES.trasmessa.tone,
  PROCESSING: CONTRACT_STATUSES['in lavorazione'].tone,
  ACCEPTED: CONTRACT_STATUSES.accettata.tone,
  REJECTED: 'red',
  CANCELED: 'gray',
  OTHER: 'gray',
} as const satisfies Record<RequestState | Other, Tone>;

/** The colour of a request state key; a key the map does not know is OTHER's gray. */
export function requestStateTone(state: string): Tone {
  return Object.hasOwn(REQUEST_STATE_TONES, state)
    ? REQUEST_STATE_TONES[state as RequestState | Other]
    : REQUEST_STATE_TONES.OTHER;
}
