// A customer's own documents, generated from its data: the supply conditions of each contract (the
// row in force, so the offer named is the one the customer has now, not one it left) and the
// guarantee-of-origin certificate of each green light supply for each whole year it was supplied.
import { monthlyConsumption } from '../data/consumption.ts';
import { monthIndex, parseYmd } from '../data/dates.ts';
import type { Anagrafica, Contratto, Fornitura } from '../data/model.ts';
import type { Dataset } from '../data/dataset.ts';
import type { Field, Lingua, SupplierDocument } from '../pdf/generator.ts';
import { formatDate, holderLines } from '../pdf/invoice-pdf.ts';

/** At most this many of each kind and commodity in one list (a large business has thousands). */
export const MAX_PERSONAL = 50;

export const CONDITIONS_PREFIX = 'condizioni-';
export const CERTIFICATE_PREFIX = 'garanzia-origine-';

const kwh = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0 });
const unitPrice = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** One per contract of the registries (its row in force: the latest started), newest signed first. */
export function contractsOf(data: Dataset, registries: Iterable<number>): Contratto[] {
  const byId = new Map<number, Contratto>();
  for (const id of registries)
    for (const c of data.contratti.get(id) ?? []) {
      const held = byId.get(c.idcontratto);
      if (!held || c.dataInizioValidita > held.dataInizioValidita) byId.set(c.idcontratto, c);
    }
  return [...byId.values()].sort(
    (a, b) => b.dataStipula.localeCompare(a.dataStipula) || b.idcontratto - a.idcontratto,
  );
}

export function conditionsTitle(c: Contratto, lingua: Lingua): string {
  return lingua === 'de'
    ? `Allgemeine Lieferbedingungen – Vertrag ${c.codiceContratto}`
    : `Condizioni generali di fornitura – contratto ${c.codiceContratto}`;
}

export function conditionsDescription(c: Contratto, lingua: Lingua): string {
  const gas = c.codUtility === 1;
  return lingua === 'de'
    ? `${gas ? 'Gas' : 'Strom'}, Angebot ${c.prodotto}, unterzeichnet am ${formatDate(c.dataStipula)}.`
    : `${gas ? 'Gas' : 'Luce'}, offerta ${c.prodotto}, sottoscritto il ${formatDate(c.dataStipula)}.`;
}

/** How the offer prices the energy, told from its name as the supplier's price list does. */
function priceClause(c: Contratto, f: Fornitura | undefined, lingua: Lingua): string {
  const unit = c.codUtility === 1 ? 'Smc' : 'kWh';
  const price = f ? `${unitPrice.format(f.prezzoUnitario)} EUR/${unit}` : '-';
  const name = c.prodotto.toLowerCase();
  if (name.includes('convenzione'))
    return lingua === 'de'
      ? `Der Energiepreis ist der des Loses der Konvention (${price}, ohne MwSt.), fest für die Laufzeit der Konvention.`
      : `Il prezzo dell'energia è quello del lotto della convenzione (${price}, IVA esclusa), fisso per la durata della convenzione.`;
  if (name.includes('indicizzat'))
    return lingua === 'de'
      ? `Der Energiepreis folgt monatlich dem Großhandelsindex (PUN für Strom, PSV für Gas) zuzüglich eines festen Aufschlags; im Monat der Unterzeichnung betrug er ${price} ohne MwSt.`
      : `Il prezzo dell'energia segue ogni mese l'indice all'ingrosso (PUN per la luce, PSV per il gas) più uno spread fisso; nel mese della firma era di ${price}, IVA esclusa.`;
  return lingua === 'de'
    ? `Der Energiepreis ist für 24 Monate ab Lieferbeginn fest: ${price} ohne MwSt. Vor Ablauf teilen wir Ihnen die neuen Bedingungen mindestens drei Monate im Voraus schriftlich mit.`
    : `Il prezzo dell'energia è fisso per 24 mesi dall'inizio della fornitura: ${price}, IVA esclusa. Prima della scadenza ti comunichiamo per iscritto le nuove condizioni con almeno tre mesi di anticipo.`;
}

