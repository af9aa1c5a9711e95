// The data the later pages need beyond §3: meter readings, operations with their state history,
// notifications, the loyalty bonus and supply-management requests. Seeded like the rest.
import { formatAmount } from '@portal/shared/format';
import { monthlyConsumption } from './consumption.ts';
import { addDays, monthEnd, monthIndex, toYmd } from './dates.ts';
import type {
  BonusFedelta,
  Contratto,
  Fattura,
  Fornitura,
  Lettura,
  Notifica,
  Operazione,
  ProgrammaBonus,
  RichiestaGestione,
  StatoStorico,
} from './model.ts';
import type { RegistryProfile } from './profiles.ts';
import type { Rng } from './prng.ts';
import { UNITA_MISURA } from './supplies.ts';

// The enumerations this module writes, in upstream's Italian (docs/upstream-contract.md
// "Enumerations"); exported so the portal's tests check it knows every one of them.

/** tipoLettura of a meter reading: actual, the customer's own, or estimated. */
export const TIPI_LETTURA = {
  actual: 'Effettiva',
  self: 'Autolettura',
  estimated: 'Stimata',
} as const;

/** categoria of a notification. */
export const CATEGORIE_NOTIFICA = {
  invoice: 'fattura',
  reading: 'lettura',
  operation: 'operazione',
  info: 'info',
} as const;

/** livello of the loyalty bonus. */
export const LIVELLI_BONUS = { gold: 'Oro', silver: 'Argento', bronze: 'Bronzo' } as const;

/** The loyalty programme every registry's bonus is computed with (BonusFedelta.programma). */
export const PROGRAMMA_BONUS: ProgrammaBonus = {
  euroPerPunto: 5,
  puntiMinimiBolletta: 5,
  livelli: [
    { livello: LIVELLI_BONUS.bronze, sogliaPunti: 0 },
    { livello: LIVELLI_BONUS.silver, sogliaPunti: 500 },
    { livello: LIVELLI_BONUS.gold, sogliaPunti: 1500 },
  ],
  anniValiditaPunti: 1,
};

/** The programme's level for these points and the threshold of the next one (null at the top). */
export function levelOf(punti: number, programma: ProgrammaBonus = PROGRAMMA_BONUS) {
  const reached = programma.livelli.filter((l) => punti >= l.sogliaPunti);
  const current = reached.at(-1) ?? programma.livelli[0]!;
  const next = programma.livelli[programma.livelli.indexOf(current) + 1];
  return { livello: current.livello, sogliaProssimoLivello: next?.sogliaPunti ?? null };
}

/** Gas meter readings every two months (last 12 kept); updates the contract's last reading. */
export function readingsOf(
  seed: number,
  p: RegistryProfile,
  f: Fornitura,
  row: Contratto,
  rng: Rng,
  today: Date,
): Lettura[] {
  if (f.codUtility !== 1) return [];
  const current = monthIndex(today);
  const last = Math.min(f.lastMonth, current - 1);
  let value = rng.int(800, 9000);
  const all: Lettura[] = [];
  for (let m = f.firstMonth; m <= last; m++) {
    value += monthlyConsumption(seed, f, m).consumo;
    if ((m - f.firstMonth) % 2 === 1 || m === last) {
      all.push({
        idLettura: 0,
        idanagrafica: p.idAnagrafica,
        idrigaContratto: row.idrigaContratto,
        idfornitura: f.idfornitura,
        codicePunto: f.podPdr,
        dataLettura: toYmd(monthEnd(m)),
        lettura: value,
        tipoLettura: p.retail
          ? rng.pick([TIPI_LETTURA.actual, TIPI_LETTURA.self, TIPI_LETTURA.estimated])
          : TIPI_LETTURA.actual,
        unitaMisura: UNITA_MISURA.gas,
      });
    }
  }
  const kept = all.slice(-12);
  const latest = kept[kept.length - 1];
  if (latest) {
    row.ultimaLettura = latest.lettura;
    row.dataUltimaLettura = latest.dataLettura;
  }
  return kept;
}

