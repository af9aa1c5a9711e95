// The document catalogue upstream (docs/upstream-contract.md "Documents"): the list of the token's
// customer's documents in a language, and one as a PDF.

export const DOCUMENTS_LIST_PATH = '/api/documenti/list';
export const DOCUMENT_PDF_PATH = '/api/documenti/pdf';

export interface DocumentoRecord {
  iddocumento: string;
  /** condizioni (a contract's conditions), modulo (a form), carta (the service charter). */
  tipo: string;
  titolo: string;
  descrizione: string | null;
  lingua: string;
  /** The registry a personal document belongs to; null for the supplier's general documents. */
  idanagrafica: number | null;
  codiceContratto: string | null;
  dataAggiornamento: string | null;
}
