// Registry, sites, supplies and contract rows of one demo registry (§3 Anagrafica, Contratto).
import { addDays, monthIndex, monthStart, toYmd } from './dates.ts';
import type { Anagrafica, Contratto, Fornitura } from './model.ts';
import { AGENTS, PREVIOUS_PRODUCTS, PRODUCTS_GAS, PRODUCTS_POWER } from './places.ts';
import type { RegistryProfile, SupplyPlan } from './profiles.ts';
import type { Rng } from './prng.ts';
import { registryTaxCode } from './tax-codes.ts';

export const OPEN_END = '9999-12-31';

// The enumerations this module writes, in upstream's Italian (docs/upstream-contract.md
// "Enumerations"); exported so the portal's tests check it knows every one of them.

/** tipoPagamento of a contract line, and modalitaPagamento of its invoices. */
export const TIPI_PAGAMENTO = {
  card: 'Carta di credito',
  postalSlip: 'Bollettino postale',
  bankTransfer: 'Bonifico bancario',
  directDebit: 'Addebito diretto SEPA',
} as const;

/** frequenzaFatturazione by idfrequenzaFatturazione (months per bill). */
export const FREQUENZE_FATTURAZIONE = { 1: 'Mensile', 2: 'Bimestrale' } as const;

/** modalitaStipula by idmodalitaStipula. */
export const MODALITA_STIPULA = { 1: 'Web', 2: 'Agenzia' } as const;

/** tipoLettura of a contract line: remote reading, or the customer's own for retail gas. */
export const TIPI_LETTURA_CONTRATTO = { remote: 'Telelettura', self: 'Autolettura' } as const;

/** tensione of a power supply. */
export const TENSIONI = { low: 'Bassa tensione', medium: 'Media tensione' } as const;

/** tipoUso of a supply by the kind of customer. */
export const TIPI_USO = {
  person: 'Domestico',
  public: 'Pubblica amministrazione',
  company: 'Altri usi',
} as const satisfies Record<RegistryProfile['party'], string>;

/** fatturaDigitale.tipoInvioFatturaDescrizione: by e-mail or on paper. */
export const TIPI_INVIO_FATTURA = { digital: 'E-mail', paper: 'Cartaceo' } as const;

/** unitaMisura of a supply, its invoices, consumptions and readings (kWh for power, Smc for gas). */
export const UNITA_MISURA = { power: 'kWh', gas: 'Smc' } as const;

/** cardType of a card payer (a brand, shown as is; not in the portal's API). */
export const CARD_TYPES = ['VISA'] as const;

export interface RegistryData {
  anagrafica: Anagrafica;
  forniture: Fornitura[];
  contratti: Contratto[];
}

interface Site {
  idsede: number;
  descrizioneSede: string;
  indirizzo: string;
  cap: string;
  localita: string;
  provincia: string;
}

const SITE_NAMES: Record<RegistryProfile['party'], readonly string[]> = {
  person: ['Abitazione principale'],
  company: ['Sede legale', 'Stabilimento', 'Magazzino', 'Uffici', 'Punto vendita', 'Laboratorio'],
  public: [
    'Municipio',
    'Scuola primaria',
    'Biblioteca civica',
    'Palestra comunale',
    'Poliambulatorio',
    'Uffici tecnici',
    'Centro sportivo',
    "Scuola dell'infanzia",
  ],
};

function makeSites(p: RegistryProfile, rng: Rng): Site[] {
  const sites: Site[] = [];
  for (let n = 0; n < p.sites; n++) {
    const place = p.places[n % p.places.length] ?? rng.pick(p.places);
    const names = SITE_NAMES[p.party];
    const label = names[n % names.length] ?? 'Sede';
    sites.push({
      idsede: 10_000_000 + p.ordinal * 10_000 + n + 1,
      descrizioneSede:
        p.sites > names.length ? `${label} ${Math.floor(n / names.length) + 1}` : label,
      indirizzo: `${rng.pick(place.streets)} ${rng.int(1, 120)}`,
      cap: place.cap,
      localita: place.localita,
      provincia: place.provincia,
    });
  }
  return sites;
}

