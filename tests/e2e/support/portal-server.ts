// Runs the sandbox and the BFF (serving the built web client) on free ports of 127.0.0.1 for the
// end-to-end tests, prints their addresses, and stops both on SIGTERM or SIGINT.
import { fileURLToPath } from 'node:url';
import { startPortal } from '../../../services/bff/test/helpers.ts';

const webDist = fileURLToPath(new URL('../../../services/web/dist/', import.meta.url));
// E2E_DATA_NOW (an ISO instant) fixes the sandbox's data clock: the data of that day on every run.
const dataNow = process.env.E2E_DATA_NOW ? Date.parse(process.env.E2E_DATA_NOW) : undefined;
// BRAND or BRAND_FILE picks the supplier's brand, the demo one when unset.
const brand = Object.fromEntries(
  (['BRAND', 'BRAND_FILE'] as const).flatMap((name) => {
    const value = process.env[name];
    return value ? [[name, value]] : [];
  }),
);
// E2E_EXPORT_STEP_SECONDS: how long an export job stays in each §4 state; 1 s,
// so a test follows a job from created to ran to completion in about five seconds.
const exportStepSeconds = Number(process.env.E2E_EXPORT_STEP_SECONDS ?? 1);
// E2E_ORDER_STEP_SECONDS: a convention order placed in a test is In lavorazione after one step and
// accepted after three; 2 s, so a test follows it to its connection in about six seconds.
const orderStepSeconds = Number(process.env.E2E_ORDER_STEP_SECONDS ?? 2);
// E2E_SANDBOX_SCALE=large: the sandbox's large data set (acme: 2,000 supplies, 100,000 invoices).
const scale = process.env.E2E_SANDBOX_SCALE === 'large' ? 'large' : 'small';
// E2E_KNOWN_DOCUMENTS_ONLY=on: the production rule that a browser sends only the web client's own
// GraphQL documents (docs/decisions/0009); portal-process.ts turns it on unless a spec says off.
const knownDocumentsOnly: Record<string, string> =
  process.env.E2E_KNOWN_DOCUMENTS_ONLY === 'on' ? { GRAPHQL_KNOWN_DOCUMENTS_ONLY: 'on' } : {};
const portal = await startPortal({
  // The alert jobs look for due work every second (decision 0023); mails go to the sandbox's sink.
  env: { WEB_DIST: webDist, ALERTS_POLL_SECONDS: '1', ...brand, ...knownDocumentsOnly },
  sandbox: {
    smtp: { port: 0, host: '127.0.0.1' },
    exportStepSeconds,
    orderStepSeconds,
    scale,
    ...(dataNow === undefined ? {} : { dataNow }),
  },
});
// The portal's own store is opened (and migrated) now, before the worker's first test: it opens on
// first use, and a fresh cluster costs seconds of CPU (over 20 s on a busy machine) that would
// otherwise fall inside the first test whose page lists the alerts (the business home, the
// notifications, a profile).
await portal.app.store.query('SELECT 1');
process.stdout.write(`PORTAL_URL=${portal.url}\nSANDBOX_URL=${portal.sandbox.url}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await portal.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
