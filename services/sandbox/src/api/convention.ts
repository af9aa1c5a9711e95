// A public body's supply orders under its convention and the convention's documents
// (docs/upstream-contract.md "Conventions of public bodies"): POST /api/convenzioni/ordini places
// an order (Trasmessa, then moved on by the clock), GET /api/convenzioni/documenti/pdf serves a
// document. Only the token's own registries: another body's registry, supply or document is 404.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  isCig,
  isCup,
  isOfficeCode,
  normalizeCode,
  startDateProblem,
} from '@portal/shared/procurement';
import {
  addOrder,
  CAMPI_RETTIFICA,
  conventionBook,
  orderStateAt,
  orderedQuantity,
  ORDER_STATES,
  placedOrderSteps,
  type PuntoOrdine,
} from '../data/convention.ts';
import { renderPdf, type Section } from '../pdf/generator.ts';
import { formatDate, formatEuro } from '../pdf/invoice-pdf.ts';
import {
  correctionAnswer,
  resolveDocumenti,
  reportOfDocument,
  resolveOrdini,
} from '../graphql/convention.ts';
import { fail, MAX_ID, notFound, ownRegistries, type DataDeps } from './data-http.ts';
import { sendPdf } from './invoices.ts';

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

const PointBody = Type.Object({
  /** An existing supply of the body's that switches to the convention. */
  idfornitura: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  /** A new connection at an address. */
  descrizioneSede: Type.Optional(Text(80)),
  indirizzo: Type.Optional(Text(120)),
  cap: Type.Optional(Type.String({ pattern: '^[0-9]{5}$' })),
  localita: Type.Optional(Text(60)),
  provincia: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  consumoAnnuoStimato: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
});

const OrderBody = Type.Object({
  idanagrafica: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  codUtility: Type.Union([Type.Literal('Power'), Type.Literal('Gas')]),
  cig: Type.String({ maxLength: 20 }),
  cup: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  codiceUfficio: Type.String({ maxLength: 10 }),
  splitPayment: Type.Boolean(),
  dataDecorrenza: Type.String({ maxLength: 10 }),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  punti: Type.Array(PointBody, { minItems: 1, maxItems: 50 }),
});

const DocumentQuery = Type.Object({ idDocumento: Type.String({ maxLength: 60 }) });

const CorrectionBody = Type.Object({
  idanagrafica: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  campo: Type.Union(CAMPI_RETTIFICA.map((c) => Type.Literal(c))),
  valoreRichiesto: Type.String({ minLength: 1, maxLength: 200 }),
  nota: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
});