/**
 * The draws the registry's tax code once took from the month's generator: still taken, so every
 * figure drawn after it stays as it was; the code itself comes from tax-codes.ts.
 */
function skipTaxCodeDraws(p: RegistryProfile, rng: Rng): void {
  const draws = p.party === 'person' ? 16 : 10;
  for (let n = 0; n < draws; n++) rng.next();
}

function makeAnagrafica(p: RegistryProfile, rng: Rng, first: Site): Anagrafica {
  skipTaxCodeDraws(p, rng);
  const cfisc = registryTaxCode(p, first.provincia);
  const digital = p.retail ? rng.chance(0.7) || p.idAnagrafica === 100001 : true;
  const consumoAnnoEe = p.plans
    .filter((x) => x.codUtility === 0)
    .reduce((s, x) => s + x.base * 12 * x.count, 0);
  return {
    ateco:
      p.party === 'person'
        ? null
        : p.party === 'public'
          ? '84.11.10'
          : rng.pick(['55.10.00', '10.51.20', '16.23.10', '25.62.00', '68.32.00']),
    ateco2: p.party === 'company' ? rng.pick(['46.90.00', '47.11.40', null]) : null,
    cap: first.cap,
    cfisc,
    codiceFiscaleEstero: null,
    cognome: p.cognome,
    idanagrafica: p.idAnagrafica,
    indirizzo: first.indirizzo,
    localita: first.localita,
    nazione: 'IT',
    nazioneDatoFiscale: 'IT',
    nome: p.nome,
    piva: p.party === 'person' ? null : cfisc,
    provincia: first.provincia,
    ragSoc: p.ragSoc,
    splitPayment: p.party === 'public',
    aidIndici: { consumoAnnoEe, idanagrafica: p.idAnagrafica },
    fatturaDigitale: {
      eMail: p.email,
      flgDigi: digital,
      flgEMail: digital,
      flgRaggr: p.party !== 'person',
      iDAnagrafica: p.idAnagrafica,
      idTipoInvioFattura: digital ? 2 : 1,
      iDTMaster: 1,
      tipoInvioFatturaDescrizione: digital ? TIPI_INVIO_FATTURA.digital : TIPI_INVIO_FATTURA.paper,
      valoreFlags: (digital ? 1 : 0) | (digital ? 2 : 0) | (p.party !== 'person' ? 4 : 0),
    },
    eMail: p.email,
    telefono: p.party === 'person' ? null : `045 ${rng.digits(7)}`,
    cellulare: p.party === 'person' ? `34${rng.int(0, 9)} ${rng.digits(7)}` : null,
    customerSegment: p.customerSegment,
    culture: p.culture,
  };
}

export function podCode(idfornitura: number): string {
  return `IT001E${String((idfornitura * 7919) % 100_000_000).padStart(8, '0')}`;
}

export function pdrCode(idfornitura: number): string {
  return String((idfornitura * 102_947) % 100_000_000_000_000).padStart(14, '0');
}

interface PaymentSetup {
  tipoPagamento: string;
  idbanca: number | null;
  cc: string | null;
  codDomiciliazione: string | null;
  idcreditcard: number | null;
  cardType: string | null;
  pAN: string | null;
  token: string | null;
}

function paymentSetup(p: RegistryProfile, plan: SupplyPlan, idf: number, rng: Rng): PaymentSetup {
  const none = {
    idbanca: null,
    cc: null,
    codDomiciliazione: null,
    idcreditcard: null,
    cardType: null,
    pAN: null,
    token: null,
  };
  if (p.cardPayer && plan.codUtility === 0) {
    return {
      ...none,
      tipoPagamento: TIPI_PAGAMENTO.card,
      idcreditcard: 9000 + p.ordinal,
      cardType: CARD_TYPES[0],
      pAN: '************4242',
      token: `tok_${idf.toString(36)}`,
    };
  }
  if (p.retail && (plan.codUtility === 1 || rng.chance(0.5)))
    return { ...none, tipoPagamento: TIPI_PAGAMENTO.postalSlip };
  if (p.party === 'public') return { ...none, tipoPagamento: TIPI_PAGAMENTO.bankTransfer };
  return {
    ...none,
    tipoPagamento: TIPI_PAGAMENTO.directDebit,
    idbanca: 3000 + (p.ordinal % 7),
    cc: `IT${rng.digits(2)}X0${rng.digits(4)}*************${rng.digits(4)}`,
    codDomiciliazione: `SDD-${p.idAnagrafica}-${rng.digits(4)}`,
  };
}

