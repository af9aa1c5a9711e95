// The data-service documents of invoices (docs/upstream-contract.md "Data service") and the
// records they answer. Each selects only the fields the mapping reads.
import type { Fattura } from '@portal/shared/types/invoice';

const FATTURA_FIELDS = `idfattura numeroFattura numeroDoc dataEmissione dataScadenza dataPagamento compDal compAl importo
  totaleApagare pagato statoPagamento codiceStatoPagamento codUtility podPdr modalitaPagamento pagamentoOnlineAbilitato
  hasPdftestata hasPdfdettaglio idanagrafica tipoDoc idsede idfornitura consumoFatturato unitaMisura`;

/** Every field of an invoice the API reads, in the order of the full query. */
export const FATTURA_FIELD_LIST: readonly string[] = FATTURA_FIELDS.split(/\s+/);

/** The invoices list asking for `fields` only (space-separated upstream names). */
export function fattureQuery(fields: string): string {
  return `query Fatture($idanagrafica: [Int!]!, $statoPagamento: [String!], $idSedi: [Int!], $compDal: String, $compAl: String,
  $dataEmissioneDal: String, $dataEmissioneAl: String, $first: Int, $offset: Int, $sort: String) {
  fatture(idanagrafica: $idanagrafica, statoPagamento: $statoPagamento, idSedi: $idSedi, compDal: $compDal, compAl: $compAl,
    dataEmissioneDal: $dataEmissioneDal, dataEmissioneAl: $dataEmissioneAl, first: $first, offset: $offset, sort: $sort) {
    totalCount nodes { ${fields} }
  }
}`;
}

export const FATTURE_QUERY = fattureQuery(FATTURA_FIELDS);

export type InvoiceRecord = Fattura & {
  idsede?: number | null;
  idfornitura?: number | null;
  consumoFatturato?: number | null;
  unitaMisura?: string | null;
};

export interface InvoiceRowRecord {
  descrizione: string;
  quantita: number | null;
  unita: string | null;
  prezzoUnitario: number | null;
  importo: number;
  aliquotaIva: number | null;
}
