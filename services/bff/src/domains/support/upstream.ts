// The upstream documents and records of the support page (docs/upstream-contract.md "Support").
import type { RichiestaScritta } from '@portal/upstream-contract/records';
import type { ContactSaveAnswer, WpCategory, WpPost } from '@portal/upstream-contract/rest';

export const RICHIESTE_SCRITTE_QUERY = `query RichiesteScritte($idanagrafica: [Int!]!, $first: Int, $offset: Int) {
  richiesteScritte(idanagrafica: $idanagrafica, first: $first, offset: $offset) {
    totalCount
    nodes { idRichiesta numeroPratica idanagrafica tipoRichiesta oggetto messaggio idfornitura podPdr codUtility
      numeroFattura dataRichiesta dataScadenzaRisposta stato }
  }
}`;

export type RichiestaScrittaRecord = RichiestaScritta;

/** What contatto/save answers for a written request. */
export type FiledRequestAnswer = Required<
  Pick<
    ContactSaveAnswer,
    | 'saved'
    | 'idRichiesta'
    | 'numeroPratica'
    | 'tipoRichiesta'
    | 'dataRichiesta'
    | 'dataScadenzaRisposta'
    | 'stato'
  >
>;

/** A post or a category of the content site (WordPress REST), only the fields read here. */
export type WpFaqPost = Pick<WpPost, 'id' | 'slug' | 'title' | 'content'>;

export type { WpCategory };

/** The content site's FAQ category of each area: businesses and households. */
export const FAQ_CATEGORY_SLUGS = { business: 'faq-business', retail: 'faq-retail' } as const;
export type FaqArea = keyof typeof FAQ_CATEGORY_SLUGS;
