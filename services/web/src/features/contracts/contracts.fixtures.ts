// The contracts pages' tests share these: contracts in §4 statuses, a contract's
// detail with its supply and latest invoices, a fetch stand-in that answers the pages' GraphQL
// operations and records them, and a corporate session with light and gas supplies (§1).
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';
import type { Contract, ContractDetail } from './api/types.ts';

export function contract(index: number, overrides: Partial<Contract> = {}): Contract {
  return {
    id: String(700 + index),
    contractNumber: `CTR-2024-0${100 + index}`,
    contractRowCode: `R${index}`,
    utility: 'POWER',
    pointId: `IT001E1000${index}`,
    status: 'ACTIVE',
    macroStatus: 'ACTIVE',
    macroStatusText: 'Attivo',
    product: 'Business Fix Luce',
    offerCode: 'BFL-24',
    siteId: '301',
    siteName: 'Stabilimento Nord',
    address: 'Via Roma 1',
    locality: 'Verona',
    province: 'VR',
    friendlyName: 'Capannone A',
    signedOn: '2024-01-15',
    activatedOn: '2024-03-01',
    terminatedOn: null,
    validFrom: '2024-03-01',
    validTo: '2026-02-28',
    billingFrequency: 'MONTHLY',
    billingFrequencyText: 'Mensile',
    paymentType: 'BANK_TRANSFER',
    paymentTypeText: 'Bonifico bancario',
    signingChannel: 'AGENCY',
    signingChannelText: 'Agenzia',
    readingType: 'REMOTE',
    readingTypeText: 'Telelettura',
    canInsertReading: false,
    readingWindowFrom: null,
    readingWindowTo: null,
    contractualConsumptionPower: 125000,
    contractualConsumptionGas: null,
    constantInstalment: false,
    businessConventionCode: null,
    businessConventionName: null,
    businessConventionType: null,
    businessConventionStartDate: null,
    businessConventionEndDate: null,
    agent: null,
    supplyId: String(900 + index),
    ...overrides,
  };
}

export const NODES = [
  contract(0),
  contract(1, { status: 'CEASED', terminatedOn: '2025-12-31', validTo: '9999-12-31' }),
  contract(2, {
    status: 'ACTIVATING',
    billingFrequency: 'OTHER',
    billingFrequencyText: 'Ogni 45 giorni',
    businessConventionCode: 'CONSIP-EE22',
    businessConventionName: 'Consip Energia Elettrica 22',
  }),
];

export function detailOf(node: Contract): ContractDetail {
  return {
    contract: node,
    supply: {
      id: node.supplyId ?? '900',
      pointId: node.pointId,
      address: 'Via Roma 1',
      locality: 'Verona',
      province: 'VR',
      postalCode: '37100',
      status: 'ACTIVE',
      siteName: 'Stabilimento Nord',
      activationDate: '2024-03-01',
      terminationDate: null,
      committedPowerKw: 150,
      availablePowerKw: 165,
      voltage: 'MEDIUM',
      voltageText: 'Media tensione',
      meterClass: null,
      use: 'NON_DOMESTIC',
      useText: 'Usi diversi',
      annualConsumption: 118250.5,
      unit: 'KWH',
      unitText: 'kWh',
    },
    recentInvoices: [
      {
        id: '501',
        documentNumber: 'FE2026/00101',
        issueDate: '2026-10-05',
        dueDate: '2026-10-25',
        amount: 1520.4,
        paymentState: 'OVERDUE',
        paymentStateText: 'Scaduta',
      },
      {
        id: '502',
        documentNumber: 'FE2026/00102',
        issueDate: '2026-09-05',
        dueDate: '2026-09-25',
        amount: 1311,
        paymentState: 'PAID',
        paymentStateText: 'Pagata',
      },
    ],
  };
}

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
    if (operation === 'Contract') {
      const node = NODES.find((n) => n.id === body.variables.id) ?? contract(0);
      return Response.json({ data: { contract: detailOf(node) } });
    }
    return Response.json({ data: { contracts: { totalCount, nodes: NODES } } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

export const corporate = testSession({ segment: 'corporate', sections: ALL_SECTIONS });
