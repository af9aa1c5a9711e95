// The convention pages' tests share these: a convention, its contracts
// and registry as the API answers them, a fetch stand-in that answers the pages' operations and
// records them, and comune.verona's session.
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

/** A pa body whose gas is not under a convention: the gas scheme's pages have nothing to show. */
export const withoutGasConvention = testSession({
  ...verona,
  sections: { ...verona.sections, conventionGas: false },
});

export function convention(overrides: Record<string, unknown> = {}) {
  return {
    id: '71',
    code: 'GAS-NAT-16',
    name: 'Gas naturale 16',
    lot: 'Lotto 3 — Veneto',
    frameworkCig: '8812345ABC',
    supplier: 'Energia Demo S.p.A.',
    validFrom: '2025-02-01',
    validTo: '2027-01-31',
    unit: 'SMC',
    unitText: 'Smc',
    maxQuantity: 400000,
    orderedQuantity: 372000,
    availableQuantity: 28000,
    usedShare: 0.93,
    consumedLast12Months: 351234.5,
    supplies: 14,
    spend: 1234567.89,
    openOrders: 2,
    earliestStartDate: '2026-12-23',
    alerts: [{ kind: 'QUANTITY_NEARLY_USED', daysLeft: null, usedShare: 0.93 }],
    ...overrides,
  };
}

export function contract(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(index),
    number: `CNV-2026-00${index}`,
    orderId: String(900 + index),
    status: 'ACTIVE',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    contractedQuantity: 40000,
    consumedLast12Months: 30000,
    points: 3,
    ...overrides,
  };
}

export function correction(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(index),
    caseNumber: `RA-2026-00000${index}`,
    field: 'PEC',
    requestedValue: 'protocollo@pec.comune.verona.it',
    note: null,
    state: 'PROCESSING',
    stateText: 'In lavorazione',
    requestedAt: '2026-11-20T10:15:00',
    ...overrides,
  };
}

export function registryOf(overrides: Record<string, unknown> = {}) {
  return {
    registryId: '300001',
    name: 'Comune di Verona',
    taxCode: '00215150236',
    vatNumber: '00215150236',
    ipaCode: 'c_l781',
    pec: 'protocollo.300001@pec.demo.it',
    registeredAddress: 'Piazza Bra 1, 37121 Verona (VR)',
    billingAddress: 'Piazza Bra 1, 37121 Verona (VR)',
    invoicingOffices: [
      { code: 'UF4X7Q', name: 'Uff_eFatturaPA', isDefault: true },
      { code: 'K2M9ZP', name: 'Servizio economato', isDefault: false },
    ],
    splitPayment: true,
    corrections: [correction(1)],
    ...overrides,
  };
}

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

type Filing = 'ok' | 'UPSTREAM_UNAVAILABLE' | 'invalidEmail' | 'FORBIDDEN';

/**
 * Answers the pages' operations. `filing` decides the correction's answer: filed (it joins the
 * list the next registry read answers), an API error code, or a BAD_USER_INPUT reason.
 */
export function api({
  overview = convention(),
  contracts = [contract(1), contract(2, { status: 'EXPIRING', validTo: '2026-12-15' })],
  registry = registryOf(),
  filing = 'ok',
  failFirstRead,
}: {
  overview?: ReturnType<typeof convention>;
  contracts?: ReturnType<typeof contract>[];
  registry?: ReturnType<typeof registryOf>;
  filing?: Filing;
  /** The first read answers this API error code; the next ones answer the data. */
  failFirstRead?: string;
} = {}) {
  const calls: Call[] = [];
  let failing = failFirstRead;
  const corrections = [...registry.corrections];
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    if (failing && !body.query.startsWith('mutation')) {
      const code = failing;
      failing = undefined;
      return Response.json({ data: null, errors: [{ message: 'failed', extensions: { code } }] });
    }
    switch (operation) {
      case 'ConventionOverviewFigures':
        return Response.json({ data: { convention: overview } });
      case 'ConventionContractsList':
        return Response.json({
          data: {
            conventionContracts: contracts,
            convention: { id: overview.id, unit: overview.unit, unitText: overview.unitText },
            conventionOrders: contracts
              .filter((c) => c.orderId !== '903')
              .map((c) => ({ id: c.orderId, number: `ODF-2026-00${c.orderId}` })),
          },
        });
      case 'ConventionRegistryDetails':
        return Response.json({ data: { conventionRegistry: { ...registry, corrections } } });
      case 'RequestRegistryCorrection': {
        if (filing === 'invalidEmail')
          return Response.json({
            data: null,
            errors: [
              {
                message: 'a PEC is an e-mail address',
                extensions: { code: 'BAD_USER_INPUT', reason: 'invalidEmail' },
              },
            ],
          });
        if (filing !== 'ok')
          return Response.json({
            data: null,
            errors: [{ message: 'refused', extensions: { code: filing } }],
          });
        const input = body.variables.input as Record<string, string>;
        const filed = correction(corrections.length + 1, {
          field: input.field,
          requestedValue: input.requestedValue,
          note: input.note ?? null,
          state: 'TRANSMITTED',
          stateText: 'Trasmessa',
          requestedAt: '2026-11-23T09:41:07',
        });
        corrections.unshift(filed);
        return Response.json({ data: { requestRegistryCorrection: filed } });
      }
      default:
        return Response.json({ data: null, errors: [{ message: `unexpected ${operation}` }] });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