// Texts in Italian and, for a de-DE registry, in German; the states stay the §4 Italian codes.
export const OPERATION_TYPES = [
  {
    tipo: 'Attivazione fornitura',
    descrizione: 'Attivazione di una nuova fornitura',
    de: ['Aktivierung der Lieferung', 'Aktivierung einer neuen Lieferstelle'],
  },
  {
    tipo: 'Voltura',
    descrizione: 'Cambio di intestatario della fornitura',
    de: ['Umschreibung', 'Wechsel des Vertragsinhabers der Lieferstelle'],
  },
  {
    tipo: 'Variazione potenza',
    descrizione: 'Aumento della potenza impegnata',
    de: ['Leistungsänderung', 'Erhöhung der Anschlussleistung'],
  },
  {
    tipo: 'Reclamo fatturazione',
    descrizione: 'Richiesta di verifica di una fattura',
    de: ['Rechnungsreklamation', 'Antrag auf Überprüfung einer Rechnung'],
  },
  {
    tipo: 'Rettifica lettura',
    descrizione: 'Correzione di una lettura del contatore',
    de: ['Korrektur Zählerstand', 'Korrektur eines Zählerstands'],
  },
  {
    tipo: 'Cambio modalità di pagamento',
    descrizione: "Passaggio all'addebito diretto SEPA",
    de: ['Änderung der Zahlungsart', 'Umstellung auf SEPA-Lastschrift'],
  },
] as const;

/** stato of an operation and of a request, in the order they move through. */
export const OPERATION_FLOW = ['Trasmessa', 'In lavorazione', 'Accettata'] as const;

export function operationsOf(
  p: RegistryProfile,
  forniture: readonly Fornitura[],
  rng: Rng,
  today: Date,
  count: number,
): Operazione[] {
  const de = p.culture === 'de-DE';
  const out: Operazione[] = [];
  for (let n = 0; n < count; n++) {
    const f = forniture[n % Math.max(forniture.length, 1)];
    const type = rng.pick(OPERATION_TYPES);
    const opened = addDays(today, -rng.int(3, 700));
    const steps = n === 0 ? 1 : n === 1 ? 2 : rng.int(1, 3);
    const storico: StatoStorico[] = [];
    let at = opened;
    for (let s = 0; s < steps; s++) {
      storico.push({
        stato: OPERATION_FLOW[s] ?? 'Accettata',
        data: `${toYmd(at)}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00`,
        nota:
          s === 0
            ? de
              ? 'Anfrage über das Portal erhalten'
              : 'Richiesta ricevuta dal portale'
            : null,
      });
      at = addDays(at, rng.int(1, 12));
      if (at > today) at = today;
    }
    const lastState = storico[storico.length - 1];
    out.push({
      idoperazione: 50_000_000 + p.ordinal * 10_000 + n + 1,
      idanagrafica: p.idAnagrafica,
      idfornitura: f?.idfornitura ?? null,
      podPdr: f?.podPdr ?? null,
      codUtility: f?.codUtility ?? null,
      tipo: de ? type.de[0] : type.tipo,
      descrizione: de ? type.de[1] : type.descrizione,
      stato: lastState?.stato ?? 'Trasmessa',
      dataApertura: storico[0]?.data ?? toYmd(opened),
      dataUltimoAggiornamento: lastState?.data ?? toYmd(opened),
      storico,
    });
  }
  return out;
}

export function notificationsOf(
  p: RegistryProfile,
  invoices: readonly Fattura[],
  contracts: readonly Contratto[],
  today: Date,
): Notifica[] {
  const de = p.culture === 'de-DE';
  const out: Notifica[] = [];
  const base = 60_000_000 + p.ordinal * 10_000;
  const push = (
    categoria: string,
    titolo: string,
    testo: string,
    daysAgo: number,
    letta: boolean,
    link: string | null,
  ): void => {
    out.push({
      idnotifica: base + out.length + 1,
      idanagrafica: p.idAnagrafica,
      categoria,
      titolo,
      testo,
      dataCreazione: `${toYmd(addDays(today, -daysAgo))}T09:00:00`,
      letta,
      link,
    });
  };
  invoices.slice(0, 4).forEach((inv, i) => {
    push(
      CATEGORIE_NOTIFICA.invoice,
      de ? 'Neue Rechnung verfügbar' : 'Nuova bolletta disponibile',
      // §5 amounts: two decimals, comma, dot for thousands.
      de
        ? `Die Rechnung ${inv.numeroFattura} über ${formatAmount(inv.importo)} € ist verfügbar.`
        : `La bolletta ${inv.numeroFattura} di ${formatAmount(inv.importo)} € è disponibile.`,
      Math.max(0, Math.round((today.getTime() - Date.parse(inv.dataEmissione)) / 86_400_000)),
      i > 1,
      // Deep links exist for the retail pages only (§2: /retail/myBills/{id}?issueDate=).
      p.retail
        ? `/retail/myBills/${encodeURIComponent(inv.numeroDoc)}?issueDate=${inv.dataEmissione}`
        : null,
    );
  });
  const day = toYmd(today);
  const windowOpen = (c: Contratto) =>
    c.canInsertLettura &&
    (c.finestraLetturaDal ?? '9999') <= day &&
    day <= (c.finestraLetturaAl ?? '0000');
  if (contracts.some(windowOpen)) {
    push(
      CATEGORIE_NOTIFICA.reading,
      de ? 'Selbstablesung möglich' : 'Finestra di autolettura aperta',
      de
        ? 'Sie können jetzt den Gaszählerstand mitteilen.'
        : 'Puoi comunicare ora la lettura del contatore gas.',
      1,
      false,
      p.retail ? '/retail/selfRead' : null,
    );
  }
  push(
    CATEGORIE_NOTIFICA.operation,
    de ? 'Anfrage bearbeitet' : 'Richiesta aggiornata',
    de ? 'Eine Ihrer Anfragen wurde aktualisiert.' : 'Una tua richiesta è stata aggiornata.',
    12,
    true,
    null,
  );
  push(
    CATEGORIE_NOTIFICA.info,
    de ? 'Neue Tarife 2027' : 'Nuove offerte 2027',
    de ? 'Entdecken Sie unsere grünen Tarife.' : 'Scopri le nuove offerte di energia verde.',
    30,
    true,
    null,
  );
  return out.sort((a, b) => b.dataCreazione.localeCompare(a.dataCreazione));
}

