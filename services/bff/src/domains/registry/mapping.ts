// The registry record (§3 anagrafica with aidIndici and fatturaDigitale) → the API's Registry.
import type { Anagrafica } from '@portal/upstream-contract/records';
import { enumerated, optionalId } from '../../graphql/mapping.ts';

export function toRegistry(
  a: Anagrafica & { eMail?: string | null; telefono?: string | null; cellulare?: string | null },
) {
  const fd = a.fatturaDigitale;
  const delivery = enumerated('billDelivery', fd?.tipoInvioFatturaDescrizione);
  return {
    id: String(a.idanagrafica),
    companyName: a.ragSoc,
    firstName: a.nome,
    lastName: a.cognome,
    taxCode: a.cfisc,
    foreignTaxCode: a.codiceFiscaleEstero,
    vatNumber: a.piva,
    ateco: a.ateco,
    ateco2: a.ateco2,
    address: a.indirizzo,
    postalCode: a.cap,
    locality: a.localita,
    province: a.provincia,
    country: a.nazione,
    taxCountry: a.nazioneDatoFiscale,
    splitPayment: Boolean(a.splitPayment),
    email: a.eMail ?? null,
    phone: a.telefono ?? null,
    mobile: a.cellulare ?? null,
    aidIndici: a.aidIndici ? { annualPowerConsumption: a.aidIndici.consumoAnnoEe } : null,
    fatturaDigitale: fd
      ? {
          email: fd.eMail,
          digital: Boolean(fd.flgDigi),
          byEmail: Boolean(fd.flgEMail),
          grouped: Boolean(fd.flgRaggr),
          deliveryTypeId: fd.idTipoInvioFattura,
          deliveryType: delivery.key,
          deliveryTypeText: delivery.text,
          masterId: optionalId(fd.iDTMaster),
          flags: fd.valoreFlags,
        }
      : null,
  };
}