/** The supply conditions of a contract as its holder signed them. */
export function conditionsDocument(
  c: Contratto,
  holder: Anagrafica,
  supply: Fornitura | undefined,
  lingua: Lingua,
  supplierName: string,
): SupplierDocument {
  const de = lingua === 'de';
  const gas = c.codUtility === 1;
  const point = gas ? 'PDR' : 'POD';
  const open = c.dataFineValidita.startsWith('9999');
  const fields: Field[] = [
    { label: de ? 'Vertrag' : 'Contratto', value: c.codiceContratto },
    { label: de ? 'Vertragszeile' : 'Riga di contratto', value: c.codiceRigaContratto },
    { label: de ? 'Angebot' : 'Offerta', value: `${c.prodotto} (${c.offerCode})` },
    { label: de ? 'Unterzeichnet am' : 'Data di stipula', value: formatDate(c.dataStipula) },
    { label: point, value: c.codicePunto },
    { label: de ? 'Abschluss' : 'Modalità di stipula', value: c.modalitaStipula },
  ];
  return {
    title: conditionsTitle(c, lingua),
    subtitle: `${de ? 'Stand' : 'Aggiornato al'} ${formatDate(c.dataStipula)}`,
    fields,
    sections: [
      {
        heading: de ? 'Vertragsparteien' : 'Parti del contratto',
        blocks: [
          { paragraph: de ? `Lieferant: ${supplierName}` : `Fornitore: ${supplierName}` },
          { lines: holderLines(holder) },
        ],
      },
      {
        heading: de ? 'Gegenstand und Laufzeit' : 'Oggetto e durata',
        blocks: [
          {
            fields: [
              {
                label: de ? 'Lieferstelle' : 'Sede di fornitura',
                value: `${c.descrizioneSede} - ${c.indirizzo}, ${c.localita} (${c.provincia})`,
              },
              {
                label: de ? 'Vertraglicher Jahresverbrauch' : 'Consumo contrattuale annuo',
                value: `${kwh.format((gas ? c.consumoContrattualeGas : c.consumoContrattualeEe) ?? 0)} ${gas ? 'Smc' : 'kWh'}`,
              },
              { label: de ? 'Gültig ab' : 'Valido dal', value: formatDate(c.dataInizioValidita) },
              {
                label: de ? 'Gültig bis' : 'Valido fino al',
                value: open
                  ? de
                    ? 'unbefristet'
                    : 'tempo indeterminato'
                  : formatDate(c.dataFineValidita),
              },
            ],
          },
          {
            paragraph: de
              ? `Lieferung von ${gas ? 'Erdgas' : 'elektrischer Energie'} an die genannte Lieferstelle zum Angebot ${c.prodotto}. Der Vertrag ist unbefristet, solange keine Partei ihn kündigt.`
              : `Fornitura di ${gas ? 'gas naturale' : 'energia elettrica'} al punto indicato alle condizioni dell'offerta ${c.prodotto}. Il contratto è a tempo indeterminato finché una delle parti non recede.`,
          },
        ],
      },
      {
        heading: de ? 'Preis' : 'Prezzo',
        blocks: [
          { paragraph: priceClause(c, supply, lingua) },
          {
            paragraph: de
              ? 'Zum Energiepreis kommen die von der Regulierungsbehörde ARERA festgelegten Netz- und Systemkosten, die Verbrauchssteuern und die Mehrwertsteuer hinzu.'
              : "Al prezzo dell'energia si aggiungono le spese di rete e gli oneri di sistema stabiliti dall'ARERA, le imposte di consumo e l'IVA.",
          },
        ],
      },
      {
        heading: de ? 'Abrechnung und Zahlung' : 'Fatturazione e pagamento',
        blocks: [
          {
            fields: [
              { label: de ? 'Rechnungsstellung' : 'Fatturazione', value: c.frequenzaFatturazione },
              { label: de ? 'Zahlungsart' : 'Modalità di pagamento', value: c.tipoPagamento },
              {
                label: de ? 'Gleichbleibende Rate' : 'Rata costante',
                value: c.rataCostante ? (de ? 'ja' : 'sì') : de ? 'nein' : 'no',
              },
              {
                label: de ? 'Zahlungsfrist' : 'Scadenza',
                value: de ? '20 Tage ab Ausstellung' : '20 giorni dall’emissione',
              },
            ],
          },
        ],
      },
      {
        heading: de ? 'Rücktritt und Beschwerden' : 'Recesso e reclami',
        blocks: [
          {
            paragraph: de
              ? 'Der Kunde kann jederzeit kostenlos vom Vertrag zurücktreten; der Rücktritt wird zum ersten Tag des zweiten Folgemonats wirksam. Beschwerden beantworten wir innerhalb von 30 Tagen, wie in der Dienstleistungscharta beschrieben.'
              : 'Il cliente può recedere in ogni momento senza oneri; il recesso ha effetto dal primo giorno del secondo mese successivo. Ai reclami rispondiamo entro 30 giorni, come descritto nella carta dei servizi.',
          },
        ],
      },
    ],
  };
}

