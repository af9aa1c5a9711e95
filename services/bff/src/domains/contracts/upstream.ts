// The data-service document of contract lines and the record it answers.
import type { Contratto } from '@portal/upstream-contract/records';

const CONTRATTO_FIELDS = `idrigaContratto idcontratto codiceContratto codiceRigaContratto codUtility codicePunto statoRiga macroStato prodotto
  offerCode idsede descrizioneSede indirizzo localita provincia friendlyName dataStipula dataAttivazione dataCessazione
  dataInizioValidita dataFineValidita frequenzaFatturazione tipoPagamento modalitaStipula tipoLettura canInsertLettura
  finestraLetturaDal finestraLetturaAl consumoContrattualeEe consumoContrattualeGas rataCostante businessConventionCode
  businessConventionName businessConventionType businessConventionStartDate businessConventionEndDate agenteTestata
  idanagrafica idfornitura ultimaLettura dataUltimaLettura`;

export const CONTRATTI_QUERY = `query Contratti($idanagrafica: [Int!], $idrigaContratto: Int, $idsede: Int, $codUtility: CodUtility,
  $hasBusinessConvention: Boolean, $canInsertLettura: Boolean, $lastContrattoSede: Boolean, $first: Int, $offset: Int, $sort: String) {
  contratti(idanagrafica: $idanagrafica, idrigaContratto: $idrigaContratto, idsede: $idsede, codUtility: $codUtility,
    hasBusinessConvention: $hasBusinessConvention, canInsertLettura: $canInsertLettura, lastContrattoSede: $lastContrattoSede,
    first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${CONTRATTO_FIELDS} }
  }
}`;

export type ContractRecord = Contratto;

/** ContractDetail is resolved field by field from the contract record (codegen mapper). */
export interface ContractDetailParent {
  record: ContractRecord;
}
