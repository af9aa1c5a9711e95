// portal-cli: a worked example of another channel of the portal API (README "Other
// channels"). Signs in as a native app, then lists the customer's bills or downloads one.
//
//   pnpm --filter @portal/cli start -- bills
//   pnpm --filter @portal/cli start -- download <bill id> [--out file.pdf]
//
// Options (or environment): --portal (PORTAL_URL, http://localhost:3000), --issuer (OIDC_ISSUER,
// http://localhost:4000/oidc), --client (CLI_CLIENT_ID, portal-cli), --no-open (only print the
// sign-in address).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { signIn } from './login.ts';
import { type Bill, PortalApi } from './portal.ts';

export interface Io {
  /** A line for the person. */
  print(line: string): void;
  /** Opens the sign-in address (a browser by default; tests sign in by HTTP). */
  open?(url: string): Promise<void> | void;
  env?: NodeJS.ProcessEnv;
}

const USAGE = `usage: portal-cli bills [--first N]
       portal-cli download <bill id> [--out file.pdf]
options: --portal URL  --issuer URL  --client ID  --no-open`;

/** Tries the system's browser; the address is printed anyway. */
function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => undefined);
  child.unref();
}

function billLine(bill: Bill): string {
  const amount = bill.amount.toFixed(2).padStart(10);
  const due = bill.dueDate?.slice(0, 10) ?? '—';
  return `${bill.id.padEnd(8)} ${bill.documentNumber.padEnd(16)} ${bill.issueDate.slice(0, 10)}  ${due.padEnd(10)} ${amount} €  ${bill.utility.padEnd(5)} ${bill.paymentState}`;
}

/** Runs one command; returns the process's exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  const env = io.env ?? process.env;
  const { values, positionals } = parseArgs({
    // `pnpm … start -- bills` hands the separator on.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    allowPositionals: true,
    options: {
      portal: { type: 'string', default: env.PORTAL_URL ?? 'http://localhost:3000' },
      issuer: { type: 'string', default: env.OIDC_ISSUER ?? 'http://localhost:4000/oidc' },
      client: { type: 'string', default: env.CLI_CLIENT_ID ?? 'portal-cli' },
      first: { type: 'string', default: '20' },
      out: { type: 'string' },
      'no-open': { type: 'boolean', default: false },
    },
  });
  const [command, id] = positionals;
  if (command !== 'bills' && !(command === 'download' && id)) {
    io.print(USAGE);
    return 2;
  }
  const portal = values.portal.replace(/\/+$/, '');
  const token = await signIn({
    issuer: values.issuer.replace(/\/+$/, ''),
    clientId: values.client,
    resource: `${portal}/api`,
    scope: 'openid portal.api',
    open: async (url) => {
      io.print(`Sign in at: ${url}`);
      if (io.open) await io.open(url);
      else if (!values['no-open']) openBrowser(url);
    },
  });
  const api = new PortalApi(portal, token.accessToken);

  if (command === 'bills') {
    const { totalCount, bills } = await api.bills(Number(values.first));
    io.print(`${bills.length} of ${totalCount} bills`);
    for (const bill of bills) io.print(billLine(bill));
    return 0;
  }
  const file = resolve(values.out ?? `bill-${id}.pdf`);
  const bytes = await api.downloadBill(id as string, file);
  io.print(`Saved ${file} (${bytes} bytes)`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run(process.argv.slice(2), { print: (line) => process.stdout.write(`${line}\n`) }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
      process.exit(1);
    },
  );
}
