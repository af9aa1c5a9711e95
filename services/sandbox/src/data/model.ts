// The upstream entities as the data service serves them: the records of the upstream contract
// (packages/upstream-contract, §3 and the extensions of docs/upstream-contract.md), each filled
// where the contract allows null but the sandbox always has a value, and with the few fields the
// sandbox keeps for itself beside them.
import type * as Contract from '@portal/upstream-contract/records';

/** A record whose listed fields the sandbox always fills. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** §1: 1 gas, 0 power. */
export type CodUtilityCode = Contract.UtilityCode;

export type Fattura = Filled<
  Contract.Fattura,
  | 'bitMask'
  | 'cardStatusMask'
  | 'codiceRigaContratto'
  | 'codiceStatoPagamento'
  | 'compAl'
  | 'compDal'
  | 'dataScadenza'
  | 'fileId'
  | 'modalitaPagamento'
  | 'podPdr'
  | 'rate'
  | 'saldo'
  | 'tipoDoc'
  | 'totaleApagare'
>;

export type Contratto = Filled<
  Contract.Contratto,
  | 'agenteTestata'
  | 'bitMask'
  | 'codiceAgenteTestata'
  | 'codiceRigaContratto'
  | 'currentCarica'
  | 'dataAttivazione'
  | 'dataCessazione'
  | 'dataFineValidita'
  | 'dataInizioValidita'
  | 'dataStipula'
  | 'descrizioneSede'
  | 'frequenzaFatturazione'
  | 'friendlyName'
  | 'idagenteTestata'
  | 'idfrequenzaFatturazione'
  | 'idmacroStato'
  | 'idmodalitaStipula'
  | 'idprodotto'
  | 'idsede'
  | 'idstatoRiga'
  | 'indirizzo'
  | 'localita'
  | 'macroStato'
  | 'modalitaStipula'
  | 'offerCode'
  | 'prodotto'
  | 'provincia'
  | 'statoRiga'
  | 'tipoLettura'
  | 'tipoPagamento'
  | 'idfornitura'
>;

export type AidIndici = Filled<Contract.AidIndici, 'consumoAnnoEe'>;

export type FatturaDigitale = Filled<
  Contract.FatturaDigitale,
  'eMail' | 'idTipoInvioFattura' | 'iDTMaster' | 'tipoInvioFatturaDescrizione' | 'valoreFlags'
>;

export type Anagrafica = Filled<
  Contract.Anagrafica,
  | 'cap'
  | 'cfisc'
  | 'indirizzo'
  | 'localita'
  | 'nazione'
  | 'nazioneDatoFiscale'
  | 'provincia'
  | 'ragSoc'
> & { aidIndici: AidIndici; fatturaDigitale: FatturaDigitale };

/** (extra) A supply point: one POD (power) or PDR (gas) at a site, and how the sandbox models it. */
export interface Fornitura extends Contract.Fornitura {
  /** Monthly consumption level used by the consumption model (kWh or Smc per month). */
  baseMensile: number;
  /** Price level (€/kWh or €/Smc, VAT excluded). */
  prezzoUnitario: number;
  aliquotaIva: number;
  firstMonth: number;
  lastMonth: number;
}

export type StatoStorico = Contract.StatoStorico;
export type Operazione = Contract.Operazione;
export type Notifica = Contract.Notifica;
export type MovimentoBonus = Contract.MovimentoBonus;
export type LivelloProgrammaBonus = Contract.LivelloProgrammaBonus;
export type ProgrammaBonus = Contract.ProgrammaBonus;
export type BonusFedelta = Contract.BonusFedelta;
export type TipoRichiestaGestione = Contract.TipoRichiestaGestione;
export type RichiestaGestione = Contract.RichiestaGestione;
export type Lettura = Contract.Lettura;
