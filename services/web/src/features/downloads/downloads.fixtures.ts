// The downloads page's tests share these: export jobs in §4 states, invoices to
// pick from, a fetch stand-in that answers the page's GraphQL operations (and the file route) and
// records them, and the sessions of a corporate customer and of a consortium (§1).
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';
import type { ExportJob } from './api/useExportJobs.ts';

export function job(id: number, statusCode: number, overrides: Partial<ExportJob> = {}): ExportJob {
  const tones = ['orange', 'orange', 'orange', 'orange', 'orange', 'green', 'red', 'red'];
  const keys = [
    'created',
    'waitingForActivation',
    'waitingToRun',
    'running',
    'waitingForChildrenToComplete',
    'ranToCompletion',
    'canceled',
    'faulted',
  ];
  return {
    id: String(id),
    kind: 'list',
    statusCode,
    status: keys[statusCode] ?? 'unknown',
    tone: tones[statusCode] ?? 'gray',
    ready: statusCode === 5,
    createdAt: '2026-11-20T09:15:00',
    updatedAt: '2026-11-20T09:15:10',
    invoiceCount: 12,
    downloadUrl: statusCode === 5 ? `/api/files/exports/${id}` : null,
    failureReason: statusCode === 7 ? 'TIMEOUT' : null,
    ...overrides,
  };
}

export function invoice(index: number) {
  return {
    id: String(8000 + index),
    documentNumber: `FE2026/00${100 + index}`,
    issueDate: '2026-10-05',
    amount: 1520.4 + index,
    paymentState: 'PAID' as const,
    paymentStateText: 'Pagata',
    pointId: `IT001E1000${index}`,
  };
}

/** The retail page's documents: a contract's conditions, a form, the charter. */
export const DOCUMENTS = [
  {
    id: 'condizioni-4000001',
    kind: 'CONTRACT_CONDITIONS',
    title: 'Condizioni generali di fornitura – contratto C2021-0001',
    description: 'Luce, offerta Luce Verde Casa, sottoscritto il 2021-03-01.',
    personal: true,
    contractNumber: 'C2021-0001',
    updatedOn: '2021-03-01',
    downloadUrl: '/api/files/documents/condizioni-4000001',
  },
  {
    id: 'modulo-sepa',
    kind: 'FORM',
    title: 'Modulo di mandato per l’addebito diretto SEPA',
    description: 'Per pagare le bollette con addebito automatico sul conto corrente.',
    personal: false,
    contractNumber: null,
    updatedOn: '2026-01-01',
    downloadUrl: '/api/files/documents/modulo-sepa',
  },
  {
    id: 'carta-servizi',
    kind: 'SERVICE_CHARTER',
    title: 'Carta dei servizi',
    description: null,
    personal: false,
    contractNumber: null,
    updatedOn: '2026-01-01',
    downloadUrl: '/api/files/documents/carta-servizi',
  },
];

export type Call = { operation: string; variables: Record<string, unknown> };

export interface ApiOptions {
  /** The answers of exportJobs, one per call; the last one repeats. */
  jobs?: ExportJob[][];
  totalCount?: number;
  /** An error the start mutations answer (extensions.code and reason). */
  startError?: { code: string; reason?: string };
  matchedCount?: number;
  /** Held until it settles: every exportJobs answer after the first (a test reads the first one first). */
  laterJobs?: Promise<void>;
}

export function api(options: ApiOptions = {}) {
  const calls: Call[] = [];
  const files: string[] = [];
  const answers = options.jobs ?? [[job(5, 5), job(4, 7), job(3, 3)]];
  let listed = 0;
  const totalCount = options.totalCount ?? 12;
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).startsWith('/api/files/')) {
      files.push(String(url));
      return new Response(new Blob(['%PDF-1.7 export']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="fatture-5.pdf"',
        },
      });
    }
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    if (operation === 'ExportJobs') {
      if (listed > 0 && options.laterJobs) await options.laterJobs;
      const jobs = answers[Math.min(listed, answers.length - 1)] ?? [];
      listed += 1;
      return Response.json({ data: { exportJobs: jobs } });
    }
    if (operation === 'CustomerDocuments') {
      return Response.json({ data: { documents: DOCUMENTS } });
    }
    if (operation === 'ExportInvoices') {
      const nodes = Array.from({ length: Math.min(totalCount, 3) }, (_, i) => invoice(i));
      return Response.json({ data: { invoices: { totalCount, nodes } } });
    }
    if (options.startError) {
      return Response.json({
        data: null,
        errors: [{ message: 'refused', extensions: options.startError }],
      });
    }
    if (operation === 'StartInvoiceExportByFilter') {
      const matchedCount = options.matchedCount ?? totalCount;
      const invoiceCount = Math.min(matchedCount, 500);
      return Response.json({
        data: {
          startInvoiceExportByFilter: {
            matchedCount,
            truncated: matchedCount > invoiceCount,
            job: { id: '9', invoiceCount },
          },
        },
      });
    }
    const ids = body.variables.invoiceIds as string[];
    return Response.json({ data: { startInvoiceExport: { id: '9', invoiceCount: ids.length } } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, files };
}

export const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

export const corporate = testSession({ segment: 'corporate', sections: ALL_SECTIONS });

/** A consortium user (§1): three member registries, the first selected in the header. */
export const consortium = testSession({
  segment: 'consortia',
  language: 'de',
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
