// Supply-management requests of the retail "manage utilities" pages: payment method, bill
// delivery method, power variation, termination. creaRichiestaGestione validates like a real
// back office would and files the request as "Trasmessa".
import { addDays, parseYmd, romeInstant, toYmd } from '../data/dates.ts';
import type { RichiestaGestione, TipoRichiestaGestione } from '../data/model.ts';
import { InputError, checkPaging, type Page, type PageArgs } from '../data/query.ts';
import type { DataStore } from '../data/store.ts';

export const PAYMENT_METHODS = [
  'Addebito diretto SEPA',
  'Bollettino postale',
  'Carta di credito',
] as const;
export const DELIVERY_METHODS = ['Email', 'Cartaceo'] as const;
export const POWER_STEPS = [
  1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 15, 20, 25, 30,
] as const;

/** tipo of the operation a request opens (an enumeration: docs/upstream-contract.md). */
export const TYPE_LABELS: Record<TipoRichiestaGestione, string> = {
  ModalitaPagamento: 'Cambio modalità di pagamento',
  InvioFattura: 'Cambio modalità di invio bolletta',
  VariazionePotenza: 'Variazione potenza',
  Cessazione: 'Cessazione fornitura',
};

export interface RichiestaInput {
  idanagrafica: number;
  idfornitura: number;
  tipo: TipoRichiestaGestione;
  modalitaPagamento?: string | null;
  iban?: string | null;
  modalitaInvioFattura?: string | null;
  email?: string | null;
  potenzaRichiesta?: number | null;
  dataCessazione?: string | null;
  recapitoFinale?: string | null;
  note?: string | null;
}

/** Italian IBAN: IT, 2 check digits, CIN letter, 22 alphanumerics, ISO 7064 mod 97 = 1. */
export function isValidItalianIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;

export function resolveRichieste(
  store: DataStore,
  args: PageArgs & {
    idanagrafica: number[];
    idfornitura?: number | null;
    tipo?: TipoRichiestaGestione | null;
  },
): Page<RichiestaGestione> {
  const { first, offset } = checkPaging(args);
  const items = [...new Set(args.idanagrafica)]
    .flatMap((id) => store.data.richieste.get(id) ?? [])
    .filter(
      (r) =>
        (args.idfornitura ?? r.idfornitura) === r.idfornitura && (args.tipo ?? r.tipo) === r.tipo,
    )
    .sort((a, b) => b.dataRichiesta.localeCompare(a.dataRichiesta));
  return { totalCount: items.length, nodes: items.slice(offset, offset + first) };
}

