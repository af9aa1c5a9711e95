// Upstream's written requests and FAQ posts → the API's SupportCase and SupportFaq.
import { supportCaseKindOf } from '@portal/shared/support';
import { enumeratedRequired, optionalId, utilityOf } from '../../graphql/mapping.ts';
import type { RichiestaScrittaRecord, WpFaqPost } from './upstream.ts';

export function toSupportCase(r: RichiestaScrittaRecord) {
  const state = enumeratedRequired('requestState', r.stato);
  return {
    id: String(r.idRichiesta),
    number: r.numeroPratica,
    registryId: String(r.idanagrafica),
    kind: supportCaseKindOf(r.tipoRichiesta) ?? ('OTHER' as const),
    kindText: r.tipoRichiesta,
    subject: r.oggetto,
    message: r.messaggio,
    filedAt: r.dataRichiesta,
    answerDueOn: r.dataScadenzaRisposta,
    state: state.key,
    stateText: state.text,
    supplyId: optionalId(r.idfornitura),
    pointId: r.podPdr,
    utility: r.codUtility == null ? null : utilityOf(r.codUtility),
    invoiceNumber: r.numeroFattura,
  };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * WordPress's rendered HTML as plain paragraphs: the page shows text, never the content site's
 * markup (no HTML from another system reaches the DOM).
 */
export function paragraphsOf(html: string | undefined): string[] {
  return (html ?? '')
    .split(/<\/p>|<br\s*\/?>|\n{2,}/i)
    .map((part) =>
      decodeEntities(part.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((part) => part !== '');
}

export function toSupportFaq(p: WpFaqPost) {
  return {
    id: String(p.id),
    slug: p.slug ?? null,
    question: paragraphsOf(p.title?.rendered).join(' '),
    answer: paragraphsOf(p.content?.rendered),
  };
}