export interface Certificate {
  supply: Fornitura;
  anno: number;
  /** kWh supplied in the year, all covered by cancelled guarantees of origin. */
  kwh: number;
}

/** The plants whose guarantees cover the supplier's green energy (hydroelectric, in the Alps). */
const PLANTS = [
  ['Centrale idroelettrica di Cardano', 'Bolzano (BZ)', 'IT-GO-HY-0101'],
  ['Centrale idroelettrica di Santa Massenza', 'Vallelaghi (TN)', 'IT-GO-HY-0207'],
  ['Centrale idroelettrica di San Floriano', 'Egna (BZ)', 'IT-GO-HY-0112'],
] as const;

/** The months of a whole past year a supply was supplied in (none: no certificate that year). */
function suppliedMonths(supply: Fornitura, anno: number, beforeMonth: number): [number, number] {
  return [
    Math.max(anno * 12, supply.firstMonth),
    Math.min(anno * 12 + 11, supply.lastMonth, beforeMonth - 1),
  ];
}

function withEnergy(
  data: Dataset,
  supply: Fornitura,
  anno: number,
  beforeMonth: number,
): Certificate {
  const [from, to] = suppliedMonths(supply, anno, beforeMonth);
  let kwh = 0;
  for (let m = from; m <= to; m++) kwh += monthlyConsumption(data.seed, supply, m).consumo;
  return { supply, anno, kwh };
}

/**
 * Each green light supply's whole years of supply, newest first, at most `limit` of them: the
 * energy of a year is summed only for the certificates answered (a large business has thousands).
 */
export function certificatesOf(
  data: Dataset,
  registries: Iterable<number>,
  today: string,
  limit = MAX_PERSONAL,
): Certificate[] {
  const now = parseYmd(today);
  if (!now) return [];
  const thisYear = now.getUTCFullYear();
  const beforeMonth = monthIndex(now);
  const years: { supply: Fornitura; anno: number }[] = [];
  for (const id of registries)
    for (const supply of data.forniture.get(id) ?? []) {
      if (supply.codUtility !== 0 || !supply.energiaVerde) continue;
      for (let anno = thisYear - 1; anno >= Math.floor(supply.firstMonth / 12); anno--) {
        const [from, to] = suppliedMonths(supply, anno, beforeMonth);
        if (from <= to) years.push({ supply, anno });
      }
    }
  return years
    .sort((a, b) => b.anno - a.anno || a.supply.idfornitura - b.supply.idfornitura)
    .slice(0, limit)
    .map(({ supply, anno }) => withEnergy(data, supply, anno, beforeMonth));
}

/** The certificate of an id, if it is one of a green supply of the registries for a whole past year. */
export function certificateById(
  data: Dataset,
  registries: ReadonlySet<number>,
  today: string,
  iddocumento: string,
): Certificate | null {
  const match = new RegExp(`^${CERTIFICATE_PREFIX}(\\d+)-(\\d{4})$`).exec(iddocumento);
  const now = parseYmd(today);
  const supply = match ? data.fornitureById.get(Number(match[1])) : undefined;
  if (!match || !now || !supply || !registries.has(supply.idanagrafica)) return null;
  const anno = Number(match[2]);
  if (supply.codUtility !== 0 || !supply.energiaVerde || anno >= now.getUTCFullYear()) return null;
  const [from, to] = suppliedMonths(supply, anno, monthIndex(now));
  return from <= to ? withEnergy(data, supply, anno, monthIndex(now)) : null;
}

export const certificateId = (c: Pick<Certificate, 'supply' | 'anno'>): string =>
  `${CERTIFICATE_PREFIX}${c.supply.idfornitura}-${c.anno}`;

export function certificateTitle(c: Certificate, lingua: Lingua): string {
  return lingua === 'de'
    ? `Herkunftsnachweis ${c.anno} - ${c.supply.podPdr}`
    : `Certificato di garanzia di origine ${c.anno} - ${c.supply.podPdr}`;
}

export function certificateDescription(c: Certificate, lingua: Lingua): string {
  return lingua === 'de'
    ? `100 % erneuerbarer Strom für ${c.supply.descrizioneSede} (${c.supply.localita}): ${kwh.format(c.kwh)} kWh im Jahr ${c.anno}.`
    : `Energia elettrica 100% rinnovabile per ${c.supply.descrizioneSede} (${c.supply.localita}): ${kwh.format(c.kwh)} kWh nel ${c.anno}.`;
}

