// Supply-management requests of the retail "manage utilities" pages: payment method, bill
// delivery method, power variation, termination. creaRichiestaGestione validates like a real
// back office would and files the request as "Trasmessa"; the back office then moves it on
// (advanceRequest, POST /__sandbox/richieste/:idrichiesta/avanza). Filing and every change of state
// leave a notification for the customer, linked to the supply's manage page.
import {
  FINAL_READING_PATTERN,
  ibanProblem,
  taxCodeProblem,
  terminationWindow,
} from '@portal/shared/supply-changes';
import { parseYmd, romeInstant, toYmd } from '../data/dates.ts';
import { CATEGORIE_NOTIFICA, OPERATION_FLOW } from '../data/extras.ts';
import type { Notifica, RichiestaGestione, TipoRichiestaGestione } from '../data/model.ts';
import { InputError, checkPaging, type Page, type PageArgs } from '../data/query.ts';
import type { DataStore } from '../data/store.ts';
import { registrationOfToken } from '../api/card-registration.ts';

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
  intestatarioConto?: string | null;
  codiceFiscaleIntestatario?: string | null;
  letturaFinale?: string | null;
  note?: string | null;
  /** "Carta di credito": the token of an accepted card registration of this supply. */
  token?: string | null;
}

/** Italian IBAN: IT, 27 characters, ISO 13616 check digits (mod 97 = 1) and the CIN. */
export function isValidItalianIban(raw: string): boolean {
  return ibanProblem(raw) === null;
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
    intestatarioConto: null,
    codiceFiscaleIntestatario: null,
    letturaFinale: null,
    note: input.note?.trim() || null,
    cardType: null,
    pAN: null,
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
        const holder = input.intestatarioConto?.trim() ?? '';
        if (holder.length < 2 || holder.length > 70)
          throw new InputError('intestatarioConto', 'intestatarioConto must be 2 to 70 characters');
        const taxCode = input.codiceFiscaleIntestatario?.replace(/\s+/g, '').toUpperCase() ?? '';
        if (taxCodeProblem(taxCode) !== null)
          throw new InputError(
            'codiceFiscaleIntestatario',
            'codiceFiscaleIntestatario must be a valid Italian codice fiscale',
          );
        request.iban = input.iban.replace(/\s+/g, '').toUpperCase();
        request.intestatarioConto = holder;
        request.codiceFiscaleIntestatario = taxCode;
      }
      if (mode === 'Carta di credito' && input.token != null) {
        // A token answers one accepted registration of this supply and files one request.
        const registration = registrationOfToken(store, input.token);
        if (
          !registration?.card ||
          registration.idfornitura !== f.idfornitura ||
          registration.idanagrafica !== f.idanagrafica
        )
          throw new InputError(
            'token',
            'token is not a registered card of this supply',
            'notFound',
          );
        if (registration.used)
          throw new InputError('token', 'token was already used by a request', 'tokenUsed');
        registration.used = true;
        request.cardType = registration.card.cardType;
        request.pAN = registration.card.pAN;
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
      const window = terminationWindow(toYmd(today));
      if (toYmd(date) < window.earliest || toYmd(date) > window.latest) {
        throw new InputError(
          'dataCessazione',
          'dataCessazione must be between 5 and 90 days from today',
        );
      }
      const reading = input.letturaFinale?.trim() ?? '';
      if (reading !== '' && !FINAL_READING_PATTERN.test(reading))
        throw new InputError('letturaFinale', 'letturaFinale must be 1 to 9 digits');
      request.letturaFinale = reading === '' ? null : reading;
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
  notifyRequest(store, request);
  return request;
}