/** statoRiga of a contract line (and statoFornitura of its supply) → its macroStato and ids. */
export const STATI_RIGA: Readonly<
  Record<string, { idmacroStato: number; macroStato: string; idstatoRiga: number }>
> = {
  Attiva: { idmacroStato: 2, macroStato: 'Attivo', idstatoRiga: 20 },
  'In fase di attivazione': { idmacroStato: 1, macroStato: 'In attivazione', idstatoRiga: 10 },
  Sospesa: { idmacroStato: 3, macroStato: 'Sospeso', idstatoRiga: 30 },
  Cessata: { idmacroStato: 4, macroStato: 'Cessato', idstatoRiga: 40 },
};

function macroOf(stato: string): { idmacroStato: number; macroStato: string; idstatoRiga: number } {
  return STATI_RIGA[stato] ?? { idmacroStato: 2, macroStato: 'Attivo', idstatoRiga: 20 };
}

/**
 * The sites each commodity is supplied at, by codUtility. A business site (idsede) is supplied with
 * one commodity, so the invoices of a commodity are those of its sites (docs/upstream-contract.md):
 * the sites are shared out in proportion to the supplies, each commodity getting at least one (two
 * when it has two supplies or more and there are four sites or more). A home takes both at one site.
 */
function sitesByUtility(p: RegistryProfile, sites: Site[]): [Site[], Site[]] {
  const count = (code: 0 | 1): number =>
    p.plans.filter((x) => x.codUtility === code).reduce((n, x) => n + x.count, 0);
  const power = count(0);
  const gas = count(1);
  if (p.retail || power === 0 || gas === 0 || sites.length < 2) return [sites, sites];
  const least = (supplies: number): number => (supplies >= 2 && sites.length >= 4 ? 2 : 1);
  const wanted = Math.round((sites.length * gas) / (power + gas));
  const gasSites = Math.min(Math.max(wanted, least(gas)), sites.length - least(power));
  return [sites.slice(0, sites.length - gasSites), sites.slice(sites.length - gasSites)];
}

