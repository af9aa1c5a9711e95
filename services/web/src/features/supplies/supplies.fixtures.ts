// The supplies pages' tests share these: supplies in §4 statuses, a fetch
// stand-in that answers the pages' GraphQL operations and records them, and business sessions.
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';
import type { Supply } from './api/types.ts';

export function supply(index: number, overrides: Partial<Supply> = {}): Supply {
  return {
    id: String(20_000_000 + index),
    utility: 'POWER',
    pointId: `IT001E2000000${index}`,
    status: 'ACTIVE',
    siteId: '301',
    siteName: 'Stabilimento Nord',
    address: 'Via Roma 1',
    postalCode: '37100',
    locality: 'Verona',
    province: 'VR',
    product: 'Business Fix Luce',
    committedPowerKw: 15,
    meterClass: null,
    annualConsumption: 108000,
    unit: 'KWH',
    unitText: 'kWh',
    contractId: String(40_000_000 + index),
    greenEnergy: false,
    greenCertificate: null,
    renewablePercent: 42,
    co2AvoidedKg: 0,
    ...overrides,
  };
}

export const NODES: Supply[] = [
  supply(1),
  supply(2, {
    status: 'ACTIVATING',
    siteId: '302',
    siteName: 'Magazzino Sud',
    address: 'Via Milano 7',
    locality: 'Padova',
    province: 'PD',
    committedPowerKw: 100,
    annualConsumption: 1250.5,
  }),
  supply(3, { status: 'CEASED', contractId: null, siteName: null }),
];

export const GREEN_NODES: Supply[] = [
  supply(4, {
    greenEnergy: true,
    greenCertificate: 'Garanzia di Origine (GO) - impianti idroelettrici Alto Adige',
    renewablePercent: 100,
    co2AvoidedKg: 27000,
  }),
  supply(5, {
    greenEnergy: true,
    greenCertificate: 'Garanzia di Origine (GO) - impianti idroelettrici Alto Adige',
    renewablePercent: 100,
    co2AvoidedKg: 312,
    siteId: '302',
    siteName: 'Magazzino Sud',
  }),
];

export const SITES = [
  { id: '301', name: 'Stabilimento Nord', address: 'Via Roma 1', locality: 'Verona' },
  { id: '302', name: 'Magazzino Sud', address: 'Via Milano 7', locality: 'Padova' },
];

export type Call = { operation: string; variables: Record<string, unknown> };

export function api({
  totalCount = 45,
  nodes = NODES,
  green = GREEN_NODES,
}: { totalCount?: number; nodes?: Supply[]; green?: Supply[] } = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /query (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    if (operation === 'SupplySites') return Response.json({ data: { sites: SITES } });
    if (operation === 'GreenSupplies') {
      return Response.json({
        data: {
          supplies: {
            totalCount,
            totalCo2AvoidedKg: totalCount === 0 ? 0 : 123456,
            averageRenewablePercent: totalCount === 0 ? null : 100,
            nodes: totalCount === 0 ? [] : green,
          },
        },
      });
    }
    return Response.json({
      data: { supplies: { totalCount, nodes: totalCount === 0 ? [] : nodes } },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The last variables an operation was asked with. */
export function lastOf(calls: Call[], operation: string): Record<string, unknown> | undefined {
  return calls.filter((call) => call.operation === operation).at(-1)?.variables;
}

export const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

const ACME = {
  idAnagrafica: 200001,
  ragSoc: 'ACME Industrie S.p.A.',
  customerSegment: 'corporate',
  culture: 'it-IT',
};

export const corporate = testSession({
  segment: 'corporate',
  sections: ALL_SECTIONS,
  registries: [ACME],
  selectedRegistry: ACME,
});

const ALPENWERK = {
  idAnagrafica: 500001,
  ragSoc: 'Alpenwerk GmbH',
  customerSegment: 'corporate',
  culture: 'de-DE',
};

/** A consortium user (§1): three member registries, of different customer kinds. */
export const consortium = testSession({
  segment: 'consortia',
  sections: ALL_SECTIONS,
  businessConventions: [{ businessConventionType: 'consortium' }],
  registries: [
    ALPENWERK,
    {
      idAnagrafica: 500002,
      ragSoc: 'Verein Dolomiten',
      customerSegment: 'association',
      culture: 'it-IT',
    },
    { idAnagrafica: 500003, ragSoc: 'Bäckerei Stern', customerSegment: 'sme', culture: 'de-DE' },
  ],
  selectedRegistry: ALPENWERK,
});
