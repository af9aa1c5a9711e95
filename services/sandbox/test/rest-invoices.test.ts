import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFileName } from '../src/pdf/invoice-pdf.ts';
import { pdfOf, pdfPages, startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
type Browse = {
  invoices: Array<{
    documentNumber: string;
    issueDate: string;
    idfattura: number;
    idanagrafica: number;
    importo: number;
    pagato: boolean;
  }>;
};

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

describe('§7 invoices REST API (own customer only)', () => {
  it('§3 browse answers documentNumber and issueDate of the own invoices, newest first', async () => {
    const r = await app.json<Browse>('/api/invoices/browse', { body: {} });
    expect(r.status).toBe(200);
    expect(r.body.invoices.length).toBeGreaterThanOrEqual(30);
    expect(r.body.invoices.every((i) => i.idanagrafica === 100001)).toBe(true);
    const dates = r.body.invoices.map((i) => i.issueDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('§5 browse filters DocumentNumber and the day bounds IssueDateFrom/IssueDateTo (instants)', async () => {
    const all = (await app.json<Browse>('/api/invoices/browse', { body: {} })).body.invoices;
    const target = all[5];
    if (!target) throw new Error('no invoice');
    const byNumber = await app.json<Browse>('/api/invoices/browse', {
      body: { DocumentNumber: target.documentNumber.toLowerCase() },
    });
    expect(byNumber.body.invoices.map((i) => i.idfattura)).toEqual([target.idfattura]);
    const day = await app.json<Browse>('/api/invoices/browse', {
      body: {
        DocumentNumber: target.documentNumber,
        IssueDateFrom: `${target.issueDate}T00:00:00`,
        IssueDateTo: `${target.issueDate}T23:59:59`,
      },
    });
    expect(day.body.invoices).toHaveLength(1);
    const nextDay = await app.json<Browse>('/api/invoices/browse', {
      body: {
        DocumentNumber: target.documentNumber,
        IssueDateFrom: `${target.issueDate}T23:59:59.999`,
      },
    });
    expect(nextDay.body.invoices).toHaveLength(0);
    const foreign = await app.json<Browse>('/api/invoices/browse', {
      body: { DocumentNumber: target.documentNumber },
      email: 'anna.huber@demo.it',
    });
    expect(foreign.body.invoices.every((i) => i.idanagrafica === 100002)).toBe(true);
  });

  it('§3 get-invoice gives every Fattura field; get-invoice-rows rows add up to the taxable amount', async () => {
    const all = (await app.json<Browse>('/api/invoices/browse', { body: {} })).body.invoices;
    const id = all[0]?.idfattura;
    const inv = await app.json<Record<string, unknown>>(
      `/api/invoices/get-invoice?idfattura=${id}`,
    );
    expect(inv.status).toBe(200);
    for (const field of [
      'bitMask',
      'cardStatusMask',
      'codiceRigaContratto',
      'codiceStatoPagamento',
      'codUtility',
      'compAl',
      'compDal',
      'dataEmissione',
      'dataScadenza',
      'fileId',
      'hasPdftestata',
      'idanagrafica',
      'idfattura',
      'importo',
      'numeroDoc',
      'numeroFattura',
      'pagato',
      'podPdr',
      'saldo',
      'statoPagamento',
      'tipoDoc',
      'totaleApagare',
    ]) {
      expect(inv.body).toHaveProperty(field);
    }
    const rows = await app.json<{
      rows: Array<{
        descrizione: string;
        quantita: number;
        unita: string;
        prezzoUnitario: number;
        importo: number;
        aliquotaIva: number;
      }>;
    }>(`/api/invoices/get-invoice-rows?idfattura=${id}`);
    expect(rows.body.rows.length).toBeGreaterThanOrEqual(4);
    const taxable = rows.body.rows.reduce((s, r) => s + r.importo, 0);
    const vat = (rows.body.rows[0]?.aliquotaIva ?? 0) / 100;
    expect(Math.abs(taxable * (1 + vat) - Number(inv.body.importo))).toBeLessThan(0.1);
  });

  it('§5: invoice rows speak the customer’s language — German for anna.huber (de-DE), Italian for mario.rossi', async () => {
    type Rows = { rows: Array<{ descrizione: string; unita: string }> };
    const firstRows = async (email: string) => {
      const all = (await app.json<Browse>('/api/invoices/browse', { body: {}, email })).body
        .invoices;
      return (
        await app.json<Rows>(`/api/invoices/get-invoice-rows?idfattura=${all[0]?.idfattura}`, {
          email,
        })
      ).body.rows;
    };
    const german = await firstRows('anna.huber@demo.it');
    expect(german.length).toBeGreaterThanOrEqual(4);
    expect(german.map((r) => r.descrizione)).toContain('Systemkosten');
    expect(
      german.some((r) => /Spesa|Imposta|Accisa/.test(r.descrizione) || r.unita === 'mese'),
    ).toBe(false);
    const italian = await firstRows('mario.rossi@demo.it');
    expect(italian.map((r) => r.descrizione)).toContain('Spesa per oneri di sistema');
  });

  it('§7 /api/fattura/pdf and /api/fattura/apccb/pdf are real PDFs with the numeroFattura file name', async () => {
    const all = (await app.json<Browse>('/api/invoices/browse', { body: {} })).body.invoices;
    const target = all.find(
      (i) => app.store.data.fattureById.get(i.idfattura)?.hasPdfdettaglio === true,
    );
    if (!target) throw new Error('no invoice with a detailed copy');
    for (const path of ['/api/fattura/pdf', '/api/fattura/apccb/pdf']) {
      const response = await app.call(`${path}?idfattura=${target.idfattura}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${target.documentNumber.replace('/', '_')}.pdf"`,
      );
      expect(pdfPages(await pdfOf(response))).toBe(1);
    }
    expect(pdfFileName('FT2025/000123')).toBe('FT2025_000123.pdf');
    expect(pdfFileName('../"evil"\r\n.pdf')).toBe('evil_pdf.pdf');
  });

  it("upstream contract: another customer's or an unknown invoice is 404 on every invoice path", async () => {
    const foreign = (
      await app.json<Browse>('/api/invoices/browse', { body: {}, email: 'acme@demo.it' })
    ).body.invoices[0]?.idfattura;
    for (const path of [
      '/api/invoices/get-invoice',
      '/api/invoices/get-invoice-rows',
      '/api/fattura/pdf',
      '/api/fattura/apccb/pdf',
    ]) {
      expect((await app.json(`${path}?idfattura=${foreign}`)).status).toBe(404);
      expect((await app.json(`${path}?idfattura=999`)).status).toBe(404);
    }
  });

  it('upstream contract: bad input on every invoice path is 400 badRequest naming the field; no token is 401', async () => {
    const cases: Array<[string, { body?: unknown }, string]> = [
      ['/api/invoices/browse', { body: { IssueDateFrom: 'yesterday-ish' } }, 'IssueDateFrom'],
      ['/api/invoices/browse', { body: { IssueDateTo: '2025-02-30T00:00:00' } }, 'IssueDateTo'],
      ['/api/invoices/browse', { body: { DocumentNumber: '' } }, 'DocumentNumber'],
      ['/api/invoices/browse', { body: { DocumentNumber: { x: 1 } } }, 'DocumentNumber'],
      ['/api/invoices/browse', { body: '[' }, 'body'],
      ['/api/invoices/get-invoice?idfattura=x', {}, 'idfattura'],
      ['/api/invoices/get-invoice', {}, 'idfattura'],
      ['/api/invoices/get-invoice-rows?idfattura=-1', {}, 'idfattura'],
      ['/api/fattura/pdf?idfattura=1.5', {}, 'idfattura'],
      ['/api/fattura/apccb/pdf', {}, 'idfattura'],
    ];
    for (const [path, init, field] of cases) {
      const r = await app.json<{ error: string; message: string }>(path, init);
      expect(r.status, path).toBe(400);
      expect(r.body.error).toBe('badRequest');
      expect(r.body.message).toContain(field);
    }
    expect((await app.json('/api/invoices/browse', { body: {}, email: null })).status).toBe(401);
  });
});
