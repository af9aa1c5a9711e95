// The contract (contratti) of §3. Ids are integers, dates ISO strings, codUtility 1 gas / 0 power.

/** §1: 1 is gas, 0 is power (codUtility of the records). */
export type UtilityCode = 0 | 1;

/** The same commodity as the data service's arguments name it (its enum CodUtility, §7). */
export type CodUtility = 'Gas' | 'Power';

export interface Contratto {
  agenteTestata: string | null;
  bitMask: number | null;
  businessConventionCode: string | null;
  businessConventionCouponCode: string | null;
  businessConventionEndDate: string | null;
  businessConventionName: string | null;
  businessConventionStartDate: string | null;
  businessConventionType: string | null;
  canInsertLettura: boolean;
  cardType: string | null;
  cc: string | null;
  codDomiciliazione: string | null;
  codiceAgenteTestata: string | null;
  codiceContratto: string;
  /** The supply point: pdr for gas, pod for power (§1). */
  codicePunto: string;
  codiceRigaContratto: string | null;
  codUtility: UtilityCode;
  consumoContrattualeEe: number | null;
  consumoContrattualeGas: number | null;
  currentCarica: number | null;
  dataAttivazione: string | null;
  dataCessazione: string | null;
  dataFineValidita: string | null;
  dataInizioValidita: string | null;
  dataStipula: string | null;
  descrizioneSede: string | null;
  finestraLetturaAl: string | null;
  finestraLetturaDal: string | null;
  frequenzaFatturazione: string | null;
  friendlyName: string | null;
  idagenteTestata: number | null;
  idanagrafica: number;
  idbanca: number | null;
  idcontratto: number;
  idcreditcard: number | null;
  idfrequenzaFatturazione: number | null;
  idmacroStato: number | null;
  idmodalitaStipula: number | null;
  idprodotto: number | null;
  idrigaContratto: number;
  idsede: number | null;
  idstatoRiga: number | null;
  indirizzo: string | null;
  lastContrattoSede: boolean;
  localita: string | null;
  macroStato: string | null;
  modalitaStipula: string | null;
  noteAgenzia: string | null;
  offerCode: string | null;
  pAN: string | null;
  prodotto: string | null;
  provincia: string | null;
  rataCostante: boolean | null;
  /** Contract line status, labelled by contractStatus (§4). */
  statoRiga: string | null;
  tipoLettura: string | null;
  tipoPagamento: string | null;
  token: string | null;
}
