import type { Fattura } from '@portal/upstream-contract/records';
import { describe, expect, it } from 'vitest';
import { day, utilityOf } from '../graphql/mapping.ts';
import { toExportJob } from './exports/mapping.ts';
import { invoicePdfUrls, toInvoice } from './invoices/mapping.ts';
import { toNewsPost } from './news/mapping.ts';

const fattura = {
  idfattura: 101,
  numeroFattura: 'FT2026/000017',
  numeroDoc: 'D1',
  dataEmissione: '2026-11-09',
  dataScadenza: '2026-11-29',
  dataPagamento: null,
  compDal: '2026-09-01',
  compAl: '9999-12-31',
  importo: 181.57,
  totaleApagare: 181.57,
  pagato: false,
  statoPagamento: 'Da pagare',
  codUtility: 1,
  podPdr: '0205',
  modalitaPagamento: 'Bollettino',
  pagamentoOnlineAbilitato: true,
  hasPdftestata: true,
  hasPdfdettaglio: false,
  idanagrafica: 100001,
  tipoDoc: 'Fattura',
} as unknown as Fattura;

describe('mapping upstream records to the API (§1, §3, §4, §5)', () => {
  it('§1 utility code 1 is gas, 0 is power', () => {
    expect(utilityOf(1)).toBe('GAS');
    expect(utilityOf(0)).toBe('POWER');
  });

  it('§5 open-ended dates (year 9999) and empty dates are null; instants keep their day', () => {
    expect(day('9999-12-31')).toBeNull();
    expect(day(null)).toBeNull();
    expect(day('2026-11-09T10:00:00')).toBe('2026-11-09');
  });

  it('an invoice keeps the spec names at the boundary and speaks English in the API', () => {
    expect(toInvoice(fattura)).toMatchObject({
      id: '101',
      documentNumber: 'FT2026/000017',
      issueDate: '2026-11-09',
      competenceTo: null,
      amountToPay: 181.57,
      paid: false,
      paymentState: 'TO_PAY',
      paymentStateText: 'Da pagare',
      paymentMethod: 'POSTAL_SLIP',
      paymentMethodText: 'Bollettino',
      documentType: 'INVOICE',
      utility: 'GAS',
      onlinePaymentEnabled: true,
      hasPdf: true,
      hasDetailPdf: false,
      registryId: '100001',
    });
  });

  it('PDF addresses exist only for the PDFs upstream has', () => {
    expect(invoicePdfUrls(fattura)).toEqual({
      pdfUrl: '/api/files/invoices/101',
      detailPdfUrl: null,
    });
  });

  it('§4 export job states come from the shared map; a download address only once ran to completion', () => {
    const job = {
      idJob: 7,
      tipo: 'list',
      createdAt: '2026-11-22T10:00:00',
      updatedAt: null,
      numeroFatture: 3,
    };
    expect(toExportJob({ ...job, status: 3 })).toMatchObject({
      status: 'running',
      tone: 'orange',
      ready: false,
      downloadUrl: null,
    });
    expect(toExportJob({ ...job, status: 5 })).toMatchObject({
      status: 'ranToCompletion',
      tone: 'green',
      ready: true,
      downloadUrl: '/api/files/exports/7',
    });
    expect(toExportJob({ ...job, status: 7 })).toMatchObject({
      status: 'faulted',
      tone: 'red',
      ready: false,
    });
    expect(toExportJob({ ...job, status: 42 })).toMatchObject({ status: 'unknown', tone: 'gray' });
  });

  it('news posts tolerate missing rendered parts', () => {
    expect(toNewsPost({ id: 1, date: '2026-01-01' })).toEqual({
      id: '1',
      date: '2026-01-01',
      slug: null,
      link: null,
      title: '',
      excerpt: '',
      content: '',
    });
  });
});