export function bonusOf(
  p: RegistryProfile,
  invoices: readonly Fattura[],
  rng: Rng,
  today: Date,
): BonusFedelta {
  // The customer's language, as the notifications speak it (registry culture de-DE → German).
  const de = p.culture === 'de-DE';
  const paid = invoices.filter((i) => i.pagato).slice(0, 6);
  const movimenti = paid.map((i) => ({
    data: i.dataPagamento ?? i.dataEmissione,
    punti: Math.max(
      PROGRAMMA_BONUS.puntiMinimiBolletta,
      Math.round(i.importo / PROGRAMMA_BONUS.euroPerPunto),
    ),
    descrizione: de
      ? `Pünktliche Zahlung ${i.numeroFattura}`
      : `Pagamento puntuale ${i.numeroFattura}`,
  }));
  const punti = movimenti.reduce((s, m) => s + m.punti, 0) + rng.int(50, 900);
  const { livello, sogliaProssimoLivello } = levelOf(punti);
  const overdue = invoices.some((i) => i.statoPagamento === 'Scaduta');
  const idoneo = p.retail && !overdue;
  return {
    idanagrafica: p.idAnagrafica,
    punti,
    livello,
    sogliaProssimoLivello,
    idoneo,
    motivoNonIdoneo: idoneo
      ? null
      : p.retail
        ? de
          ? 'Es gibt überfällige, unbezahlte Rechnungen'
          : 'Sono presenti bollette scadute non pagate'
        : de
          ? 'Programm nur für Haushaltskunden'
          : 'Programma riservato ai clienti domestici',
    scadenzaPunti: `${today.getUTCFullYear() + PROGRAMMA_BONUS.anniValiditaPunti}-12-31`,
    movimenti,
    programma: PROGRAMMA_BONUS,
  };
}

export function pastRequestsOf(
  p: RegistryProfile,
  forniture: readonly Fornitura[],
  today: Date,
): RichiestaGestione[] {
  const f = forniture.find((x) => x.statoFornitura === 'Attiva');
  if (!p.retail || !f) return [];
  const opened = addDays(today, -120);
  return [
    {
      idrichiesta: 70_000_000 + p.ordinal * 10_000 + 1,
      idanagrafica: p.idAnagrafica,
      idfornitura: f.idfornitura,
      podPdr: f.podPdr,
      codUtility: f.codUtility,
      tipo: 'InvioFattura',
      stato: OPERATION_FLOW[2],
      dataRichiesta: `${toYmd(opened)}T10:15:00`,
      modalitaPagamento: null,
      iban: null,
      modalitaInvioFattura: 'Email',
      email: p.email,
      potenzaAttuale: null,
      potenzaRichiesta: null,
      dataCessazione: null,
      recapitoFinale: null,
      intestatarioConto: null,
      codiceFiscaleIntestatario: null,
      letturaFinale: null,
      note: null,
      cardType: null,
      pAN: null,
      storico: [
        { stato: OPERATION_FLOW[0], data: `${toYmd(opened)}T10:15:00`, nota: null },
        { stato: OPERATION_FLOW[1], data: `${toYmd(addDays(opened, 1))}T09:00:00`, nota: null },
        { stato: OPERATION_FLOW[2], data: `${toYmd(addDays(opened, 4))}T16:30:00`, nota: null },
      ],
    },
  ];
}
