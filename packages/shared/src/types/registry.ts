// The customer registry (anagrafica) of §3 with its aidIndici and fatturaDigitale parts.

export interface AidIndici {
  consumoAnnoEe: number | null;
  idanagrafica: number;
}

export interface FatturaDigitale {
  eMail: string | null;
  flgDigi: boolean;
  flgEMail: boolean;
  flgRaggr: boolean;
  iDAnagrafica: number;
  idTipoInvioFattura: number | null;
  iDTMaster: number | null;
  tipoInvioFatturaDescrizione: string | null;
  valoreFlags: number | null;
}

export interface Anagrafica {
  ateco: string | null;
  ateco2: string | null;
  cap: string | null;
  cfisc: string | null;
  codiceFiscaleEstero: string | null;
  cognome: string | null;
  idanagrafica: number;
  indirizzo: string | null;
  localita: string | null;
  nazione: string | null;
  nazioneDatoFiscale: string | null;
  nome: string | null;
  piva: string | null;
  provincia: string | null;
  ragSoc: string | null;
  splitPayment: boolean;
  aidIndici: AidIndici | null;
  fatturaDigitale: FatturaDigitale | null;
}
