// The documents of the business downloads page (§2 /<segment>/<gas|light>/downloads): the selected
// registry's documents of one commodity — its contracts' conditions, each green light supply's
// guarantee-of-origin certificate per year, the supplier's forms for businesses and its charter —
// each a real PDF through GET /api/files/documents/:id; a registry, a certificate or a form that
// is not the session's is NOT_FOUND. And mario.rossi's conditions are his own offer's.
import { pdfLines } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let acme: string;
let mario: string;

interface Doc {
  id: string;
  kind: string;
  title: string;
  description: string | null;
  personal: boolean;
  utility: string | null;
  pointId: string | null;
  year: number | null;
  downloadUrl: string;
}

const DOCUMENTS = `query D($u: Utility, $r: ID) { documents(utility: $u, registryId: $r) {
  id kind title description personal utility pointId year downloadUrl } }`;

const documents = async (cookie: string, utility?: string, registry?: string) =>
  ok(await gql<{ documents: Doc[] }>(portal, cookie, DOCUMENTS, { u: utility, r: registry }))
    .documents;

beforeAll(async () => {
  portal = await startPortal();
  acme = (await portal.signIn('acme@demo.it')).cookie;
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterAll(async () => portal?.close());

describe('documents(utility, registryId) of a business', () => {
  it('§2 light: the light conditions, a certificate per green supply and year, the business forms', async () => {
    const light = await documents(acme, 'POWER');
    expect(light.every((d) => d.utility === 'POWER' || d.utility === null)).toBe(true);
    expect(light.some((d) => d.kind === 'CONTRACT_CONDITIONS')).toBe(true);
    const certificates = light.filter((d) => d.kind === 'GUARANTEE_OF_ORIGIN');
    expect(certificates.length).toBeGreaterThan(1);
    for (const c of certificates) {
      expect(c.personal).toBe(true);
      expect(c.pointId).toMatch(/^IT\d{3}E\d+$/);
      expect(c.title).toContain(String(c.year));
      expect(c.title).toContain(c.pointId);
    }
    const keys = certificates.map((c) => `${c.pointId} ${c.year}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = light.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['carta-servizi', 'dichiarazione-iva-agevolata']));
    expect(ids).not.toContain('istanza-accise-gas');
    // Named explicitly, the selected registry gives the same list.
    expect((await documents(acme, 'POWER', '200001')).map((d) => d.id)).toEqual(ids);
  });

  it('§2 gas: no certificate, the gas form; another customer’s registry is NOT_FOUND', async () => {
    const gas = await documents(acme, 'GAS');
    expect(gas.every((d) => d.utility === 'GAS' || d.utility === null)).toBe(true);
    expect(gas.some((d) => d.kind === 'GUARANTEE_OF_ORIGIN')).toBe(false);
    expect(gas.map((d) => d.id)).toContain('istanza-accise-gas');
    const foreign = await gql(portal, acme, DOCUMENTS, { u: 'GAS', r: '100001' });
    expect(codes(foreign)).toEqual(['NOT_FOUND']);
  });

  it('a certificate downloads as the supplier’s PDF naming the point, the year and its energy', async () => {
    const certificate = (await documents(acme, 'POWER')).find(
      (d) => d.kind === 'GUARANTEE_OF_ORIGIN',
    )!;
    const response = await portal.api(acme, certificate.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    const lines = pdfLines(Buffer.from(await response.arrayBuffer()));
    const energy = /: ([\d.]+ kWh) nel/.exec(certificate.description ?? '')?.[1];
    expect(lines).toEqual(
      expect.arrayContaining([
        certificate.title,
        `POD: ${certificate.pointId}`,
        `Anno: ${certificate.year}`,
        `Energia fornita: ${energy}`,
      ]),
    );
    // Not mario's to download, nor a business form.
    expect((await portal.api(mario, certificate.downloadUrl)).status).toBe(404);
    expect(
      (await portal.api(mario, '/api/files/documents/dichiarazione-iva-agevolata')).status,
    ).toBe(404);
  });
});

describe('documents of a household', () => {
  it('mario.rossi’s light conditions are his offer’s, Luce Casa Prezzo Fisso; no business form', async () => {
    const all = await documents(mario);
    const light = all.find((d) => d.kind === 'CONTRACT_CONDITIONS' && d.utility === 'POWER');
    expect(light?.description).toContain('Luce Casa Prezzo Fisso');
    expect(all.map((d) => d.description ?? '').join(' ')).not.toMatch(/Business|Enti Pubblici/);
    expect(all.some((d) => d.kind === 'GUARANTEE_OF_ORIGIN' && d.pointId === light?.pointId)).toBe(
      true,
    );
    expect(all.map((d) => d.id)).not.toContain('dichiarazione-iva-agevolata');
    const pdf = await portal.api(mario, light!.downloadUrl);
    expect(pdfLines(Buffer.from(await pdf.arrayBuffer()))).toContain(
      'Offerta: Luce Casa Prezzo Fisso (LCF24)',
    );
  });
});
