import { describe, expect, it } from 'vitest';
import { INVOICES_QUERY, PAGE_SIZE, invoiceVariables } from './useInvoices.ts';

describe('the invoices query', () => {
  it('writes the page size into the document, where the BFF’s cost rule reads it', () => {
    expect(INVOICES_QUERY.toString()).toContain(`first: ${PAGE_SIZE}`);
    expect(INVOICES_QUERY.toString()).toContain('fragment InvoiceFields on Invoice');
  });

  it('asks a page by its offset, with the business page’s commodity in the filter', () => {
    expect(
      invoiceVariables({
        filter: { paymentStates: ['OVERDUE'], registryId: '500002' },
        sort: 'DUE_DATE_ASC',
        page: 3,
        utility: 'GAS',
      }),
    ).toEqual({
      filter: { paymentStates: ['OVERDUE'], registryId: '500002', utility: 'GAS' },
      offset: 2 * PAGE_SIZE,
      sort: 'DUE_DATE_ASC',
    });
    expect(invoiceVariables({ filter: {}, sort: 'ISSUE_DATE_DESC', page: 1 })).toEqual({
      filter: {},
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
  });

  it('a subsidised scheme asks for the convention’s invoices only, with its utility', () => {
    expect(
      invoiceVariables({
        filter: { documentNumber: 'FE2026/00101' },
        sort: 'ISSUE_DATE_DESC',
        page: 1,
        utility: 'POWER',
        underConvention: true,
      }).filter,
    ).toEqual({ documentNumber: 'FE2026/00101', utility: 'POWER', underConvention: true });
  });
});
