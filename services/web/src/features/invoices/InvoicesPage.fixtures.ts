// The business invoices page's tests share these: five invoices in the §4 payment
// states, their details, a fetch stand-in that answers the page's GraphQL operations and records
// them, and the sessions of a corporate customer and of a consortium (§1).
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';
import type { Invoice, InvoiceDetail } from './api/types.ts';

export function invoice(index: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: String(500 + index),
    documentNumber: `FE2026/00${100 + index}`,
    issueDate: '2026-10-05',
    dueDate: '2026-10-25',
    paymentDate: null,
    competenceFrom: '2026-08-01',
    competenceTo: '2026-09-30',
    amount: 1520.4,
    amountToPay: 1520.4,
    paid: false,
    paymentState: 'TO_PAY',
    paymentStateText: 'Da pagare',
    utility: 'POWER',
    pointId: `IT001E0000${index}`,
    paymentMethod: 'BANK_TRANSFER',
    paymentMethodText: 'Bonifico bancario',
    onlinePaymentEnabled: false,
    hasPdf: true,
    hasDetailPdf: index === 0,
    ...overrides,
  };
}

export const NODES = [
  invoice(0),
  invoice(1, { paymentState: 'OVERDUE', paymentStateText: 'Scaduta' }),
  invoice(2, {
    paymentState: 'PARTIALLY_PAID',
    paymentStateText: 'Parzialmente pagata',
    amountToPay: 500,
  }),
  invoice(3, { paymentState: 'PAID', paymentStateText: 'Pagata', paid: true, amountToPay: 0 }),
  invoice(4, { paymentState: 'OTHER', paymentStateText: 'In contestazione' }),
];

export function detailOf(node: Invoice): InvoiceDetail {
  return {
    invoice: node,
    rows: [
      {
        description: 'Spesa per la materia energia - fascia F1',
        quantity: 147,
        unit: 'KWH',
        unitText: 'kWh',
        unitPrice: 0.16532,
        amount: 24.3,
        vatRate: 22,
      },
      {
        description: 'Spesa per il trasporto e la gestione del contatore',
        quantity: 2,
        unit: 'MONTH',
        unitText: 'mesi',
        unitPrice: 12.5,
        amount: 25,
        vatRate: 22,
      },
    ],
    pdfUrl: `/api/files/invoices/${node.id}`,
    detailPdfUrl: node.hasDetailPdf ? `/api/files/invoices/${node.id}?variant=detail` : null,
  };
}

/** Light and gas supplies, with and without a convention (§4 menu section flags). */
export const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

export type Call = { operation: string; variables: Record<string, unknown> };

export function api(totalCount = 45) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /query (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    if (operation === 'Sites')
      return Response.json({
        data: {
          sites: [
            { id: '301', name: 'Stabilimento Nord', address: 'Via Roma 1', locality: 'Verona' },
          ],
        },
      });
    if (operation === 'InvoiceById') {
      const node = NODES.find((n) => n.id === body.variables.id) ?? invoice(0);
      return Response.json({ data: { invoiceById: detailOf(node) } });
    }
    return Response.json({
      data: {
        invoices: { totalCount, totalAmount: 68418, totalToPay: 41020.55, nodes: NODES },
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const corporate = testSession({
  segment: 'corporate',
  sections: ALL_SECTIONS,
  registries: [
    {
      idAnagrafica: 200001,
      ragSoc: 'ACME Industrie S.p.A.',
      customerSegment: 'corporate',
      culture: 'it-IT',
    },
  ],
  selectedRegistry: {
    idAnagrafica: 200001,
    ragSoc: 'ACME Industrie S.p.A.',
    customerSegment: 'corporate',
    culture: 'it-IT',
  },
});

export const invoicesCall = (calls: Call[]) =>
  calls.filter((call) => call.operation === 'Invoices').at(-1);

/** A consortium user (§1): three member registries, of different customer kinds. */
export const consortium = testSession({
  segment: 'consortia',
  sections: ALL_SECTIONS,
  businessConventions: [{ businessConventionType: 'consortium' }],
  registries: [
    {
      idAnagrafica: 500001,
      ragSoc: 'Alpenwerk GmbH',
      customerSegment: 'corporate',
      culture: 'de-DE',
    },
    {
      idAnagrafica: 500002,
      ragSoc: 'Verein Dolomiten',
      customerSegment: 'association',
      culture: 'it-IT',
    },
    { idAnagrafica: 500003, ragSoc: 'Bäckerei Stern', customerSegment: 'sme', culture: 'de-DE' },
  ],
  selectedRegistry: {
    idAnagrafica: 500001,
    ragSoc: 'Alpenwerk GmbH',
    customerSegment: 'corporate',
    culture: 'de-DE',
  },
});

export const sitesCall = (calls: Call[]) =>
  calls.filter((call) => call.operation === 'Sites').at(-1);
