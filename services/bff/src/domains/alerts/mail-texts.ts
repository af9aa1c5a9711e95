// The words of the alert mails, per language (it, de; en-US the fallback). Both segments read them,
// so the Italian is impersonal (the register the web client's shared texts use).
import type { AlertKind } from '@portal/shared/alerts';

export type MailLanguage = 'it' | 'de' | 'en-US';

type Facts = Record<string, string | number | null>;

export interface MailTexts {
  subject: Record<AlertKind, (f: Facts) => string>;
  body: Record<AlertKind, (f: Facts) => string>;
  greeting: string;
  open: string;
  why: string;
  unsubscribe: (kind: string) => string;
  kindName: Record<AlertKind, string>;
  unsubscribed: { title: string; body: (kind: string) => string; invalid: string; back: string };
}

const show = (value: string | number | null | undefined) => (value == null ? '—' : String(value));
/** §5: DD/MM/YYYY. */
const day = (value: string | number | null | undefined) => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : show(value);
};
/** §5: two decimals, comma, dot for thousands. */
const euro = (value: string | number | null | undefined) => {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '—';
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} €`;
};

/** §5 number formats: dot for thousands, comma for decimals (at most `digits` of them). */
const number = (value: string | number | null | undefined, digits = 0) => {
  const n = typeof value === 'number' ? value : Number(value);
  if (value == null || !Number.isFinite(n)) return '—';
  const [whole, decimals] = Math.abs(n).toFixed(digits).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const trimmed = decimals?.replace(/0+$/, '');
  return `${n < 0 ? '-' : ''}${grouped}${trimmed ? `,${trimmed}` : ''}`;
};
/** A quantity with its unit. */
const qty = (value: string | number | null | undefined, unit: string | number | null | undefined) =>
  `${number(value)} ${show(unit)}`;
/** A month 'YYYY-MM' as MM/YYYY; a week's Monday as DD/MM/YYYY. */
const period = (value: string | number | null | undefined) => {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return m ? `${m[2]}/${m[1]}` : day(value);
};
const isWeek = (f: Facts) => f.granularita === 'week';
const COMMODITY = {
  it: { POWER: 'energia elettrica', GAS: 'gas' },
  de: { POWER: 'Strom', GAS: 'Gas' },
  'en-US': { POWER: 'electricity', GAS: 'gas' },
} as const;
const commodity = (language: MailLanguage, value: string | number | null | undefined) =>
  value === 'POWER' || value === 'GAS' ? COMMODITY[language][value] : show(value);

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = {
  it: {
    subject: {
      billIssued: (f) => `Nuova bolletta ${show(f.numeroFattura)}`,
      billDue: (f) => `Bolletta ${show(f.numeroFattura)} in scadenza il ${day(f.dataScadenza)}`,
      billOverdue: (f) => `Bolletta ${show(f.numeroFattura)} scaduta`,
      selfReadingWindow: (f) => `Autolettura gas aperta fino al ${day(f.al)}`,
      requestChanged: (f) => `Richiesta ${show(f.id)}: stato aggiornato`,
      consumptionAnomaly: (f) =>
        `Consumo in aumento del ${show(f.aumento)}% per la fornitura ${show(f.podPdr)}`,
      baseLoadRise: (f) =>
        `Consumo di base in aumento del ${show(f.aumento)}% per la fornitura ${show(f.podPdr)}`,
      budget: (f) => `Budget ${show(f.anno)} ${commodity('it', f.commodity)} superato`,
      conventionQuantity: (f) =>
        `Convenzione ${show(f.convenzione)}: resta il ${number(f.residuo, 1)}% della quantità`,
    },
    body: {
      billIssued: (f) =>
        `È stata emessa la bolletta ${show(f.numeroFattura)} del ${day(f.dataEmissione)}, di ${euro(f.importo)}, con scadenza il ${day(f.dataScadenza)}.`,
      billDue: (f) =>
        `La bolletta ${show(f.numeroFattura)} di ${euro(f.importo)} scade il ${day(f.dataScadenza)}.`,
      billOverdue: (f) =>
        `La bolletta ${show(f.numeroFattura)} di ${euro(f.importo)} era in scadenza il ${day(f.dataScadenza)} e non risulta pagata.`,
      selfReadingWindow: (f) =>
        `Dal ${day(f.dal)} al ${day(f.al)} è possibile comunicare l'autolettura del gas per la fornitura ${show(f.podPdr)}.`,
      requestChanged: (f) => `La richiesta ${show(f.id)} è passata allo stato «${show(f.stato)}».`,
      consumptionAnomaly: (f) =>
        `${isWeek(f) ? `Nella settimana dal ${period(f.periodo)}` : `Nel mese ${period(f.periodo)}`} la fornitura ${show(f.podPdr)} ha consumato ${qty(f.consumo, f.unita)}, il ${show(f.aumento)}% in più ${f.riferimento === 'lastYear' ? 'dello stesso periodo dell’anno scorso' : 'della media dei periodi precedenti'} (${qty(f.consumoRiferimento, f.unita)}).${f.fascia ? ` È cresciuta di più la fascia ${show(f.fascia)}: ${qty(f.fasciaOra, f.unita)} contro ${qty(f.fasciaPrima, f.unita)}.` : ''}`,
      baseLoadRise: (f) =>
        `Nella settimana dal ${period(f.periodo)} il consumo di base notturno e festivo della fornitura ${show(f.podPdr)} è di ${number(f.baseOra, 2)} kW, il ${show(f.aumento)}% in più delle settimane precedenti (${number(f.basePrima, 2)} kW).`,
      budget: (f) =>
        `Per ${commodity('it', f.commodity)} la spesa del ${show(f.anno)} è di ${euro(f.costoAdOggi)} fino a oggi e la previsione a fine anno è di ${euro(f.previsione ?? f.costoAdOggi)}: oltre il budget di ${euro(f.budget)}.`,
      conventionQuantity: (f) =>
        `Della convenzione ${show(f.convenzione)} (${show(f.nome)}) restano ${qty(f.disponibile, f.unita)} su ${qty(f.massimo, f.unita)}: il ${number(f.residuo, 1)}%, sotto la soglia del ${show(f.soglia)}%.`,
    },
    greeting: 'Gentile cliente,',
    open: 'Apri il portale',
    why: 'Questo avviso arriva perché è attivo nelle impostazioni degli avvisi del portale.',
    unsubscribe: (kind) => `Non ricevere più avvisi «${kind}»`,
    kindName: {
      billIssued: 'Nuova bolletta',
      billDue: 'Bolletta in scadenza',
      billOverdue: 'Bolletta scaduta',
      selfReadingWindow: 'Autolettura gas',
      requestChanged: 'Stato delle richieste',
      consumptionAnomaly: 'Consumo anomalo',
      baseLoadRise: 'Consumo di base in aumento',
      budget: 'Budget superato',
      conventionQuantity: 'Quantità della convenzione',
    },
    unsubscribed: {
      title: 'Avvisi disattivati',
      body: (kind) => `Gli avvisi «${kind}» non verranno più inviati per e-mail.`,
      invalid:
        'Il collegamento non è valido o è scaduto. Gli avvisi si possono gestire dal profilo nel portale.',
      back: 'Vai al portale',
    },
  },
  de: {
    subject: {
      billIssued: (f) => `Neue Rechnung ${show(f.numeroFattura)}`,
      billDue: (f) => `Rechnung ${show(f.numeroFattura)} fällig am ${day(f.dataScadenza)}`,
      billOverdue: (f) => `Rechnung ${show(f.numeroFattura)} überfällig`,
      selfReadingWindow: (f) => `Gas-Selbstablesung offen bis ${day(f.al)}`,
      requestChanged: (f) => `Anfrage ${show(f.id)}: neuer Status`,
      consumptionAnomaly: (f) =>
        `Verbrauch um ${show(f.aumento)} % gestiegen an der Lieferstelle ${show(f.podPdr)}`,
      baseLoadRise: (f) =>
        `Grundlast um ${show(f.aumento)} % gestiegen an der Lieferstelle ${show(f.podPdr)}`,
      budget: (f) => `Budget ${show(f.anno)} für ${commodity('de', f.commodity)} überschritten`,
      conventionQuantity: (f) =>
        `Konvention ${show(f.convenzione)}: noch ${number(f.residuo, 1)} % der Menge`,
    },
    body: {
      billIssued: (f) =>
        `Die Rechnung ${show(f.numeroFattura)} vom ${day(f.dataEmissione)} über ${euro(f.importo)} wurde ausgestellt; fällig am ${day(f.dataScadenza)}.`,
      billDue: (f) =>
        `Die Rechnung ${show(f.numeroFattura)} über ${euro(f.importo)} ist am ${day(f.dataScadenza)} fällig.`,
      billOverdue: (f) =>
        `Die Rechnung ${show(f.numeroFattura)} über ${euro(f.importo)} war am ${day(f.dataScadenza)} fällig und ist nicht bezahlt.`,
      selfReadingWindow: (f) =>
        `Vom ${day(f.dal)} bis ${day(f.al)} kann der Gaszählerstand für die Lieferstelle ${show(f.podPdr)} mitgeteilt werden.`,
      requestChanged: (f) => `Die Anfrage ${show(f.id)} hat jetzt den Status „${show(f.stato)}“.`,
      consumptionAnomaly: (f) =>
        `${isWeek(f) ? `In der Woche ab ${period(f.periodo)}` : `Im Monat ${period(f.periodo)}`} hat die Lieferstelle ${show(f.podPdr)} ${qty(f.consumo, f.unita)} verbraucht, ${show(f.aumento)} % mehr als ${f.riferimento === 'lastYear' ? 'im selben Zeitraum des Vorjahres' : 'im Mittel der Zeiträume davor'} (${qty(f.consumoRiferimento, f.unita)}).${f.fascia ? ` Am stärksten gestiegen ist das Zeitband ${show(f.fascia)}: ${qty(f.fasciaOra, f.unita)} gegenüber ${qty(f.fasciaPrima, f.unita)}.` : ''}`,
      baseLoadRise: (f) =>
        `In der Woche ab ${period(f.periodo)} liegt die Grundlast nachts und an Feiertagen an der Lieferstelle ${show(f.podPdr)} bei ${number(f.baseOra, 2)} kW, ${show(f.aumento)} % über den Wochen davor (${number(f.basePrima, 2)} kW).`,
      budget: (f) =>
        `Für ${commodity('de', f.commodity)} betragen die Kosten ${show(f.anno)} bisher ${euro(f.costoAdOggi)}, die Prognose zum Jahresende ${euro(f.previsione ?? f.costoAdOggi)}: über dem Budget von ${euro(f.budget)}.`,
      conventionQuantity: (f) =>
        `Von der Konvention ${show(f.convenzione)} (${show(f.nome)}) sind noch ${qty(f.disponibile, f.unita)} von ${qty(f.massimo, f.unita)} übrig: ${number(f.residuo, 1)} %, unter der Schwelle von ${show(f.soglia)} %.`,
    },
    greeting: 'Sehr geehrte Kundin, sehr geehrter Kunde,',
    open: 'Portal öffnen',
    why: 'Diese Nachricht kommt, weil dieser Hinweis in den Einstellungen des Portals aktiv ist.',
    unsubscribe: (kind) => `Keine Hinweise „${kind}“ mehr erhalten`,
    kindName: {
      billIssued: 'Neue Rechnung',
      billDue: 'Fällige Rechnung',
      billOverdue: 'Überfällige Rechnung',
      selfReadingWindow: 'Gas-Selbstablesung',
      requestChanged: 'Status der Anfragen',
      consumptionAnomaly: 'Auffälliger Verbrauch',
      baseLoadRise: 'Steigende Grundlast',
      budget: 'Budget überschritten',
      conventionQuantity: 'Menge der Konvention',
    },
    unsubscribed: {
      title: 'Hinweise abbestellt',
      body: (kind) => `Hinweise „${kind}“ werden nicht mehr per E-Mail gesendet.`,
      invalid:
        'Der Link ist ungültig oder abgelaufen. Die Hinweise lassen sich im Profil des Portals verwalten.',
      back: 'Zum Portal',
    },
  },
  'en-US': {
    subject: {
      billIssued: (f) => `New bill ${show(f.numeroFattura)}`,
      billDue: (f) => `Bill ${show(f.numeroFattura)} due on ${day(f.dataScadenza)}`,
      billOverdue: (f) => `Bill ${show(f.numeroFattura)} overdue`,
      selfReadingWindow: (f) => `Gas self-reading open until ${day(f.al)}`,
      requestChanged: (f) => `Request ${show(f.id)}: state changed`,
      consumptionAnomaly: (f) => `Consumption up ${show(f.aumento)}% at supply ${show(f.podPdr)}`,
      baseLoadRise: (f) => `Base load up ${show(f.aumento)}% at supply ${show(f.podPdr)}`,
      budget: (f) => `${show(f.anno)} ${commodity('en-US', f.commodity)} budget exceeded`,
      conventionQuantity: (f) =>
        `Convention ${show(f.convenzione)}: ${number(f.residuo, 1)}% of the quantity left`,
    },
    body: {
      billIssued: (f) =>
        `Bill ${show(f.numeroFattura)} of ${day(f.dataEmissione)}, ${euro(f.importo)}, was issued; it is due on ${day(f.dataScadenza)}.`,
      billDue: (f) =>
        `Bill ${show(f.numeroFattura)} of ${euro(f.importo)} is due on ${day(f.dataScadenza)}.`,
      billOverdue: (f) =>
        `Bill ${show(f.numeroFattura)} of ${euro(f.importo)} was due on ${day(f.dataScadenza)} and is not paid.`,
      selfReadingWindow: (f) =>
        `From ${day(f.dal)} to ${day(f.al)} the gas meter reading of supply ${show(f.podPdr)} can be sent.`,
      requestChanged: (f) => `Request ${show(f.id)} is now "${show(f.stato)}".`,
      consumptionAnomaly: (f) =>
        `${isWeek(f) ? `In the week from ${period(f.periodo)}` : `In ${period(f.periodo)}`} supply ${show(f.podPdr)} used ${qty(f.consumo, f.unita)}, ${show(f.aumento)}% more than ${f.riferimento === 'lastYear' ? 'the same period last year' : 'the mean of the periods before'} (${qty(f.consumoRiferimento, f.unita)}).${f.fascia ? ` Band ${show(f.fascia)} grew most: ${qty(f.fasciaOra, f.unita)} against ${qty(f.fasciaPrima, f.unita)}.` : ''}`,
      baseLoadRise: (f) =>
        `In the week from ${period(f.periodo)} the night and holiday base load of supply ${show(f.podPdr)} is ${number(f.baseOra, 2)} kW, ${show(f.aumento)}% above the weeks before (${number(f.basePrima, 2)} kW).`,
      budget: (f) =>
        `The ${show(f.anno)} cost of ${commodity('en-US', f.commodity)} is ${euro(f.costoAdOggi)} to date and forecast at ${euro(f.previsione ?? f.costoAdOggi)} by the year's end: over the budget of ${euro(f.budget)}.`,
      conventionQuantity: (f) =>
        `Convention ${show(f.convenzione)} (${show(f.nome)}) has ${qty(f.disponibile, f.unita)} of ${qty(f.massimo, f.unita)} left: ${number(f.residuo, 1)}%, under the threshold of ${show(f.soglia)}%.`,
    },
    greeting: 'Dear customer,',
    open: 'Open the portal',
    why: 'This alert comes because it is on in the portal’s alert settings.',
    unsubscribe: (kind) => `Stop "${kind}" alerts`,
    kindName: {
      billIssued: 'New bill',
      billDue: 'Bill due',
      billOverdue: 'Bill overdue',
      selfReadingWindow: 'Gas self-reading',
      requestChanged: 'Request states',
      consumptionAnomaly: 'Unusual consumption',
      baseLoadRise: 'Base load rising',
      budget: 'Budget exceeded',
      conventionQuantity: 'Convention quantity',
    },
    unsubscribed: {
      title: 'Alerts turned off',
      body: (kind) => `"${kind}" alerts will no longer be sent by e-mail.`,
      invalid:
        'The link is not valid or has expired. Alerts can be managed in the portal’s profile.',
      back: 'Go to the portal',
    },
  },
};

export function mailLanguage(locale: string | null | undefined): MailLanguage {
  return locale === 'it' || locale === 'de' ? locale : 'en-US';
}