export async function registerConventionRoutes(
  app: FastifyInstance,
  { ctx, store }: DataDeps,
): Promise<void> {
  app.post('/api/convenzioni/ordini', { schema: { body: OrderBody } }, async (request, reply) => {
    const body = request.body as Static<typeof OrderBody>;
    const own = ownRegistries(request);
    const book = conventionBook(store.data);
    const code = body.codUtility === 'Power' ? 0 : 1;
    const convention = own.has(body.idanagrafica)
      ? book.convenzioni.find((c) => c.idanagrafica === body.idanagrafica && c.codUtility === code)
      : undefined;
    if (!convention) return notFound(reply, 'convention');
    const now = store.now();
    const today = store.today();
    if (!isCig(body.cig)) return fail(reply, 400, 'cigNonValido', 'cig: 10 characters');
    if (body.cup != null && body.cup !== '' && !isCup(body.cup))
      return fail(reply, 400, 'cupNonValido', 'cup: 15 characters, a letter first');
    if (!isOfficeCode(body.codiceUfficio))
      return fail(reply, 400, 'codiceUfficioNonValido', 'codiceUfficio: 6 characters');
    const problem = startDateProblem(body.dataDecorrenza, today, {
      from: convention.dataInizio,
      to: convention.dataFine,
    });
    if (problem) return fail(reply, 400, 'dataDecorrenzaNonValida', `dataDecorrenza: ${problem}`);
    const open = new Set(
      book.ordini
        .filter((o) => o.idConvenzione === convention.idConvenzione)
        .filter((o) => orderStateAt(o, now).stato !== ORDER_STATES.rejected)
        .flatMap((o) => o.punti.map((pt) => pt.idfornitura)),
    );
    const punti: PuntoOrdine[] = [];
    for (const pt of body.punti) {
      const base = {
        idPunto: 71_000_000 + book.nextPoint++,
        consumoAnnuoStimato: pt.consumoAnnuoStimato,
      };
      if (pt.idfornitura !== undefined) {
        const f = store.data.fornitureById.get(pt.idfornitura);
        if (!f || f.idanagrafica !== body.idanagrafica || f.codUtility !== code)
          return notFound(reply, `supply ${pt.idfornitura}`);
        if (open.has(f.idfornitura))
          return fail(reply, 409, 'puntoGiaOrdinato', `supply ${f.idfornitura} is already ordered`);
        punti.push({
          ...base,
          idfornitura: f.idfornitura,
          podPdr: f.podPdr,
          nuovoAllaccio: false,
          descrizioneSede: f.descrizioneSede,
          indirizzo: f.indirizzo,
          cap: f.cap,
          localita: f.localita,
          provincia: f.provincia,
        });
      } else {
        const { descrizioneSede, indirizzo, cap, localita, provincia } = pt;
        if (!descrizioneSede || !indirizzo || !cap || !localita || !provincia)
          return fail(reply, 400, 'puntoIncompleto', 'a new point needs its site and address');
        punti.push({
          ...base,
          idfornitura: null,
          podPdr: null,
          nuovoAllaccio: true,
          descrizioneSede,
          indirizzo,
          cap,
          localita,
          provincia,
        });
      }
    }
    const wanted = punti.reduce((s, pt) => s + pt.consumoAnnuoStimato, 0);
    if (wanted > convention.quantitaMassima - orderedQuantity(book, convention, now))
      return fail(reply, 409, 'quantitaNonDisponibile', 'the order exceeds the available quantity');
    const cig = normalizeCode(body.cig);
    // The supplier refuses an order quoting a tender's CIG another order of the body already used.
    const reused = book.ordini.find((o) => o.idanagrafica === body.idanagrafica && o.cig === cig);
    const order = addOrder(book, {
      idanagrafica: body.idanagrafica,
      idConvenzione: convention.idConvenzione,
      codUtility: code,
      cig,
      cup: body.cup ? normalizeCode(body.cup) : null,
      codiceUfficio: normalizeCode(body.codiceUfficio),
      splitPayment: body.splitPayment,
      dataDecorrenza: body.dataDecorrenza,
      note: body.note ?? null,
      trasmessoMs: now,
      ...placedOrderSteps(ctx.options.orderStepSeconds),
      motivoRifiuto: reused ? `CIG già indicato nell’ordine ${reused.numeroOrdine}` : null,
      punti,
    });
    const answer = resolveOrdini(
      store,
      { own },
      { idanagrafica: [body.idanagrafica], idOrdine: order.idOrdine },
    )[0];
    return reply.code(201).send(answer);
  });

  // A correction of the registry as the supplier holds it: filed, then handled.
  app.post(
    '/api/convenzioni/anagrafica/rettifiche',
    { schema: { body: CorrectionBody } },
    async (request, reply) => {
      const body = request.body as Static<typeof CorrectionBody>;
      const book = conventionBook(store.data);
      if (
        !ownRegistries(request).has(body.idanagrafica) ||
        !book.anagrafiche.has(body.idanagrafica)
      )
        return notFound(reply, 'registry');
      const n = store.next('rettificaConvenzione', 1);
      const now = store.now();
      const correction = {
        idRettifica: 73_000_000 + n,
        numeroPratica: `RA-${new Date(now).getUTCFullYear()}-${String(n).padStart(5, '0')}`,
        idanagrafica: body.idanagrafica,
        campo: body.campo,
        valoreRichiesto: body.valoreRichiesto.trim(),
        nota: body.nota?.trim() || null,
        richiestaMs: now,
        ...placedOrderSteps(ctx.options.orderStepSeconds),
      };
      book.rettifiche.set(body.idanagrafica, [
        correction,
        ...(book.rettifiche.get(body.idanagrafica) ?? []),
      ]);
      return reply.code(201).send(correctionAnswer(store, correction));
    },
  );

  app.get(
    '/api/convenzioni/documenti/pdf',
    { schema: { querystring: DocumentQuery } },
    async (request, reply) => {
      const { idDocumento } = request.query as Static<typeof DocumentQuery>;
      const caller = { own: ownRegistries(request) };
      const doc = resolveDocumenti(store, caller, { idanagrafica: [...caller.own] }).find(
        (d) => d.idDocumento === idDocumento,
      );
      if (!doc) return notFound(reply, `document ${idDocumento}`);
      const book = conventionBook(store.data);
      const convention = book.convenzioni.find(
        (c) => c.idanagrafica === doc.idanagrafica && c.codUtility === doc.codUtility,
      );
      const registry = book.anagrafiche.get(doc.idanagrafica);
      const unit = convention?.unitaMisura ?? '';
      const sections: Section[] = [];
      if (registry)
        sections.push({
          heading: 'Amministrazione',
          blocks: [
            {
              fields: [
                { label: 'Ente', value: registry.ragSoc },
                { label: 'Codice IPA', value: registry.codiceIpa },
                { label: 'Codice fiscale', value: registry.codiceFiscale },
                { label: 'PEC', value: registry.pec },
                { label: 'Sede legale', value: registry.indirizzoSedeLegale },
                { label: 'Scissione dei pagamenti', value: registry.splitPayment ? 'sì' : 'no' },
              ],
            },
          ],
        });
      if (convention)
        sections.push({
          heading: 'Convenzione',
          blocks: [
            {
              fields: [
                { label: 'Convenzione', value: `${convention.nome} (${convention.codice})` },
                { label: 'Lotto', value: convention.lotto },
                { label: 'CIG', value: convention.cigQuadro },
                {
                  label: 'Validità',
                  value: `dal ${formatDate(convention.dataInizio)} al ${formatDate(convention.dataFine)}`,
                },
                {
                  label: 'Quantità massima',
                  value: `${convention.quantitaMassima} ${unit}/anno`,
                },
                { label: 'Fornitore', value: convention.fornitore },
              ],
            },
          ],
        });
      if (doc.idOrdine !== null) {
        const order = resolveOrdini(store, caller, {
          idanagrafica: [doc.idanagrafica],
          idOrdine: doc.idOrdine,
        })[0];
        if (order)
          sections.push({
            heading: `Ordine ${order.numeroOrdine}`,
            blocks: [
              {
                fields: [
                  { label: 'CIG', value: order.cig },
                  ...(order.cup ? [{ label: 'CUP', value: order.cup }] : []),
                  { label: 'Codice ufficio', value: order.codiceUfficio },
                  { label: 'Decorrenza', value: formatDate(order.dataDecorrenza) },
                ],
              },
              {
                table: {
                  columns: ['Punto', 'Sede', 'Indirizzo', `Consumo stimato (${unit}/anno)`],
                  widths: [2, 2, 3, 1.6],
                  numeric: [3],
                  rows: order.punti.map((pt) => [
                    pt.allaccio.podPdr ?? 'nuovo punto',
                    pt.descrizioneSede,
                    `${pt.indirizzo} ${pt.localita}`,
                    String(pt.consumoAnnuoStimato),
                  ]),
                },
              },
            ],
          });
      }
      if (doc.tipo === 'report') {
        const rows = reportOfDocument(store, caller, doc);
        sections.push({
          heading: 'Consumi e spesa per punto e mese',
          blocks:
            rows.length > 0
              ? [
                  {
                    table: {
                      columns: ['Mese', 'Punto', 'Sede', `Consumo (${unit})`, 'Spesa'],
                      widths: [1, 2, 2.4, 1.3, 1.3],
                      numeric: [3, 4],
                      rows: rows.map((r) => [
                        r.mese,
                        r.podPdr,
                        r.descrizioneSede,
                        String(r.consumo),
                        formatEuro(r.spesa),
                      ]),
                    },
                  },
                ]
              : [{ paragraph: 'Nessun consumo nel periodo.' }],
        });
      }
      const pdf = await renderPdf(
        [
          {
            title: doc.titolo,
            subtitle: `Data del documento: ${formatDate(doc.data)}`,
            fields: [
              { label: 'Documento', value: doc.idDocumento },
              {
                label: 'Fornitura',
                value: doc.codUtility === 1 ? 'gas naturale' : 'energia elettrica',
              },
              ...(registry
                ? [
                    { label: 'Ente', value: registry.ragSoc },
                    { label: 'Codice IPA', value: registry.codiceIpa },
                  ]
                : []),
            ],
            sections,
          },
        ],
        { title: doc.titolo, supplier: store.data.supplier },
      );
      return sendPdf(reply, pdf, `${doc.idDocumento}.pdf`);
    },
  );
}
