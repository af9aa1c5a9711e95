// Contract line records → the API's Contract; the status travels as its §4 key (ContractStatus).
import { contractStatus, contractStatusCode } from '@portal/shared/status';
import { day, enumerated, optionalId, utilityOf } from '../../graphql/mapping.ts';
import type { ContractRecord } from './upstream.ts';

export function toContract(c: ContractRecord) {
  const macroStatus = enumerated('contractMacroStatus', c.macroStato);
  const billingFrequency = enumerated('billingFrequency', c.frequenzaFatturazione);
  const paymentType = enumerated('paymentMethod', c.tipoPagamento);
  const signingChannel = enumerated('signingChannel', c.modalitaStipula);
  const readingType = enumerated('readingType', c.tipoLettura);
  return {
    id: String(c.idrigaContratto),
    contractNumber: c.codiceContratto,
    contractRowCode: c.codiceRigaContratto,
    utility: utilityOf(c.codUtility),
    pointId: c.codicePunto,
    status: contractStatusCode(c.statoRiga),
    statusTone: contractStatus(c.statoRiga).tone,
    macroStatus: macroStatus.key,
    macroStatusText: macroStatus.text,
    product: c.prodotto,
    offerCode: c.offerCode,
    siteId: optionalId(c.idsede),
    siteName: c.descrizioneSede,
    address: c.indirizzo,
    locality: c.localita,
    province: c.provincia,
    friendlyName: c.friendlyName,
    signedOn: day(c.dataStipula),
    activatedOn: day(c.dataAttivazione),
    terminatedOn: day(c.dataCessazione),
    validFrom: day(c.dataInizioValidita),
    validTo: day(c.dataFineValidita),
    billingFrequency: billingFrequency.key,
    billingFrequencyText: billingFrequency.text,
    paymentType: paymentType.key,
    paymentTypeText: paymentType.text,
    signingChannel: signingChannel.key,
    signingChannelText: signingChannel.text,
    readingType: readingType.key,
    readingTypeText: readingType.text,
    canInsertReading: Boolean(c.canInsertLettura),
    readingWindowFrom: day(c.finestraLetturaDal),
    readingWindowTo: day(c.finestraLetturaAl),
    contractualConsumptionPower: c.consumoContrattualeEe,
    contractualConsumptionGas: c.consumoContrattualeGas,
    constantInstalment: c.rataCostante,
    businessConventionCode: c.businessConventionCode,
    businessConventionName: c.businessConventionName,
    businessConventionType: c.businessConventionType,
    businessConventionStartDate: day(c.businessConventionStartDate),
    businessConventionEndDate: day(c.businessConventionEndDate),
    agent: c.agenteTestata,
    registryId: String(c.idanagrafica),
    supplyId: optionalId(c.idfornitura),
  };
}
