// One supplier everywhere the supplier's systems name it: the letterhead of every bill and document
// and a public body's convention carry the brand file's company, VAT number and contacts
// (config/brands), the demo brand by default and another brand when the sandbox is given one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { pdfLines } from '../src/pdf/text.ts';
import { brandPath, readSupplier, type Supplier } from '../src/supplier.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

const VERONA = 'comune.verona@demo.it';
const DEMO = readSupplier(brandPath('demo', undefined));
const ALPINA = readSupplier(brandPath('alpina', undefined));

async function documentsOf(app: DataApp): Promise<Record<string, string[]>> {
  const pdf = async (path: string, email = 'mario.rossi@demo.it') => {
    const response = await app.call(path, { email });
    expect(response.status, path).toBe(200);
    return pdfLines(Buffer.from(await response.arrayBuffer()));
  };
  const bill = app.store.data.fatture.get(100001)?.[0];
  const conventionDocs = await app.gql<{ documentiConvenzione: { idDocumento: string }[] }>(
    '{ documentiConvenzione(idanagrafica: [300001]) { idDocumento } }',
    {},
    VERONA,
  );
  return {
    bill: await pdf(`/api/fattura/pdf?idfattura=${bill?.idfattura}`),
    form: await pdf('/api/documenti/pdf?iddocumento=modulo-reclamo'),
    convention: await pdf(
      `/api/convenzioni/documenti/pdf?idDocumento=${conventionDocs.data.documentiConvenzione[0]?.idDocumento}`,
      VERONA,
    ),
  };
}

async function conventionOf(app: DataApp) {
  const r = await app.gql<{
    convenzioni: {
      fornitore: string;
      contatti: { ruolo: string; nome: string; email: string }[];
    }[];
  }>(
    '{ convenzioni(idanagrafica: [300001]) { fornitore contatti { ruolo nome email } } }',
    {},
    VERONA,
  );
  return r.data.convenzioni;
}

function expectLetterhead(lines: string[], supplier: Supplier, what: string): void {
  expect(lines.slice(0, 4), what).toEqual([
    supplier.companyName,
    supplier.registeredOffice,
    `P.IVA ${supplier.vatNumber}`,
    `Servizio clienti ${supplier.phone} - ${supplier.email}`,
  ]);
}

describe('the supplier of the demo brand', () => {
  let app: DataApp;
  beforeAll(async () => {
    app = await startDataApp();
  });
  afterAll(async () => app.close());

  it('heads every bill and document with the brand’s company, office, VAT number and service', async () => {
    for (const [what, lines] of Object.entries(await documentsOf(app)))
      expectLetterhead(lines, DEMO, what);
  });

  it('is the supplier of a public body’s convention, with the brand’s desk and certified mail', async () => {
    const conventions = await conventionOf(app);
    expect(conventions.length).toBeGreaterThan(0);
    for (const c of conventions) {
      expect(c.fornitore).toBe(DEMO.companyName);
      const byRole = Object.fromEntries(c.contatti.map((k) => [k.ruolo, k]));
      expect(byRole.sportelloConvenzioni?.email).toBe(DEMO.businessEmail);
      expect(byRole.pec?.email).toBe(DEMO.pec);
      expect(byRole.pec?.nome).toContain(DEMO.companyName);
    }
  });
});

describe('the supplier of another brand', () => {
  let app: DataApp;
  beforeAll(async () => {
    app = await startDataApp({ supplier: ALPINA });
  });
  afterAll(async () => app.close());

  it('is the one its documents and conventions name', async () => {
    for (const [what, lines] of Object.entries(await documentsOf(app)))
      expectLetterhead(lines, ALPINA, what);
    for (const c of await conventionOf(app)) expect(c.fornitore).toBe(ALPINA.companyName);
  });

  it('is chosen by BRAND or BRAND_FILE, as for the portal; a bad one stops the start', () => {
    expect(readConfig({}).supplier).toEqual(DEMO);
    expect(readConfig({ BRAND: 'alpina' }).supplier).toEqual(ALPINA);
    expect(readConfig({ BRAND_FILE: brandPath('alpina', undefined) }).supplier).toEqual(ALPINA);
    expect(() => readConfig({ BRAND: 'nowhere' })).toThrow(/nowhere\.json/);
  });
});
