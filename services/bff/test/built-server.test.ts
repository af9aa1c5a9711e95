// The BFF as npm start and the image run it: services/bff/scripts/build.mjs bundles it into
// dist/server.js (built once per test run by the `shape` project's global set-up,
// tests/shape/bff-bundle.global.ts), and plain node runs that with its configuration from the
// environment. The other tests run the sources; this one proves the shipped bundle signs a
// customer in, answers the bills query and streams a PDF (decisions 0000 and 0001, amended).
import { freePort, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltBff, type BuiltBff } from './built-bff.ts';
import { portalClient } from './helpers.ts';

let sandbox: RunningSandbox;
let server: BuiltBff;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  sandbox = await startSandbox({ portalOrigins: [url] });
  server = await startBuiltBff(port, sandbox.url);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
});

describe('the built BFF (npm start, the image)', () => {
  it('starts without printing an error', () => {
    expect(server.output()).not.toMatch(/Error|failed/);
  });

  it('is ready: its session store and upstream answer', async () => {
    // Readiness is a probe's to find, asked again until it holds: on a busy machine the first
    // answer can come while the upstream's check is still under way.
    await expect
      .poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
  });

  it("finds the brand files beside the repository's root, as the sources do", async () => {
    const favicon = await fetch(`${url}/brand/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    const statement = await fetch(`${url}/de/legal/accessibility`);
    expect(await statement.text()).toContain('Demo Energia S.r.l.');
  });

  it('signs a customer in, answers the bills query and streams the PDF (§2, §7)', async () => {
    const client = portalClient(url, server.cookieName);
    const { cookie } = await client.signIn('mario.rossi@demo.it');
    expect(cookie).not.toBe('');
    const answer = await client.api(cookie, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({
        query: '{ invoices(first: 3) { totalCount nodes { id documentNumber amount hasPdf } } }',
      }),
    });
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as {
      data: { invoices: { totalCount: number; nodes: Array<{ id: string; hasPdf: boolean }> } };
    };
    expect(page.data.invoices.totalCount).toBeGreaterThan(0);
    expect(page.data.invoices.nodes).toHaveLength(3);
    const withPdf = page.data.invoices.nodes.find((n) => n.hasPdf);
    expect(withPdf).toBeDefined();
    const pdf = await client.api(cookie, `/api/files/invoices/${withPdf!.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('stops on SIGTERM, as a deployment stops it, with exit code 0', async () => {
    expect(await server.stop()).toBe(0);
  });
});
