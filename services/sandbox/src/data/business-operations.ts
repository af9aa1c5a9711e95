// A business registry's operations: for each commodity it has supplies of, a
// realistic set of requests — several types, every state a request reaches, each with the history
// of how it got there — so the business operations page has something to filter and expand for
// corporate, pa, pa-non-conv and every consortium member. Seeded like the rest of the data.
import { addDays, toYmd } from './dates.ts';
import { OPERATION_FLOW, OPERATION_TYPES } from './extras.ts';
import type { Fornitura, Operazione, StatoStorico } from './model.ts';
import type { RegistryProfile } from './profiles.ts';
import type { Rng } from './prng.ts';

/** stato of a request that ended without being carried out (docs/upstream-contract.md). */
export const OPERATION_OUTCOMES = { rejected: 'Respinta', canceled: 'Annullata' } as const;

/** The business types besides the retail ones: a supply's termination. */
export const BUSINESS_OPERATION_TYPES = [
  ...OPERATION_TYPES,
  {
    tipo: 'Cessazione fornitura',
    descrizione: 'Cessazione della fornitura con lettura di chiusura',
    de: ['Beendigung der Lieferung', 'Beendigung der Lieferung mit Schlussablesung'],
  },
] as const;

type OperationType = (typeof BUSINESS_OPERATION_TYPES)[number];

const [TRANSMITTED, PROCESSING, ACCEPTED] = OPERATION_FLOW;
const { rejected: REJECTED, canceled: CANCELED } = OPERATION_OUTCOMES;

/** The states a request passes through to reach each final state. */
const PATHS: Record<string, readonly string[]> = {
  [TRANSMITTED]: [TRANSMITTED],
  [PROCESSING]: [TRANSMITTED, PROCESSING],
  [ACCEPTED]: [TRANSMITTED, PROCESSING, ACCEPTED],
  [REJECTED]: [TRANSMITTED, PROCESSING, REJECTED],
  [CANCELED]: [TRANSMITTED, CANCELED],
};

/** Final states in turn: most requests done, some under way, a few refused or withdrawn. */
const FINAL_STATES = [
  TRANSMITTED,
  PROCESSING,
  ACCEPTED,
  ACCEPTED,
  REJECTED,
  PROCESSING,
  ACCEPTED,
  CANCELED,
] as const;

/** Days between two steps of a history, at most. */
const MAX_STEP_DAYS = 12;

const NOTES: Record<string, { it: readonly string[]; de: readonly string[] }> = {
  [TRANSMITTED]: {
    it: [
      'Richiesta ricevuta dal portale',
      'Richiesta ricevuta via PEC',
      'Richiesta ricevuta dal referente commerciale',
    ],
    de: [
      'Anfrage über das Portal erhalten',
      'Anfrage per PEC erhalten',
      'Anfrage über den Kundenbetreuer erhalten',
    ],
  },
  [PROCESSING]: {
    it: ['Pratica presa in carico dal back office', 'Pratica inoltrata al distributore locale'],
    de: [
      'Vorgang vom Backoffice übernommen',
      'Vorgang an den örtlichen Verteilernetzbetreiber weitergeleitet',
    ],
  },
  [ACCEPTED]: {
    it: ['Richiesta completata', 'Esito positivo comunicato dal distributore'],
    de: ['Anfrage abgeschlossen', 'Positive Rückmeldung des Verteilernetzbetreibers'],
  },
  [REJECTED]: {
    it: [
      'Documentazione incompleta: manca il documento del legale rappresentante',
      'Il distributore ha respinto la richiesta per dati catastali mancanti',
    ],
    de: [
      'Unterlagen unvollständig: Ausweis des gesetzlichen Vertreters fehlt',
      'Vom Verteilernetzbetreiber wegen fehlender Katasterdaten abgelehnt',
    ],
  },
  [CANCELED]: {
    it: ['Annullata su richiesta del cliente'],
    de: ['Auf Wunsch des Kunden storniert'],
  },
};

/** The types a commodity's requests can have: a power variation is for electricity only. */
function typesOf(codUtility: number): readonly OperationType[] {
  return BUSINESS_OPERATION_TYPES.filter(
    (t) => codUtility === 0 || t.tipo !== 'Variazione potenza',
  );
}

/** Requests per commodity: some for every registry, more for one with many supplies. */
function countOf(supplies: number): number {
  return Math.min(30, 8 + Math.floor(supplies / 2));
}

const instant = (day: Date, minutes: number) =>
  `${toYmd(day)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

export function businessOperationsOf(
  p: RegistryProfile,
  forniture: readonly Fornitura[],
  rng: Rng,
  today: Date,
): Operazione[] {
  const de = p.culture === 'de-DE';
  const out: Operazione[] = [];
  for (const codUtility of [0, 1] as const) {
    const supplies = forniture.filter((f) => f.codUtility === codUtility);
    if (supplies.length === 0) continue;
    const types = typesOf(codUtility);
    const typeOffset = rng.int(0, types.length - 1);
    const stateOffset = rng.int(0, FINAL_STATES.length - 1);
    for (let n = 0; n < countOf(supplies.length); n++) {
      const f = supplies[(n + rng.int(0, supplies.length - 1)) % supplies.length] as Fornitura;
      // A step of 5 (prime to 6 and 7) visits every type before repeating one.
      const type = types[(typeOffset + n * 5) % types.length] as OperationType;
      const final = FINAL_STATES[(stateOffset + n) % FINAL_STATES.length] ?? ACCEPTED;
      const path = PATHS[final] ?? [TRANSMITTED];
      // Far enough back that every step of the history lies in the past; open requests are recent.
      const minDays = 1 + MAX_STEP_DAYS * (path.length - 1);
      const maxDays = final === TRANSMITTED ? 15 : final === PROCESSING ? 60 : 700;
      let day = addDays(today, -rng.int(minDays, Math.max(minDays, maxDays)));
      const storico: StatoStorico[] = [];
      path.forEach((stato, step) => {
        if (step > 0) day = addDays(day, rng.int(1, MAX_STEP_DAYS));
        const notes = NOTES[stato] ?? { it: [], de: [] };
        const note = (de ? notes.de : notes.it)[rng.int(0, notes.it.length - 1)] ?? null;
        storico.push({ stato, data: instant(day, rng.int(8 * 60, 17 * 60 + 59)), nota: note });
      });
      const first = storico[0] as StatoStorico;
      const last = storico[storico.length - 1] as StatoStorico;
      out.push({
        idoperazione: 50_000_000 + p.ordinal * 10_000 + out.length + 1,
        idanagrafica: p.idAnagrafica,
        idfornitura: f.idfornitura,
        podPdr: f.podPdr,
        codUtility: f.codUtility,
        tipo: de ? type.de[0] : type.tipo,
        descrizione: de ? type.de[1] : type.descrizione,
        stato: last.stato,
        dataApertura: first.data,
        dataUltimoAggiornamento: last.data,
        storico,
      });
    }
  }
  return out;
}