export function createRequest(store: DataStore, input: RichiestaInput): RichiestaGestione {
  const f = store.data.fornitureById.get(input.idfornitura);
  if (!f || f.idanagrafica !== input.idanagrafica) {
    throw new InputError(
      'idfornitura',
      `no supply ${input.idfornitura} for registry ${input.idanagrafica}`,
      'notFound',
    );
  }
  if (f.statoFornitura !== 'Attiva')
    throw new InputError('idfornitura', 'the supply is not active', 'supplyNotActive');
  const existing = store.data.richieste.get(f.idanagrafica) ?? [];
  if (
    existing.some(
      (r) =>
        r.idfornitura === f.idfornitura &&
        r.tipo === input.tipo &&
        (r.stato === 'Trasmessa' || r.stato === 'In lavorazione'),
    )
  ) {
    throw new InputError(
      'tipo',
      'a request of this kind is already in progress for this supply',
      'requestAlreadyPending',
    );
  }
  if (input.note && input.note.length > 500)
    throw new InputError('note', 'note must be at most 500 characters');
  // The calendar day in Rome, as the portal counts it (upstream contract conventions).
  const today = parseYmd(store.today()) as Date;
  const request: RichiestaGestione = {
    idrichiesta: store.next('richiesta', 79_000_001),
    idanagrafica: f.idanagrafica,
    idfornitura: f.idfornitura,
    podPdr: f.podPdr,
    codUtility: f.codUtility,
    tipo: input.tipo,
    stato: 'Trasmessa',
    dataRichiesta: romeInstant(store.now()),
    modalitaPagamento: null,
    iban: null,
    modalitaInvioFattura: null,
    email: null,
    potenzaAttuale: null,
    potenzaRichiesta: null,
    dataCessazione: null,
    recapitoFinale: null,
    note: input.note?.trim() || null,
    storico: [],
  };
  switch (input.tipo) {
    case 'ModalitaPagamento': {
      const mode = input.modalitaPagamento ?? '';
      if (!(PAYMENT_METHODS as readonly string[]).includes(mode)) {
        throw new InputError(
          'modalitaPagamento',
          `modalitaPagamento must be one of: ${PAYMENT_METHODS.join(', ')}`,
        );
      }
      if (mode === 'Addebito diretto SEPA') {
        if (!input.iban || !isValidItalianIban(input.iban))
          throw new InputError('iban', 'iban must be a valid Italian IBAN (IT…, 27 characters)');
        request.iban = input.iban.replace(/\s+/g, '').toUpperCase();
      }
      request.modalitaPagamento = mode;
      break;
    }
    case 'InvioFattura': {
      const mode = input.modalitaInvioFattura ?? '';
      if (!(DELIVERY_METHODS as readonly string[]).includes(mode)) {
        throw new InputError(
          'modalitaInvioFattura',
          `modalitaInvioFattura must be one of: ${DELIVERY_METHODS.join(', ')}`,
        );
      }
      if (mode === 'Email') {
        if (!input.email || !EMAIL_PATTERN.test(input.email))
          throw new InputError('email', 'email must be a valid e-mail address');
        request.email = input.email;
      }
      request.modalitaInvioFattura = mode;
      break;
    }
    case 'VariazionePotenza': {
      if (f.codUtility !== 0)
        throw new InputError('tipo', 'a power variation applies to power supplies only');
      const kw = input.potenzaRichiesta;
      if (kw === null || kw === undefined || !(POWER_STEPS as readonly number[]).includes(kw)) {
        throw new InputError(
          'potenzaRichiesta',
          `potenzaRichiesta must be one of (kW): ${POWER_STEPS.join(', ')}`,
        );
      }
      if (kw === f.potenzaImpegnata)
        throw new InputError('potenzaRichiesta', 'potenzaRichiesta equals the current power');
      request.potenzaAttuale = f.potenzaImpegnata;
      request.potenzaRichiesta = kw;
      break;
    }
    case 'Cessazione': {
      const date = input.dataCessazione ? parseYmd(input.dataCessazione) : null;
      if (!date) throw new InputError('dataCessazione', 'dataCessazione must be a date YYYY-MM-DD');
      if (date < addDays(today, 5) || date > addDays(today, 365)) {
        throw new InputError(
          'dataCessazione',
          'dataCessazione must be between 5 days and one year from today',
        );
      }
      const address = input.recapitoFinale?.trim() ?? '';
      if (address.length < 5 || address.length > 200) {
        throw new InputError(
          'recapitoFinale',
          'recapitoFinale (address for the final bill) must be 5 to 200 characters',
        );
      }
      request.dataCessazione = toYmd(date);
      request.recapitoFinale = address;
      break;
    }
  }
  request.storico.push({
    stato: 'Trasmessa',
    data: request.dataRichiesta,
    nota: 'Richiesta ricevuta dal portale',
  });
  store.data.richieste.set(f.idanagrafica, [request, ...existing]);
  const operations = store.data.operazioni.get(f.idanagrafica) ?? [];
  operations.unshift({
    idoperazione: store.next('operazione', 59_000_001),
    idanagrafica: f.idanagrafica,
    idfornitura: f.idfornitura,
    podPdr: f.podPdr,
    codUtility: f.codUtility,
    tipo: TYPE_LABELS[input.tipo],
    descrizione: `Richiesta ${request.idrichiesta}`,
    stato: 'Trasmessa',
    dataApertura: request.dataRichiesta,
    dataUltimoAggiornamento: request.dataRichiesta,
    storico: [...request.storico],
  });
  store.data.operazioni.set(f.idanagrafica, operations);
  return request;
}
