// A reference point for the benchmark (BENCH_MINIMAL=1): the stack the specification names for the
// BFF — fastify and mercurius with graphql-jit — doing nothing but the invoices query: one upstream
// call with a fixed bearer, JSON.parse, the same mapping of 20 bills, the same answer. No session,
// no CSRF check, no rate limit, no security headers, no metrics, no authorization, no upstream
// policy. Plain JavaScript, run by plain node, like the built BFF. Its CPU per request against the
// bare proxy is what the framework and the JSON work cost before the portal adds anything.
import Fastify from 'fastify';
import mercurius from 'mercurius';
import { Pool } from 'undici';
import { serveIpc } from './ipc.mjs';

const [sandboxUrl, bearer, query] = process.argv.slice(2);
const pool = new Pool(sandboxUrl, { connections: 64, pipelining: 1 });

const schema = `
  enum Utility { GAS POWER }
  type Invoice {
    id: ID! documentNumber: String! issueDate: String! dueDate: String amount: Float! amountToPay: Float!
    paid: Boolean! paymentState: String! utility: Utility! pointId: String hasPdf: Boolean! hasDetailPdf: Boolean!
  }
  type InvoicePage { totalCount: Int!, nodes: [Invoice!]!, totalAmount: Float!, totalToPay: Float! }
  type Query { invoices(first: Int, offset: Int): InvoicePage! }
`;

const day = (value) =>
  !value || value.length < 10 || value.startsWith('9999') ? null : value.slice(0, 10);
const round = (n) => Math.round(n * 100) / 100;

const resolvers = {
  Query: {
    async invoices(_, args) {
      const answer = await pool.request({
        method: 'POST',
        path: '/ubik/graphql',
        headers: {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          query,
          operationName: 'Fatture',
          variables: { idanagrafica: [200001], first: args.first ?? 20, offset: args.offset ?? 0 },
        }),
      });
      const { data } = JSON.parse(await answer.body.text());
      const nodes = data.fatture.nodes.map((f) => ({
        id: String(f.idfattura),
        documentNumber: f.numeroFattura,
        issueDate: f.dataEmissione.slice(0, 10),
        dueDate: day(f.dataScadenza),
        amount: f.importo,
        amountToPay: f.totaleApagare,
        paid: Boolean(f.pagato),
        paymentState: f.statoPagamento,
        utility: f.codUtility === 1 ? 'GAS' : 'POWER',
        pointId: f.podPdr,
        hasPdf: Boolean(f.hasPdftestata),
        hasDetailPdf: Boolean(f.hasPdfdettaglio),
      }));
      return {
        totalCount: data.fatture.totalCount,
        nodes,
        totalAmount: round(nodes.reduce((s, i) => s + i.amount, 0)),
        totalToPay: round(nodes.reduce((s, i) => s + (i.paid ? 0 : i.amountToPay), 0)),
      };
    },
  },
};

const app = Fastify({ logger: false });
await app.register(mercurius, {
  schema,
  resolvers,
  path: '/api/graphql',
  jit: 1,
  allowBatchedQueries: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
serveIpc(`http://127.0.0.1:${port}`, async () => {
  await app.close();
  await pool.close();
});
