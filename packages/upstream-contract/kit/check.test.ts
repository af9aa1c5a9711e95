// The conformance kit against the sandbox (docs/upstream-contract.md "Checking a supplier's
// systems"; §7, §8): every call passes as the sandbox serves the contract; with a renamed field
// and a call that is missing, the report names the call and the field, and the command fails.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConformanceRun, reportLine, type CheckOptions } from './check.ts';

let sandbox: RunningSandbox;
let options: CheckOptions;

beforeAll(async () => {
  sandbox = await startSandbox();
  options = {
    api: sandbox.url,
    graphql: `${sandbox.url}/ubik/graphql`,
    account: 'mario.rossi@demo.it',
    password: 'demo',
    issuer: `${sandbox.url}/oidc`,
    clientId: 'portal-web',
    clientSecret: 'portal-web-secret',
    redirectUri: `${sandbox.options.portalOrigins[0]}/auth/callback`,
  };
});
afterEach(async () => sandbox.admin.clearFaults());
afterAll(async () => sandbox?.close());

describe('pnpm check:upstream against the sandbox', () => {
  it('passes every call, the sign-in, the schema and each read of §7 the portal makes', async () => {
    const results = await new ConformanceRun(options).run();
    expect(results.filter((r) => !r.ok).map(reportLine)).toEqual([]);
    const calls = results.map((r) => r.call);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/configurations',
        'POST /api/oauth/login',
        'GET /api/user/info',
        'POST /api/refresh-token',
        'POST /ubik/graphql (schema)',
        'POST /ubik/graphql fatture',
        'POST /ubik/graphql curvaCarico',
        'GET /api/invoices/get-invoice',
        'GET /api/fattura/pdf',
        'GET /wp-json/wp/v2/posts',
      ]),
    );
    expect(results.filter((r) => r.status !== null).length).toBeGreaterThanOrEqual(30);
    // No write without --with-writes.
    expect(calls).not.toContain('POST /ubik/graphql segnaNotificaLetta');
  });

  it('names a renamed field and a missing call, and makes the writes only when asked', async () => {
    await sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice-rows$',
      field: { name: 'descrizione', rename: 'description' },
      times: 0,
    });
    await sandbox.admin.addFault({ path: '^/api/documenti/list$', status: 404, times: 0 });
    await sandbox.admin.addFault({
      path: '^/ubik/graphql$',
      field: { name: 'statoPagamento', rename: 'stato_pagamento' },
      times: 0,
    });
    const results = await new ConformanceRun({ ...options, withWrites: true }).run();
    const failed = results.filter((r) => !r.ok).map(reportLine);
    expect(failed).toEqual([
      expect.stringMatching(
        /^FAIL {2}POST \/ubik\/graphql fatture {2}200 {2}fatture\.nodes\[0\]\.statoPagamento: missing/,
      ),
      expect.stringMatching(
        /^FAIL {2}GET \/api\/invoices\/get-invoice-rows {2}200 {2}rows\[0\]\.descrizione: missing/,
      ),
      'FAIL  GET /api/documenti/list  404  refused with marker injectedFault',
    ]);
    expect(results.map((r) => r.call)).toContain('POST /ubik/graphql segnaNotificaLetta');
  });

  it('the command prints the report and exits non-zero when a call failed', async () => {
    await sandbox.admin.addFault({ path: '^/api/documenti/list$', status: 404, times: 0 });
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const run = promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        main,
        '--api',
        options.api,
        '--graphql',
        options.graphql,
        '--account',
        options.account,
        '--password',
        'demo',
        '--redirect-uri',
        options.redirectUri,
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)) },
    );
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('PASS  GET /api/user/info  200');
    expect(failure?.stdout).toContain(
      'FAIL  GET /api/documenti/list  404  refused with marker injectedFault',
    );
    expect(failure?.stdout).toMatch(/calls answered as the contract says; 1 did not/);
  }, 120_000);
});
