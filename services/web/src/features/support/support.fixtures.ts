// The support page's tests share these: FAQ, filed requests, supplies, a fetch
// stand-in that answers the page's GraphQL operations and records them, and sessions.
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';

export const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

export const corporate = testSession({ segment: 'corporate', sections: ALL_SECTIONS });

const member = (idAnagrafica: number, ragSoc: string) => ({
  idAnagrafica,
  ragSoc,
  customerSegment: 'corporate',
  culture: 'de-DE',
});

export const consortium = testSession({
  segment: 'consortia',
  language: 'de',
  sections: ALL_SECTIONS,
  registries: [
    member(500001, 'Consorzio Energia Alto Adige'),
    member(500002, 'Hotel Dolomiten GmbH'),
  ],
  selectedRegistry: member(500002, 'Hotel Dolomiten GmbH'),
});

export const FAQ = [
  {
    id: '4101',
    slug: 'split-payment',
    question: 'Come funziona la scissione dei pagamenti (split payment)?',
    answer: ['L’IVA è esposta in fattura ma non va pagata a noi.', 'Si paga solo l’imponibile.'],
  },
  {
    id: '4102',
    slug: 'fattura-elettronica-sdi',
    question: 'Come ricevo le fatture elettroniche tramite SDI?',
    answer: ['Al codice destinatario di 7 caratteri o alla PEC.'],
  },
  {
    id: '4108',
    slug: 'tempi-risposta-reclami',
    question: 'Entro quando rispondete a reclami e richieste scritte?',
    answer: ['Entro 30 giorni solari, 60 per la rettifica di fatturazione.'],
  },
];

export function supportCase(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(index),
    number: `RS-2026-00000${index}`,
    registryId: '200001',
    kind: 'COMPLAINT',
    kindText: 'reclamo',
    subject: 'Fattura di ottobre non ricevuta',
    filedAt: '2026-11-20T10:15:00',
    answerDueOn: '2026-12-20',
    state: 'TRANSMITTED',
    stateText: 'Trasmessa',
    pointId: 'IT001E10000001',
    utility: 'POWER',
    invoiceNumber: null,
    ...overrides,
  };
}

export const SUPPLIES = [
  {
    id: '900',
    pointId: 'IT001E10000001',
    address: 'Via Roma 1',
    locality: 'Verona',
    siteName: 'Stabilimento Nord',
  },
  {
    id: '901',
    pointId: 'IT001E10000002',
    address: 'Via Po 3',
    locality: 'Verona',
    siteName: null,
  },
];

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/**
 * Answers the page's operations. `filing` decides the mutation's answer: a filed case, or an API
 * error code. Filed cases join the list the next SupportCases call answers.
 */
export function api({
  cases = [supportCase(1)],
  filing = 'ok',
  faq = FAQ,
}: {
  cases?: ReturnType<typeof supportCase>[];
  filing?: 'ok' | 'NOT_FOUND' | 'UPSTREAM_UNAVAILABLE';
  faq?: typeof FAQ;
} = {}) {
  const calls: Call[] = [];
  const listed = [...cases];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    switch (operation) {
      case 'SupportFaq':
        return Response.json({ data: { supportFaq: faq } });
      case 'SupportCases':
        return Response.json({
          data: { supportCases: { totalCount: listed.length, nodes: listed } },
        });
      case 'RequestSupplies':
        return Response.json({
          data: { supplies: { totalCount: SUPPLIES.length, nodes: SUPPLIES } },
        });
      case 'FileSupportCase': {
        if (filing !== 'ok')
          return Response.json({
            data: null,
            errors: [{ message: 'refused', extensions: { code: filing } }],
          });
        const input = body.variables.input as Record<string, string>;
        const filed = supportCase(listed.length + 1, {
          kind: input.kind,
          kindText: input.kind === 'BILLING_RECTIFICATION' ? 'rettificaFatturazione' : 'reclamo',
          subject: input.subject,
          filedAt: '2026-11-23T09:41:07',
          answerDueOn: input.kind === 'BILLING_RECTIFICATION' ? '2027-01-22' : '2026-12-23',
          pointId: input.supplyId ? 'IT001E10000002' : null,
          invoiceNumber: input.invoiceNumber ?? null,
        });
        listed.unshift(filed);
        return Response.json({ data: { fileSupportCase: filed } });
      }
      default:
        return Response.json({ data: null, errors: [{ message: `unexpected ${operation}` }] });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
