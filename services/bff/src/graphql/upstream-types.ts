// Shapes of the upstream answers the API reads beyond the §3 entities of @portal/shared
// (docs/upstream-contract.md and the sandbox's data documentation). Only the fields read here.
export type CodUtility = 0 | 1;

export interface FornituraRecord {
  idfornitura: number;
  idanagrafica: number;
  idsede: number;
  codUtility: CodUtility;
  podPdr: string;
  descrizioneSede: string | null;
  indirizzo: string | null;
  cap: string | null;
  localita: string | null;
  provincia: string | null;
  statoFornitura: string | null;
  dataAttivazione: string | null;
  dataCessazione: string | null;
  idrigaContratto: number | null;
  prodotto: string | null;
  energiaVerde: boolean;
  percentualeRinnovabile: number | null;
  certificazioneVerde: string | null;
  co2EvitataKg: number | null;
  potenzaImpegnata: number | null;
  potenzaDisponibile: number | null;
  tensione: string | null;
  classeContatore: string | null;
  tipoUso: string | null;
  consumoAnnuo: number | null;
  unitaMisura: string | null;
}

export interface StatoStoricoRecord {
  stato: string;
  data: string;
  nota: string | null;
}

export interface OperazioneRecord {
  idoperazione: number;
  idanagrafica: number;
  idfornitura: number | null;
  podPdr: string | null;
  codUtility: CodUtility | null;
  tipo: string;
  descrizione: string;
  stato: string;
  dataApertura: string;
  dataUltimoAggiornamento: string;
  storico: StatoStoricoRecord[];
}

export interface NotificaRecord {
  idnotifica: number;
  idanagrafica: number;
  categoria: string | null;
  titolo: string;
  testo: string;
  dataCreazione: string;
  letta: boolean;
  link: string | null;
}

export interface BonusFedeltaRecord {
  idanagrafica: number;
  punti: number;
  livello: string;
  sogliaProssimoLivello: number | null;
  idoneo: boolean;
  motivoNonIdoneo: string | null;
  scadenzaPunti: string | null;
  movimenti: { data: string; punti: number; descrizione: string }[];
}

export interface ExportJobRecord {
  idJob: number | string;
  tipo: string;
  status: number;
  createdAt: string;
  updatedAt: string | null;
  numeroFatture: number;
}

export interface InvoiceRowRecord {
  descrizione: string;
  quantita: number | null;
  unita: string | null;
  prezzoUnitario: number | null;
  importo: number;
  aliquotaIva: number | null;
}

export interface WpPost {
  id: number;
  date: string;
  slug?: string;
  link?: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  content?: { rendered?: string };
}

export interface LetturaRecord {
  idLettura: number;
  idanagrafica: number;
  idrigaContratto: number;
  dataLettura: string;
  lettura: number;
  tipoLettura: string | null;
  unitaMisura: string | null;
}

export interface RichiestaGestioneRecord {
  idrichiesta: number;
  idanagrafica: number;
  idfornitura: number;
  tipo: string;
  stato: string;
  dataRichiesta: string;
  storico: StatoStoricoRecord[];
}

export interface Page<T> {
  totalCount: number;
  nodes: T[];
}
