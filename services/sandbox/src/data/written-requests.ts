// Written requests: what POST /api/registrazione/contatto/save files when its body
// carries a tipoRichiesta — a complaint, an information request or a billing rectification as the
// TIQV classifies them. The back office dates the case, numbers it and computes the day its answer
// is due (packages/shared support.ts); the data service lists them back (richiesteScritte).
import {
  SUPPORT_CASE_LIMITS,
  TIPI_RICHIESTA,
  answerDueDate,
  needsInvoice,
  supportCaseKindOf,
  type TipoRichiesta,
} from '@portal/shared/support';
import { romeInstant } from './dates.ts';
import type { CodUtilityCode } from './model.ts';
import { checkPaging, type Page, type PageArgs } from './query.ts';
import type { DataStore } from './store.ts';

export interface RichiestaScritta {
  idRichiesta: number;
  /** The case number the customer quotes: RS-<year>-<6 digits>. */
  numeroPratica: string;
  idanagrafica: number;
  tipoRichiesta: TipoRichiesta;
  oggetto: string;
  messaggio: string;
  idfornitura: number | null;
  podPdr: string | null;
  codUtility: CodUtilityCode | null;
  numeroFattura: string | null;
  idCasePrivacy: string;
  /** Europe/Rome instant YYYY-MM-DDTHH:mm:ss. */
  dataRichiesta: string;
  /** YYYY-MM-DD: dataRichiesta's day plus the TIQV days of the kind. */
  dataScadenzaRisposta: string;
  stato: string;
}

export interface WrittenRequestBody {
  idanagrafica: number;
  tipoRichiesta: string;
  oggetto?: string;
  messaggio?: string;
  idfornitura?: number;
  podPdr?: string;
  numeroFattura?: string;
  idCasePrivacy?: string;
}

/** A refusal in the contract's shape: status, marker, message naming the field. */
export interface Refusal {
  status: 400 | 404;
  error: string;
  message: string;
}

const refuse = (status: 400 | 404, error: string, message: string): Refusal => ({
  status,
  error,
  message,
});

function hasControlCharacter(text: string, allowNewlines: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && !(allowNewlines && (c === 0x0a || c === 0x0d || c === 0x09))) || c === 0x7f)
      return true;
  }
  return false;
}

function textProblem(
  field: 'oggetto' | 'messaggio',
  value: string | undefined,
  limits: { min: number; max: number },
): string | null {
  const text = value?.trim() ?? '';
  if (text.length < limits.min || text.length > limits.max)
    return `body.${field} must have between ${limits.min} and ${limits.max} characters`;
  if (hasControlCharacter(text, field === 'messaggio'))
    return `body.${field} contains control characters`;
  return null;
}

/** Validates, checks every id against the registry, and files the request; or says why not. */
export function fileWrittenRequest(
  store: DataStore,
  own: ReadonlySet<number>,
  body: WrittenRequestBody,
): RichiestaScritta | Refusal {
  const kind = supportCaseKindOf(body.tipoRichiesta);
  if (!kind)
    return refuse(
      400,
      'badRequest',
      `body.tipoRichiesta must be one of ${TIPI_RICHIESTA.join(', ')}`,
    );
  for (const [field, limits] of [
    ['oggetto', SUPPORT_CASE_LIMITS.subject],
    ['messaggio', SUPPORT_CASE_LIMITS.message],
  ] as const) {
    const problem = textProblem(field, body[field], limits);
    if (problem) return refuse(400, 'badRequest', problem);
  }
  if (!own.has(body.idanagrafica) || !store.data.anagrafiche.has(body.idanagrafica))
    return refuse(404, 'notFound', `registry ${body.idanagrafica} not found`);

  const supplies = store.data.forniture.get(body.idanagrafica) ?? [];
  let supply = null;
  if (body.idfornitura !== undefined || body.podPdr !== undefined) {
    supply =
      supplies.find(
        (f) =>
          (body.idfornitura === undefined || f.idfornitura === body.idfornitura) &&
          (body.podPdr === undefined || f.podPdr === body.podPdr.trim().toUpperCase()),
      ) ?? null;
    if (!supply) return refuse(404, 'notFound', 'supply not found');
  }

  const number = body.numeroFattura?.trim().toUpperCase();
  if (number === undefined && needsInvoice(kind))
    return refuse(
      400,
      'numeroFatturaRequired',
      'body.numeroFattura is required for a rettificaFatturazione',
    );
  let invoiceNumber: string | null = null;
  if (number !== undefined) {
    const invoice = (store.data.fatture.get(body.idanagrafica) ?? []).find(
      (f) => f.numeroFattura.toUpperCase() === number,
    );
    if (!invoice) return refuse(404, 'notFound', 'invoice not found');
    invoiceNumber = invoice.numeroFattura;
  }

  const privacy = store.privacyCases.find(
    (c) => c.idCase === body.idCasePrivacy && c.idanagrafica === body.idanagrafica,
  );
  if (!privacy?.presaVisioneInformativa) {
    return refuse(
      400,
      'privacyNotAcknowledged',
      'body.idCasePrivacy must name the acknowledgement of the privacy notice of this registry (POST /api/customer-cases/privacy)',
    );
  }

  const filedAt = romeInstant(store.now());
  const idRichiesta = store.next('richiestaScritta', 1);
  const request: RichiestaScritta = {
    idRichiesta,
    numeroPratica: `RS-${filedAt.slice(0, 4)}-${String(idRichiesta).padStart(6, '0')}`,
    idanagrafica: body.idanagrafica,
    tipoRichiesta: body.tipoRichiesta as TipoRichiesta,
    oggetto: (body.oggetto ?? '').trim(),
    messaggio: (body.messaggio ?? '').trim(),
    idfornitura: supply?.idfornitura ?? null,
    podPdr: supply?.podPdr ?? null,
    codUtility: supply?.codUtility ?? null,
    numeroFattura: invoiceNumber,
    idCasePrivacy: privacy.idCase,
    dataRichiesta: filedAt,
    dataScadenzaRisposta: answerDueDate(filedAt, kind),
    stato: 'Trasmessa',
  };
  const list = store.richiesteScritte.get(body.idanagrafica) ?? [];
  list.unshift(request);
  store.richiesteScritte.set(body.idanagrafica, list);
  return request;
}

export function isRefusal(value: RichiestaScritta | Refusal): value is Refusal {
  return 'status' in value;
}

/** The data service's richiesteScritte: the registries' written requests, newest first. */
export function resolveRichiesteScritte(
  store: DataStore,
  args: PageArgs & { idanagrafica: number[] },
): Page<RichiestaScritta> {
  const { first, offset } = checkPaging(args);
  const items = [...new Set(args.idanagrafica)]
    .flatMap((id) => store.richiesteScritte.get(id) ?? [])
    .sort(
      (a, b) => b.dataRichiesta.localeCompare(a.dataRichiesta) || b.idRichiesta - a.idRichiesta,
    );
  return { totalCount: items.length, nodes: items.slice(offset, offset + first) };
}
