// Supply records → the API's Supply; the status travels as its §4 key (ContractStatus), never as
// upstream's Italian label.
import { setTextValue } from '@portal/shared/set-texts';
import { contractStatusCode } from '@portal/shared/status';
import { day, enumerated, optionalId, unitOf, utilityOf } from '../../graphql/mapping.ts';
import type { FornituraRecord } from '../../scope/supplies.ts';

export function toSupply(f: FornituraRecord) {
  const voltage = enumerated('voltage', f.tensione);
  const use = enumerated('supplyUse', f.tipoUso);
  const certificate = setTextValue('greenCertificate', f.certificazioneVerde);
  const unit = unitOf(f.unitaMisura);
  return {
    id: String(f.idfornitura),
    utility: utilityOf(f.codUtility),
    pointId: f.podPdr,
    address: f.indirizzo ?? '',
    locality: f.localita,
    province: f.provincia,
    status: contractStatusCode(f.statoFornitura),
    greenEnergy: Boolean(f.energiaVerde),
    contractId: optionalId(f.idrigaContratto),
    product: f.prodotto,
    siteId: String(f.idsede),
    siteName: f.descrizioneSede,
    postalCode: f.cap,
    activationDate: day(f.dataAttivazione),
    terminationDate: day(f.dataCessazione),
    renewablePercent: f.percentualeRinnovabile,
    greenCertificate: f.certificazioneVerde,
    greenCertificateKind: certificate?.key ?? null,
    co2AvoidedKg: f.co2EvitataKg,
    committedPowerKw: f.potenzaImpegnata,
    availablePowerKw: f.potenzaDisponibile,
    voltage: voltage.key,
    voltageText: voltage.text,
    meterClass: f.classeContatore,
    meterSerial: f.matricolaContatore,
    meterDigits: f.cifreContatore,
    intervalMeter: f.telegestito,
    use: use.key,
    useText: use.text,
    annualConsumption: f.consumoAnnuo,
    unit: unit.unit,
    unitText: unit.unitText,
  };
}