/** Builds the registry, its sites, supplies and contract rows. */
export function buildRegistry(p: RegistryProfile, rng: Rng, today: Date): RegistryData {
  const sites = makeSites(p, rng);
  const firstSite = sites[0];
  if (!firstSite) throw new Error(`registry ${p.idAnagrafica} has no site`);
  const anagrafica = makeAnagrafica(p, rng, firstSite);
  const forniture: Fornitura[] = [];
  const contratti: Contratto[] = [];
  const currentMonth = monthIndex(today);
  const base = p.ordinal * 10_000;
  let supplyNo = 0;
  let rowNo = 0;
  const headers = new Map<string, number>();
  const agent = AGENTS[p.ordinal % AGENTS.length] ?? AGENTS[0];

  const sitesOf = sitesByUtility(p, sites);
  const placed: [number, number] = [0, 0];
  for (const plan of p.plans) {
    const own = sitesOf[plan.codUtility];
    for (let n = 0; n < plan.count; n++) {
      supplyNo += 1;
      // Shared sites take the supplies in turn, as they always have; a commodity's own sites too.
      const turn = own === sites ? supplyNo - 1 : placed[plan.codUtility]++;
      const site = own[turn % own.length] ?? firstSite;
      const idfornitura = 20_000_000 + base + supplyNo;
      const power = plan.codUtility === 0;
      const stato = plan.statoRiga ?? 'Attiva';
      const firstMonth = currentMonth - Math.max(plan.months, 0);
      const lastMonth =
        stato === 'Cessata'
          ? currentMonth - rng.int(3, 9)
          : stato === 'In fase di attivazione'
            ? firstMonth
            : Number.MAX_SAFE_INTEGER;
      const products = power ? PRODUCTS_POWER : PRODUCTS_GAS;
      const product = plan.convention
        ? (products[products.length - 1] ?? products[0])
        : (products[p.retail ? (power && p.culture === 'de-DE' ? 1 : 0) : 1 % products.length] ??
          products[0]);
      const green =
        power &&
        (product.idprodotto === 12 || (!p.retail && rng.chance(0.35)) || p.idAnagrafica === 100001);
      const potenza = power
        ? p.party === 'person'
          ? 3
          : p.retail
            ? 6
            : rng.pick([15, 30, 50, 100])
        : null;
      const codicePunto = power ? podCode(idfornitura) : pdrCode(idfornitura);
      const fornitura: Fornitura = {
        idfornitura,
        idanagrafica: p.idAnagrafica,
        idsede: site.idsede,
        codUtility: plan.codUtility,
        podPdr: codicePunto,
        descrizioneSede: site.descrizioneSede,
        indirizzo: site.indirizzo,
        cap: site.cap,
        localita: site.localita,
        provincia: site.provincia,
        statoFornitura: stato,
        dataAttivazione: toYmd(monthStart(firstMonth)),
        dataCessazione:
          stato === 'Cessata' ? toYmd(addDays(monthStart(lastMonth + 1), -1)) : OPEN_END,
        idrigaContratto: 0,
        prodotto: product.prodotto,
        energiaVerde: green,
        percentualeRinnovabile: green ? 100 : power ? 42 : 0,
        certificazioneVerde: green
          ? 'Garanzia di Origine (GO) - impianti idroelettrici Alto Adige'
          : null,
        co2EvitataKg: 0,
        potenzaImpegnata: potenza,
        potenzaDisponibile: potenza === null ? null : Math.round(potenza * 1.1 * 10) / 10,
        tensione: power
          ? potenza !== null && potenza > 30
            ? TENSIONI.medium
            : TENSIONI.low
          : null,
        classeContatore: power ? null : plan.base > 1000 ? 'G25' : 'G4',
        // A household G4 meter shows 5 whole digits of Smc, a larger G25 one 6.
        matricolaContatore: `${power ? 'E' : 'G'}${String(idfornitura).padStart(10, '0')}`,
        cifreContatore: power ? null : plan.base > 1000 ? 6 : 5,
        telegestito: plan.intervalMeter ?? !p.retail,
        tipoUso: TIPI_USO[p.party],
        consumoAnnuo: plan.base * 12,
        unitaMisura: power ? UNITA_MISURA.power : UNITA_MISURA.gas,
        baseMensile: plan.base * (0.7 + 0.6 * rng.next()),
        prezzoUnitario: power ? 0.16 + 0.04 * rng.next() : 0.85 + 0.25 * rng.next(),
        aliquotaIva: p.party === 'person' ? 0.1 : 0.22,
        firstMonth,
        lastMonth,
      };
      fornitura.consumoAnnuo = Math.round(fornitura.baseMensile * 12);
      // CO₂ avoided is of energy delivered: none yet for a supply still being activated.
      fornitura.co2EvitataKg =
        green && stato !== 'In fase di attivazione' ? Math.round(fornitura.consumoAnnuo * 0.25) : 0;

      const headerKey = p.retail ? `s${supplyNo}` : `${plan.codUtility}-${plan.convention}`;
      let idcontratto = headers.get(headerKey);
      if (idcontratto === undefined) {
        idcontratto = 30_000_000 + base + headers.size + 1;
        headers.set(headerKey, idcontratto);
      }
      const pay = paymentSetup(p, plan, idfornitura, rng);
      const rows: Array<{
        from: number;
        to: number;
        stato: string;
        product: { idprodotto: number; prodotto: string; offerCode: string };
      }> = [];
      if (plan.previousContract) {
        const switchMonth = currentMonth - 14;
        rows.push({
          from: firstMonth,
          to: switchMonth - 1,
          stato: 'Cessata',
          product: PREVIOUS_PRODUCTS[p.retail ? 'retail' : 'business'][power ? 'power' : 'gas'],
        });
        rows.push({ from: switchMonth, to: lastMonth, stato, product });
      } else {
        rows.push({ from: firstMonth, to: lastMonth, stato, product });
      }
      rows.forEach((row, i) => {
        rowNo += 1;
        const idrigaContratto = 40_000_000 + base + rowNo;
        const isLast = i === rows.length - 1;
        const convention = plan.convention && p.convention ? p.convention : null;
        const start = monthStart(row.from);
        const ceased = row.stato === 'Cessata';
        const end = ceased ? toYmd(addDays(monthStart(row.to + 1), -1)) : OPEN_END;
        const readable = Boolean(plan.canInsertLettura) && isLast;
        // The distributor's window: open now (today ± 5 days) or, for readingWindow 'next', the next
        // one (opening in 12 days), so the page can say when a customer may read again.
        const windowOpen = readable && plan.readingWindow !== 'next';
        contratti.push({
          agenteTestata: agent.agenteTestata,
          bitMask: (power ? 1 : 2) | (convention ? 4 : 0) | (windowOpen ? 8 : 0),
          businessConventionCode: convention?.code ?? null,
          businessConventionCouponCode: convention
            ? `${convention.code}-${String(p.idAnagrafica).slice(-3)}`
            : null,
          businessConventionEndDate: convention ? `${today.getUTCFullYear() + 1}-12-31` : null,
          businessConventionName: convention?.name ?? null,
          businessConventionStartDate: convention ? `${today.getUTCFullYear() - 3}-01-01` : null,
          businessConventionType: convention?.type ?? null,
          canInsertLettura: readable,
          cardType: pay.cardType,
          cc: pay.cc,
          codDomiciliazione: pay.codDomiciliazione,
          codiceAgenteTestata: agent.codiceAgenteTestata,
          codiceContratto: `CTR-${idcontratto}`,
          codicePunto,
          codiceRigaContratto: `CTR-${idcontratto}/${String(rowNo).padStart(4, '0')}`,
          codUtility: plan.codUtility,
          consumoContrattualeEe: power ? fornitura.consumoAnnuo : null,
          consumoContrattualeGas: power ? null : fornitura.consumoAnnuo,
          currentCarica: isLast && !ceased,
          dataAttivazione: toYmd(start),
          dataCessazione: end,
          dataFineValidita: end,
          dataInizioValidita: toYmd(start),
          dataStipula: toYmd(addDays(start, -rng.int(20, 60))),
          descrizioneSede: site.descrizioneSede,
          finestraLetturaAl: readable ? toYmd(addDays(today, windowOpen ? 5 : 22)) : null,
          finestraLetturaDal: readable ? toYmd(addDays(today, windowOpen ? -5 : 12)) : null,
          frequenzaFatturazione: FREQUENZE_FATTURAZIONE[plan.billingMonths],
          friendlyName: `${power ? 'Luce' : 'Gas'} - ${site.descrizioneSede} (${site.localita})`,
          idagenteTestata: agent.idagenteTestata,
          idanagrafica: p.idAnagrafica,
          idbanca: pay.idbanca,
          idcontratto,
          idcreditcard: pay.idcreditcard,
          idfrequenzaFatturazione: plan.billingMonths,
          idmodalitaStipula: p.retail ? 1 : 2,
          modalitaStipula: MODALITA_STIPULA[p.retail ? 1 : 2],
          ...macroOf(row.stato),
          idprodotto: row.product.idprodotto,
          idrigaContratto,
          idsede: site.idsede,
          indirizzo: site.indirizzo,
          lastContrattoSede: isLast,
          localita: site.localita,
          noteAgenzia: convention ? `Convenzione ${convention.code}` : null,
          offerCode: row.product.offerCode,
          pAN: pay.pAN,
          prodotto: row.product.prodotto,
          provincia: site.provincia,
          rataCostante: p.retail && rng.chance(0.2),
          statoRiga: row.stato,
          tipoLettura:
            !power && p.retail && !fornitura.telegestito
              ? TIPI_LETTURA_CONTRATTO.self
              : TIPI_LETTURA_CONTRATTO.remote,
          tipoPagamento: pay.tipoPagamento,
          token: pay.token,
          idfornitura,
          ultimaLettura: null,
          dataUltimaLettura: null,
        });
        if (isLast) fornitura.idrigaContratto = idrigaContratto;
      });
      forniture.push(fornitura);
    }
  }
  return { anagrafica, forniture, contratti };
}
