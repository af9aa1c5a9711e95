// A catalogue record → the API's CustomerDocument, with the file route it downloads from (in the
// language it was listed in).
import { day, utilityOf } from '../../graphql/mapping.ts';
import type { DocumentoRecord } from './upstream.ts';

const KINDS = {
  condizioni: 'CONTRACT_CONDITIONS',
  modulo: 'FORM',
  carta: 'SERVICE_CHARTER',
  'garanzia-origine': 'GUARANTEE_OF_ORIGIN',
} as const;

export type DocumentKind = (typeof KINDS)[keyof typeof KINDS] | 'OTHER';

export function documentKind(tipo: string): DocumentKind {
  return KINDS[tipo.trim().toLowerCase() as keyof typeof KINDS] ?? 'OTHER';
}

/** `lingua`: the language the list was asked in, which the file route asks the PDF in too. */
export function toCustomerDocument(d: DocumentoRecord, lingua: 'it' | 'de') {
  return {
    id: d.iddocumento,
    kind: documentKind(d.tipo),
    title: d.titolo,
    description: d.descrizione,
    language: d.lingua,
    personal: d.idanagrafica !== null,
    contractNumber: d.codiceContratto,
    utility: d.codUtility == null ? null : utilityOf(d.codUtility),
    pointId: d.podPdr ?? null,
    year: d.anno ?? null,
    updatedOn: day(d.dataAggiornamento),
    downloadUrl: `/api/files/documents/${encodeURIComponent(d.iddocumento)}?language=${lingua}`,
  };
}