/** The notification of a request's state: filed, being worked on, accepted or refused. */
const NOTIFICATION_TEXT: Record<string, { it: [string, string]; de: [string, string] }> = {
  Trasmessa: {
    it: ['Richiesta ricevuta', 'Abbiamo ricevuto la tua richiesta "{tipo}" n. {id} per {punto}.'],
    de: ['Anfrage erhalten', 'Wir haben Ihre Anfrage „{tipo}“ Nr. {id} für {punto} erhalten.'],
  },
  'In lavorazione': {
    it: [
      'Richiesta in lavorazione',
      'La tua richiesta "{tipo}" n. {id} per {punto} è in lavorazione.',
    ],
    de: ['Anfrage in Bearbeitung', 'Ihre Anfrage „{tipo}“ Nr. {id} für {punto} wird bearbeitet.'],
  },
  Accettata: {
    it: ['Richiesta accettata', 'La tua richiesta "{tipo}" n. {id} per {punto} è stata accettata.'],
    de: ['Anfrage angenommen', 'Ihre Anfrage „{tipo}“ Nr. {id} für {punto} wurde angenommen.'],
  },
  Rifiutata: {
    it: ['Richiesta respinta', 'La tua richiesta "{tipo}" n. {id} per {punto} è stata respinta.'],
    de: ['Anfrage abgelehnt', 'Ihre Anfrage „{tipo}“ Nr. {id} für {punto} wurde abgelehnt.'],
  },
};

/** tipo in German, for a de-DE registry's notifications. */
const TYPE_LABELS_DE: Record<TipoRichiestaGestione, string> = {
  ModalitaPagamento: 'Änderung der Zahlungsart',
  InvioFattura: 'Änderung des Rechnungsversands',
  VariazionePotenza: 'Leistungsänderung',
  Cessazione: 'Kündigung der Lieferung',
};

function notifyRequest(store: DataStore, r: RichiestaGestione): void {
  const text = NOTIFICATION_TEXT[r.stato];
  if (!text) return;
  const de = store.data.profiles.get(r.idanagrafica)?.culture === 'de-DE';
  const [titolo, testo] = de ? text.de : text.it;
  const list = store.data.notifiche.get(r.idanagrafica) ?? [];
  const notifica: Notifica = {
    idnotifica: store.next('notifica', 69_000_001),
    idanagrafica: r.idanagrafica,
    categoria: CATEGORIE_NOTIFICA.operation,
    titolo,
    testo: testo
      .replace('{tipo}', de ? TYPE_LABELS_DE[r.tipo] : TYPE_LABELS[r.tipo])
      .replace('{id}', String(r.idrichiesta))
      .replace('{punto}', r.podPdr),
    dataCreazione: romeInstant(store.now()),
    letta: false,
    // The supply's manage page shows the request and its state (§2 manageUts/{id}).
    link: `/retail/myUtilities/manageUts/${r.idfornitura}`,
  };
  store.data.notifiche.set(r.idanagrafica, [notifica, ...list]);
}

/**
 * The back office moves a request on: Trasmessa → In lavorazione → Accettata, or to Rifiutata
 * when asked; the request, its operation and a notification record the change.
 */
export function advanceRequest(
  store: DataStore,
  idrichiesta: number,
  refuse = false,
): RichiestaGestione {
  const r = [...store.data.richieste.values()].flat().find((x) => x.idrichiesta === idrichiesta);
  if (!r) throw new InputError('idrichiesta', `no request ${idrichiesta}`, 'notFound');
  if (r.stato !== 'Trasmessa' && r.stato !== 'In lavorazione')
    throw new InputError('idrichiesta', `request ${idrichiesta} is already ${r.stato}`);
  const next = refuse
    ? 'Rifiutata'
    : (OPERATION_FLOW[OPERATION_FLOW.indexOf(r.stato as (typeof OPERATION_FLOW)[number]) + 1] ??
      'Accettata');
  const at = romeInstant(store.now());
  r.stato = next;
  r.storico.push({ stato: next, data: at, nota: null });
  const operation = store.data.operazioni
    .get(r.idanagrafica)
    ?.find((o) => o.descrizione === `Richiesta ${r.idrichiesta}`);
  if (operation) {
    operation.stato = next;
    operation.dataUltimoAggiornamento = at;
    operation.storico.push({ stato: next, data: at, nota: null });
  }
  notifyRequest(store, r);
  return r;
}
