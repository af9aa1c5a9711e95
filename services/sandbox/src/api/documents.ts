// The customer area's document catalogue (docs/upstream-contract.md "Documents"): the supplier's
// service charter and forms for the customers they concern (households, businesses, everyone),
// the supply conditions of each of the customer's contracts and the guarantee-of-origin
// certificate of each green light supply and year — personal, so only the token's own customer
// lists or downloads them (another customer's id is 404, like an unknown one). The list narrows to
// one registry (idanagrafica) and one commodity (codUtility); texts in Italian or German
// (`lingua`); every file a real PDF from the document generator.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { type DocumentListAnswer } from '@portal/upstream-contract/rest';
import {
  CATALOGUE,
  generalDocument,
  TIPI_DOCUMENTO,
  type Clientela,
} from '../documents/catalogue.ts';
import {
  certificateDescription,
  certificateById,
  certificateDocument,
  certificateId,
  certificatesOf,
  certificateTitle,
  conditionsDescription,
  conditionsDocument,
  conditionsTitle,
  CONDITIONS_PREFIX,
  contractsOf,
  MAX_PERSONAL,
} from '../documents/personal.ts';
import { renderPdf, type Lingua, type SupplierDocument } from '../pdf/generator.ts';
import { MAX_ID, notFound, ownRegistries, type DataDeps } from './data-http.ts';
import { sendPdf } from './invoices.ts';

export { TIPI_DOCUMENTO };

const LinguaParam = Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')]));
const ListQuery = Type.Object({
  lingua: LinguaParam,
  idanagrafica: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  codUtility: Type.Optional(Type.Union([Type.Literal('Power'), Type.Literal('Gas')])),
});
const PdfQuery = Type.Object({
  iddocumento: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
  lingua: LinguaParam,
});

type Entry = Static<typeof DocumentListAnswer>['documenti'][number];

/** Whom the registries' general documents are for: households, businesses, or both. */
function audiences(deps: DataDeps, registries: Iterable<number>): Set<Clientela> {
  const out = new Set<Clientela>(['tutti']);
  for (const id of registries)
    out.add(deps.store.data.profiles.get(id)?.retail === false ? 'business' : 'domestici');
  return out;
}

/** Newest first, at most MAX_PERSONAL of each commodity (so a narrower list is part of the wider). */
function capPerCommodity<T>(items: readonly T[], utility: (item: T) => number): T[] {
  const seen = new Map<number, number>();
  return items.filter((item) => {
    const n = (seen.get(utility(item)) ?? 0) + 1;
    seen.set(utility(item), n);
    return n <= MAX_PERSONAL;
  });
}

function listOf(
  deps: DataDeps,
  registries: readonly number[],
  lingua: Lingua,
  codUtility: 0 | 1 | null,
): Entry[] {
  const { data } = deps.store;
  const today = deps.store.today();
  const edition = `${today.slice(0, 4)}-01-01`;
  const fits = (utility: number | null) =>
    codUtility === null || utility === null || utility === codUtility;
  const conditions = capPerCommodity(contractsOf(data, registries), (c) => c.codUtility)
    .filter((c) => fits(c.codUtility))
    .map((c): Entry => ({
      iddocumento: `${CONDITIONS_PREFIX}${c.idcontratto}`,
      tipo: TIPI_DOCUMENTO.conditions,
      titolo: conditionsTitle(c, lingua),
      descrizione: conditionsDescription(c, lingua),
      lingua,
      idanagrafica: c.idanagrafica,
      codiceContratto: c.codiceContratto,
      dataAggiornamento: c.dataStipula,
      codUtility: c.codUtility,
      podPdr: c.codicePunto,
      anno: null,
    }));
  const certificates = fits(0)
    ? certificatesOf(data, registries, today).map((c): Entry => ({
        iddocumento: certificateId(c),
        tipo: TIPI_DOCUMENTO.guaranteeOfOrigin,
        titolo: certificateTitle(c, lingua),
        descrizione: certificateDescription(c, lingua),
        lingua,
        idanagrafica: c.supply.idanagrafica,
        codiceContratto: null,
        dataAggiornamento: `${c.anno + 1}-03-31`,
        codUtility: 0,
        podPdr: c.supply.podPdr,
        anno: c.anno,
      }))
    : [];
  const audience = audiences(deps, registries);
  const general = CATALOGUE.filter((d) => audience.has(d.clientela) && fits(d.codUtility)).map(
    (d): Entry => ({
      iddocumento: d.iddocumento,
      tipo: d.tipo,
      titolo: d.titolo[lingua],
      descrizione: d.descrizione[lingua],
      lingua,
      idanagrafica: null,
      codiceContratto: null,
      dataAggiornamento: edition,
      codUtility: d.codUtility,
      podPdr: null,
      anno: null,
    }),
  );
  return [...conditions, ...certificates, ...general];
}

/** The document of an id among the token's own, drawn in a language; null when it is none of them. */
function documentOf(
  deps: DataDeps,
  own: ReadonlySet<number>,
  iddocumento: string,
  lingua: Lingua,
): SupplierDocument | null {
  const { data } = deps.store;
  const supplier = data.supplier;
  const edition = `${deps.store.today().slice(0, 4)}-01-01`;
  const entry = CATALOGUE.find((d) => d.iddocumento === iddocumento);
  if (entry)
    return audiences(deps, own).has(entry.clientela)
      ? generalDocument(entry, lingua, supplier, edition)
      : null;
  const contract = contractsOf(data, own).find(
    (c) => `${CONDITIONS_PREFIX}${c.idcontratto}` === iddocumento,
  );
  if (contract) {
    const holder = data.anagrafiche.get(contract.idanagrafica);
    const supply = contract.idfornitura ? data.fornitureById.get(contract.idfornitura) : undefined;
    return holder
      ? conditionsDocument(contract, holder, supply, lingua, supplier.companyName)
      : null;
  }
  const certificate = certificateById(data, own, deps.store.today(), iddocumento);
  const holder = certificate && data.anagrafiche.get(certificate.supply.idanagrafica);
  return certificate && holder
    ? certificateDocument(certificate, holder, lingua, supplier.companyName)
    : null;
}

export async function registerDocumentRoutes(app: FastifyInstance, deps: DataDeps): Promise<void> {
  app.get('/api/documenti/list', { schema: { querystring: ListQuery } }, async (request, reply) => {
    const query = request.query as Static<typeof ListQuery>;
    const own = ownRegistries(request);
    if (query.idanagrafica !== undefined && !own.has(query.idanagrafica))
      return notFound(reply, `registry ${query.idanagrafica}`);
    const registries = query.idanagrafica !== undefined ? [query.idanagrafica] : [...own];
    const codUtility = query.codUtility === undefined ? null : query.codUtility === 'Gas' ? 1 : 0;
    return {
      documenti: listOf(deps, registries, query.lingua ?? 'it', codUtility),
    } satisfies Static<typeof DocumentListAnswer>;
  });

  app.get('/api/documenti/pdf', { schema: { querystring: PdfQuery } }, async (request, reply) => {
    const { iddocumento, lingua = 'it' } = request.query as Static<typeof PdfQuery>;
    const document = documentOf(deps, ownRegistries(request), iddocumento, lingua);
    if (!document) return notFound(reply, `document ${iddocumento}`);
    const pdf = await renderPdf([document], {
      title: document.title,
      supplier: deps.store.data.supplier,
      lingua,
    });
    return sendPdf(reply, pdf, `${iddocumento}.pdf`);
  });
}
