// The data-service documents of invoices (docs/upstream-contract.md "Data service") and the
// records they answer. Each selects only the fields the mapping reads.
import type { InvoiceRow } from '@portal/upstream-contract/rest';

const FATTURA_FIELDS = `idfattura numeroFattura numeroDoc dataEmissione dataScadenza dataPagamento compDal compAl importo
  totaleApagare pagato statoPagamento codiceStatoPagamento codUtility podPdr modalitaPagamento pagamentoOnlineAbilitato
  hasPdftestata hasPdfdettaglio idanagrafica tipoDoc idsede idfornitura consumoFatturato unitaMisura`;

/** Every field of an invoice the API reads, in the order of the full query. */
export const FATTURA_FIELD_LIST: readonly string[] = FATTURA_FIELDS.split(/\s+/);

/**
 * The invoices list asking for `fields` only (space-separated upstream names); with `totals`, also
 * the sums over the whole filtered set (totaleImporto, totaleDaPagare: an extension of the data
 * service, docs/upstream-contract.md).
 */
export function fattureQuery(fields: string, totals = false): string {
  return `query Fatture($idanagrafica: [Int!]!, $statoPagamento: [String!], $idSedi: [Int!], $idForniture: [Int!], $compDal: String,
  $compAl: String, $dataEmissioneDal: String, $dataEmissioneAl: String, $first: Int, $offset: Int, $sort: String) {
  fatture(idanagrafica: $idanagrafica, statoPagamento: $statoPagamento, idSedi: $idSedi, idForniture: $idForniture, compDal: $compDal,
    compAl: $compAl, dataEmissioneDal: $dataEmissioneDal, dataEmissioneAl: $dataEmissioneAl, first: $first, offset: $offset, sort: $sort) {
    totalCount${totals ? ' totaleImporto totaleDaPagare' : ''} nodes { ${fields} }
  }
}`;
}

/** A page of fatture; the totals are there when the query asked for them. */
export interface FatturePage<T> {
  totalCount: number;
  nodes: T[];
  totaleImporto?: number;
  totaleDaPagare?: number;
}

export const FATTURE_QUERY = fattureQuery(FATTURA_FIELDS);

export type InvoiceRowRecord = InvoiceRow;
