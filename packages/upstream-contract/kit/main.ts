// `pnpm check:upstream --api <url> --graphql <url> --account <email> [--password …] [--with-writes]`
// (docs/upstream-contract.md "Checking a supplier's systems"): prints, call by call, whether the
// supplier's systems answer as the upstream contract says; exits 1 when any call did not.
import { parseArgs } from 'node:util';
import { ConformanceRun, reportLine } from './check.ts';

const USAGE = `usage: pnpm check:upstream --api <url> --graphql <url> --account <email> [options]

  --api <url>            the supplier's REST API (the portal's UPSTREAM_API_URL)
  --graphql <url>        the data service (…/ubik/graphql)
  --account <email>      a test account of the supplier
  --password <text>      its password (else UPSTREAM_CHECK_PASSWORD)
  --idp-token <token>    an identity provider access token of the account, instead of signing in
  --issuer <url>         the identity provider (default <api>/oidc)
  --client-id <id>       the portal's client (default portal-web)
  --client-secret <s>    its secret (else OIDC_CLIENT_SECRET, default the development one)
  --redirect-uri <url>   a redirect URI of the client (default http://localhost:3000/auth/callback)
  --content <url>        the content site (default the API)
  --with-writes          also the writes that leave the account as it was (a test account only)`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      graphql: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      'idp-token': { type: 'string' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'redirect-uri': { type: 'string' },
      content: { type: 'string' },
      'with-writes': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.api || !values.graphql || !values.account) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const api = values.api.replace(/\/+$/, '');
  const run = new ConformanceRun(
    {
      api,
      graphql: values.graphql,
      account: values.account,
      password: values.password ?? process.env.UPSTREAM_CHECK_PASSWORD,
      idpToken: values['idp-token'],
      issuer: (values.issuer ?? `${api}/oidc`).replace(/\/+$/, ''),
      clientId: values['client-id'] ?? 'portal-web',
      clientSecret:
        values['client-secret'] ?? process.env.OIDC_CLIENT_SECRET ?? 'portal-web-secret',
      redirectUri: values['redirect-uri'] ?? 'http://localhost:3000/auth/callback',
      content: values.content,
      withWrites: values['with-writes'] ?? false,
    },
    (result) => process.stdout.write(`${reportLine(result)}\n`),
  );
  const results = await run.run();
  const failed = results.filter((r) => !r.ok);
  process.stdout.write(
    `\n${results.length - failed.length} of ${results.length} calls answered as the contract says` +
      `${failed.length ? `; ${failed.length} did not` : ''}\n`,
  );
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
