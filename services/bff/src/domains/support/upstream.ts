// The upstream documents and records of the support page (docs/upstream-contract.md "Support").

export const RICHIESTE_SCRITTE_QUERY = `query RichiesteScritte($idanagrafica: [Int!]!, $first: Int, $offset: Int) {
  richiesteScritte(idanagrafica: $idanagrafica, first: $first, offset: $offset) {
    totalCount
    nodes { idRichiesta numeroPratica idanagrafica tipoRichiesta oggetto messaggio idfornitura podPdr codUtility
      numeroFattura dataRichiesta dataScadenzaRisposta stato }
  }
}`;

export interface RichiestaScrittaRecord {
  idRichiesta: number;
  numeroPratica: string;
  idanagrafica: number;
  tipoRichiesta: string;
  oggetto: string;
  messaggio: string;
  idfornitura: number | null;
  podPdr: string | null;
  codUtility: number | null;
  numeroFattura: string | null;
  dataRichiesta: string;
  dataScadenzaRisposta: string;
  stato: string;
}

/** What contatto/save answers for a written request. */
export interface FiledRequestAnswer {
  saved: boolean;
  idRichiesta: number;
  numeroPratica: string;
  tipoRichiesta: string;
  dataRichiesta: string;
  dataScadenzaRisposta: string;
  stato: string;
}

/** A post or a category of the content site (WordPress REST), only the fields read here. */
export interface WpFaqPost {
  id: number;
  slug?: string;
  title?: { rendered?: string };
  content?: { rendered?: string };
}

export interface WpCategory {
  id: number;
  slug: string;
}

/** The content site's FAQ category of each area: businesses and households. */
export const FAQ_CATEGORY_SLUGS = { business: 'faq-business', retail: 'faq-retail' } as const;
export type FaqArea = keyof typeof FAQ_CATEGORY_SLUGS;
