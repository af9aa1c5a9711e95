// Written requests of the support pages: how ARERA's quality rules for sales
// (TIQV, Testo integrato qualità vendita, delibera 413/2016/R/com) classify a customer's written
// request and how many calendar days the supplier has to answer it. The supplier's systems date the
// case and compute its due day with this rule; the portal shows it and explains it per kind.

export type SupportCaseKind = 'COMPLAINT' | 'INFORMATION_REQUEST' | 'BILLING_RECTIFICATION';

/** Upstream's tipoRichiesta of each kind (POST /api/registrazione/contatto/save, docs/upstream-contract.md). */
export const SUPPORT_CASE_KINDS = {
  COMPLAINT: { tipoRichiesta: 'reclamo', answerDays: 30, needsInvoice: false },
  INFORMATION_REQUEST: {
    tipoRichiesta: 'richiestaInformazioni',
    answerDays: 30,
    needsInvoice: false,
  },
  // A rectification corrects one invoice: the request names it.
  BILLING_RECTIFICATION: {
    tipoRichiesta: 'rettificaFatturazione',
    answerDays: 60,
    needsInvoice: true,
  },
} as const satisfies Record<
  SupportCaseKind,
  { tipoRichiesta: string; answerDays: number; needsInvoice: boolean }
>;

export type TipoRichiesta = (typeof SUPPORT_CASE_KINDS)[SupportCaseKind]['tipoRichiesta'];

/** The kinds in the order a form offers them. */
export const SUPPORT_CASE_KIND_KEYS = Object.keys(SUPPORT_CASE_KINDS) as SupportCaseKind[];

export const TIPI_RICHIESTA = SUPPORT_CASE_KIND_KEYS.map(
  (kind) => SUPPORT_CASE_KINDS[kind].tipoRichiesta,
) as TipoRichiesta[];

export function isSupportCaseKind(value: unknown): value is SupportCaseKind {
  return typeof value === 'string' && Object.hasOwn(SUPPORT_CASE_KINDS, value);
}

/** The kind of upstream's tipoRichiesta, or null for a word the portal does not know. */
export function supportCaseKindOf(
  tipoRichiesta: string | null | undefined,
): SupportCaseKind | null {
  return (
    SUPPORT_CASE_KIND_KEYS.find(
      (kind) => SUPPORT_CASE_KINDS[kind].tipoRichiesta === tipoRichiesta,
    ) ?? null
  );
}

/** TIQV: the maximum time for a reasoned written answer, in calendar days from the day it was filed. */
export function answerDaysOf(kind: SupportCaseKind): number {
  return SUPPORT_CASE_KINDS[kind].answerDays;
}

/** Whether a request of the kind must name the invoice it concerns. */
export function needsInvoice(kind: SupportCaseKind): boolean {
  return SUPPORT_CASE_KINDS[kind].needsInvoice;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The day by which the answer is due: the filing day (YYYY-MM-DD, or an instant whose first ten
 * characters are its day in the supplier's time zone) plus the kind's calendar days.
 */
export function answerDueDate(filedOn: string, kind: SupportCaseKind): string {
  const match = DAY.exec(filedOn);
  if (!match) throw new RangeError(`not a day: ${filedOn}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new RangeError(`not a day: ${filedOn}`);
  date.setUTCDate(date.getUTCDate() + answerDaysOf(kind));
  return date.toISOString().slice(0, 10);
}

/** Limits of a written request, the same in the form, the API and upstream. */
export const SUPPORT_CASE_LIMITS = {
  subject: { min: 5, max: 120 },
  message: { min: 20, max: 4000 },
} as const;