/** The certificate: the energy of the year, the guarantees cancelled for it and their plants. */
export function certificateDocument(
  c: Certificate,
  holder: Anagrafica,
  lingua: Lingua,
  supplierName: string,
): SupplierDocument {
  const de = lingua === 'de';
  const s = c.supply;
  // The year's energy split over the plants, whole kWh, adding up to the total.
  const shares = [0.5, 0.3, 0.2].map((share) => Math.floor(c.kwh * share));
  shares[0] = (shares[0] ?? 0) + c.kwh - shares.reduce((a, b) => a + b, 0);
  const number = `GO-${c.anno}-${s.idfornitura}`;
  return {
    title: certificateTitle(c, lingua),
    subtitle: de
      ? `Ausgestellt am ${formatDate(`${c.anno + 1}-03-31`)}`
      : `Emesso il ${formatDate(`${c.anno + 1}-03-31`)}`,
    fields: [
      { label: de ? 'Nachweis' : 'Certificato', value: number },
      { label: de ? 'Jahr' : 'Anno', value: String(c.anno) },
      { label: 'POD', value: s.podPdr },
      { label: de ? 'Kundennummer' : 'Codice cliente', value: String(holder.idanagrafica) },
      { label: de ? 'Gelieferte Energie' : 'Energia fornita', value: `${kwh.format(c.kwh)} kWh` },
      { label: de ? 'Erneuerbarer Anteil' : 'Quota rinnovabile', value: '100%' },
    ],
    sections: [
      {
        heading: de ? 'Inhaber der Lieferung' : 'Intestatario della fornitura',
        blocks: [
          { lines: holderLines(holder) },
          {
            fields: [
              {
                label: de ? 'Lieferstelle' : 'Sede di fornitura',
                value: `${s.descrizioneSede} - ${s.indirizzo}, ${s.cap} ${s.localita} (${s.provincia})`,
              },
              { label: de ? 'Angebot' : 'Offerta', value: s.prodotto },
            ],
          },
        ],
      },
      {
        heading: de ? 'Erklärung' : 'Dichiarazione',
        blocks: [
          {
            paragraph: de
              ? `${supplierName} erklärt, dass die im Jahr ${c.anno} an die Lieferstelle ${s.podPdr} gelieferten ${kwh.format(c.kwh)} kWh vollständig durch Herkunftsnachweise aus erneuerbaren Quellen gedeckt sind, die im Register des GSE (Gestore dei Servizi Energetici) auf den Namen des Kunden entwertet wurden (Richtlinie (EU) 2018/2001, Art. 19; D.M. 31.07.2009).`
              : `${supplierName} dichiara che i ${kwh.format(c.kwh)} kWh forniti nel ${c.anno} al punto ${s.podPdr} sono interamente coperti da garanzie d'origine da fonti rinnovabili annullate a nome del cliente nel registro del GSE (Gestore dei Servizi Energetici), secondo la direttiva (UE) 2018/2001, art. 19, e il D.M. 31 luglio 2009.`,
          },
        ],
      },
      {
        heading: de ? 'Entwertete Nachweise nach Anlage' : 'Garanzie annullate per impianto',
        blocks: [
          {
            table: {
              columns: de
                ? ['Anlage', 'Gemeinde', 'GSE-Code', 'Quelle', 'kWh']
                : ['Impianto', 'Comune', 'Codice GSE', 'Fonte', 'kWh'],
              widths: [3, 1.8, 1.5, 1.3, 1.1],
              numeric: [4],
              rows: PLANTS.map(([plant, town, code], i) => [
                plant,
                town,
                code,
                de ? 'Wasserkraft' : 'idroelettrica',
                kwh.format(shares[i] ?? 0),
              ]),
            },
          },
        ],
      },
      {
        heading: de ? 'Umweltnutzen' : 'Benefici ambientali',
        blocks: [
          {
            paragraph: de
              ? `Gegenüber dem italienischen Strommix wurden etwa ${kwh.format(Math.round(c.kwh * 0.25))} kg CO2 vermieden (0,25 kg je kWh). Sie können diesen Nachweis in Ihrer Nachhaltigkeitsberichterstattung verwenden.`
              : `Rispetto al mix elettrico nazionale sono stati evitati circa ${kwh.format(Math.round(c.kwh * 0.25))} kg di CO2 (0,25 kg per kWh). Puoi usare questo certificato nella rendicontazione di sostenibilità.`,
          },
        ],
      },
    ],
  };
}
