// The document catalogue upstream (docs/upstream-contract.md "Documents"): the list of the token's
// customer's documents in a language, and one as a PDF.
import type { Documento } from '@portal/upstream-contract/rest';

export const DOCUMENTS_LIST_PATH = '/api/documenti/list';
export const DOCUMENT_PDF_PATH = '/api/documenti/pdf';

export type DocumentoRecord = Documento;
