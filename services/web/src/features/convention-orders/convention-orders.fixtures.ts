// The order pages' tests share these: comune.verona's session, the order
// form's data, an order with its points, and a fetch stand-in that answers the pages' operations
// (the order placed, or refused with a reason) and records them.
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';

const registry = {
  idAnagrafica: 300001,
  ragSoc: 'Comune di Verona',
  customerSegment: 'publicauthority',
  culture: 'it-IT',
};

export const verona = testSession({
  segment: 'pa',
  landingRoute: '/pa',
  sections: {
    conventionPower: true,
    noConventionPower: true,
    conventionGas: true,
    noConventionGas: true,
  },
  registries: [registry],
  selectedRegistry: registry,
});

function isoDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const EARLIEST = isoDayPlus(30);

export function formData() {
  return {
    convention: {
      id: '70000011',
      name: 'Convenzione Enti Pubblici Veneto — Gas naturale 14',
      lot: 'Lotto 3 – Veneto e Trentino-Alto Adige',
      unit: 'SMC',
      unitText: 'Smc',
      validFrom: '2023-01-01',
      validTo: '2099-12-31',
      availableQuantity: 11_007,
      earliestStartDate: EARLIEST,
    },
    conventionRegistry: {
      registryId: '300001',
      name: 'Comune di Verona',
      splitPayment: true,
      invoicingOffices: [
        { code: 'XSGVSV', name: 'Uff_eFatturaPA', isDefault: true },
        { code: 'H8G56T', name: 'Servizio Patrimonio', isDefault: false },
      ],
    },
    supplies: {
      totalCount: 2,
      nodes: [
        {
          id: '20050005',
          pointId: '02064087864735',
          status: 'ACTIVE',
          siteName: 'Poliambulatorio',
          address: 'Via Cappello 49',
          postalCode: '37121',
          locality: 'Verona',
          province: 'VR',
          annualConsumption: 37_768,
        },
        {
          id: '20050010',
          pointId: '02064088379470',
          status: 'ACTIVE',
          siteName: 'Uffici tecnici',
          address: 'Via Mazzini 52',
          postalCode: '37121',
          locality: 'Verona',
          province: 'VR',
          annualConsumption: 11_372,
        },
      ],
    },
    // 20050005 is already in an accepted order: not offered again.
    conventionConnections: [{ id: '71000001', supplyId: '20050005', connectionState: 'ACTIVE' }],
  };
}

export function point(overrides: Record<string, unknown> = {}) {
  return {
    id: '71000020',
    orderId: '72000020',
    orderNumber: 'ODF-2026-00020',
    supplyId: '20050010',
    pointId: '02064088379470',
    newConnection: false,
    site: 'Uffici tecnici',
    address: 'Via Mazzini 52',
    postalCode: '37121',
    city: 'Verona',
    province: 'VR',
    estimatedAnnualConsumption: 6000,
    connectionState: 'ORDERED',
    connectionStateText: 'Ordinato',
    orderedOn: '2026-11-23',
    acceptedOn: null,
    expectedStart: EARLIEST,
    activeSince: null,
    ...overrides,
  };
}

export function order(overrides: Record<string, unknown> = {}) {
  return {
    id: '72000020',
    number: 'ODF-2026-00020',
    state: 'TRANSMITTED',
    stateText: 'Trasmessa',
    transmittedAt: '2026-11-23T12:17:00',
    updatedAt: '2026-11-23T12:17:00',
    cig: '9ABCDEF012',
    cup: null,
    officeCode: 'XSGVSV',
    splitPayment: true,
    startDate: EARLIEST,
    note: null,
    rejectionReason: null,
    estimatedAnnualConsumption: 6000,
    history: [
      {
        state: 'TRANSMITTED',
        stateText: 'Trasmessa',
        date: '2026-11-23T12:17:00',
        note: 'Ordine ricevuto dal portale',
      },
    ],
    points: [point()],
    ...overrides,
  };
}

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/** Answers the pages' operations; `placing` says how placeConventionOrder answers. */
export function api({
  orders = [order()],
  connections = [point()],
  placing = 'ok',
}: {
  orders?: ReturnType<typeof order>[];
  connections?: ReturnType<typeof point>[];
  placing?: 'ok' | { code: string; reason?: string };
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'ConventionOrderForm') return Response.json({ data: formData() });
      if (operation === 'ConventionOrders')
        return Response.json({
          data: {
            convention: { id: '70000011', unit: 'SMC', unitText: 'Smc' },
            conventionOrders: orders,
          },
        });
      if (operation === 'ConventionConnections')
        return Response.json({ data: { conventionConnections: connections } });
      if (operation === 'PlaceConventionOrder') {
        if (placing === 'ok') return Response.json({ data: { placeConventionOrder: order() } });
        return Response.json({
          data: null,
          errors: [
            {
              message: 'refused',
              extensions: {
                code: placing.code,
                ...(placing.reason ? { reason: placing.reason } : {}),
              },
            },
          ],
        });
      }
      return Response.json({ data: null, errors: [{ message: `unexpected ${operation}` }] });
    }),
  );
  return calls;
}
