// The costs pages' tests share these: months of a commodity beside the year
// before (light with F1/F2/F3 adding up, gas without bands), a page of supplies with their shares,
// one supply's figures and bills, a fetch stand-in that answers the pages' GraphQL operations for
// the months they ask and records them, and corporate and consortium sessions (§1).
import { vi } from 'vitest';
import { testSession } from '@/test/page.tsx';
import type {
  CostsAndConsumptions,
  CostsMonth,
  SupplyBill,
  SupplyCostsAndConsumptions,
} from './api/types.ts';
import { monthsOf } from './model/search.ts';

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

export const MEMBERS = [
  {
    idAnagrafica: 500001,
    ragSoc: 'Hotel Dolomiten GmbH',
    customerSegment: 'corporate',
    culture: 'de-DE',
  },
  {
    idAnagrafica: 500002,
    ragSoc: 'Caseificio Val di Fassa',
    customerSegment: 'association',
    culture: 'it-IT',
  },
];

export const consortium = testSession({
  segment: 'consortia',
  sections: ALL_SECTIONS,
  registries: MEMBERS,
  selectedRegistry: MEMBERS[0] ?? null,
  businessConventions: [
    { businessConventionType: 'consortium', businessConventionCode: 'CONS-ALTO-ADIGE' },
  ],
});

/** A month's figures: light split 45/27/28 % into F1/F2/F3 (whole kWh that add up). */
function figures(quantity: number, light: boolean, supplyCount: number) {
  const f1 = Math.round(quantity * 0.45);
  const f2 = Math.round(quantity * 0.27);
  return {
    quantity,
    f1: light ? f1 : null,
    f2: light ? f2 : null,
    f3: light ? quantity - f1 - f2 : null,
    cost: Math.round(quantity * 29) / 100,
    costWithVat: Math.round(quantity * 29 * 1.22) / 100,
    supplyCount,
    estimatedSupplyCount: supplyCount > 0 && quantity % 2 === 0 ? 1 : 0,
  };
}

/** The months from…to: the n-th month 60,000 + 1,000 n kWh, a year earlier 2,000 less. */
export function costsMonths(
  from: string,
  to: string,
  { light = true, withData = true }: { light?: boolean; withData?: boolean } = {},
): CostsMonth[] {
  return monthsOf({ from, to }).map((month, index) => ({
    __typename: 'CostsMonth',
    month,
    current: withData ? figures(60_000 + 1_000 * index, light, 7) : figures(0, light, 0),
    previous: figures(58_000 + 1_000 * index, light, 7),
  }));
}

function sum(months: readonly CostsMonth[], part: 'current' | 'previous', light: boolean) {
  const total = (key: 'quantity' | 'f1' | 'f2' | 'f3' | 'cost' | 'costWithVat') =>
    months.reduce((acc, month) => acc + (month[part][key] ?? 0), 0);
  return {
    quantity: total('quantity'),
    f1: light ? total('f1') : null,
    f2: light ? total('f2') : null,
    f3: light ? total('f3') : null,
    cost: Math.round(total('cost') * 100) / 100,
    costWithVat: Math.round(total('costWithVat') * 100) / 100,
  };
}

export function costs(
  variables: Record<string, unknown>,
  options: { withData?: boolean; supplies?: number } = {},
): CostsAndConsumptions {
  const light = variables.utility !== 'GAS';
  const from = String(variables.from);
  const to = String(variables.to);
  const months = costsMonths(from, to, { light, withData: options.withData ?? true });
  const total = sum(months, 'current', light);
  const count = options.supplies ?? 23;
  const offset = Number(variables.offset ?? 0);
  const nodes = Array.from({ length: Math.max(0, Math.min(20, count - offset)) }, (_, i) => ({
    supplyId: String(20040001 + offset + i),
    pointId: light ? `IT001E9676${7919 + offset + i}` : `0206305880${6523 + offset + i}`,
    siteId: '10040001',
    siteName: i % 2 === 0 ? 'Sede legale' : 'Stabilimento',
    months: months.length,
    quantity: Math.round(total.quantity / count),
    f1: light ? Math.round((total.f1 ?? 0) / count) : null,
    f2: light ? Math.round((total.f2 ?? 0) / count) : null,
    f3: light ? Math.round((total.f3 ?? 0) / count) : null,
    cost: Math.round((total.cost / count) * 100) / 100,
    costWithVat: Math.round((total.costWithVat / count) * 100) / 100,
    share: total.quantity > 0 ? 1 / count : null,
  }));
  return {
    utility: light ? 'POWER' : 'GAS',
    unit: light ? 'kWh' : 'Smc',
    from,
    to,
    previousFrom: from,
    previousTo: to,
    siteId: (variables.siteId as string | undefined) ?? null,
    supplyCount: count,
    months,
    total,
    previousTotal: sum(months, 'previous', light),
    supplies: { totalCount: count, nodes },
  };
}

export function supplyCosts(
  variables: Record<string, unknown>,
  { withData = true }: { withData?: boolean } = {},
): SupplyCostsAndConsumptions {
  const whole = costs({ ...variables, utility: 'POWER' }, { withData });
  return {
    utility: 'POWER',
    unit: 'kWh',
    from: whole.from,
    to: whole.to,
    previousFrom: whole.previousFrom,
    previousTo: whole.previousTo,
    supply: {
      id: String(variables.supplyId),
      pointId: 'IT001E96767919',
      address: 'Via Torino 99',
      locality: 'Milano',
      province: 'MI',
      postalCode: '20123',
      status: 'ACTIVE',
      siteId: '10040001',
      siteName: 'Sede legale',
      product: 'Business Fix Luce',
      contractId: '40040001',
      activationDate: '2019-04-01',
      terminationDate: null,
    },
    months: whole.months,
    total: whole.total,
    previousTotal: whole.previousTotal,
    commodityTotal: { ...whole.total, quantity: whole.total.quantity * 6 },
    commoditySupplyCount: 7,
    share: whole.total.quantity > 0 ? 1 / 6 : null,
  };
}

export const BILLS: SupplyBill[] = [
  {
    id: '90001',
    documentNumber: 'FE2026/00412',
    issueDate: '2026-10-05',
    dueDate: '2026-11-04',
    competenceFrom: '2026-09-01',
    competenceTo: '2026-09-30',
    amount: 3194.27,
    paymentState: 'TO_PAY',
    paymentStateText: 'Da pagare',
  },
  {
    id: '90002',
    documentNumber: 'FE2026/00377',
    issueDate: '2026-09-05',
    dueDate: '2026-10-05',
    competenceFrom: '2026-08-01',
    competenceTo: '2026-08-31',
    amount: 3857.08,
    paymentState: 'PAID',
    paymentStateText: 'Pagata',
  },
];

export type Call = { operation: string; variables: Record<string, unknown> };

export interface ApiOptions {
  withData?: boolean;
  supplies?: number;
  /** An error code the costs queries answer with instead of data. */
  fail?: string;
}

/** Answers the pages' operations for what they ask, recording each call. */
export function api(options: ApiOptions = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /query (\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      const failed = () =>
        Response.json({
          data: null,
          errors: [{ message: 'failed', extensions: { code: options.fail } }],
        });
      switch (operation) {
        case 'CostsAndConsumptions':
          if (options.fail) return failed();
          return Response.json({ data: { costsAndConsumptions: costs(body.variables, options) } });
        case 'SupplyCostsAndConsumptions':
          if (options.fail) return failed();
          return Response.json({
            data: { supplyCostsAndConsumptions: supplyCosts(body.variables, options) },
          });
        case 'CostsSites':
          return Response.json({
            data: {
              sites: [
                { id: '10040001', name: 'Sede legale', locality: 'Milano' },
                { id: '10040002', name: 'Stabilimento', locality: 'Lodi' },
              ],
            },
          });
        case 'SupplyBills':
          return Response.json({
            data: { invoices: { totalCount: 2, totalAmount: 7051.35, nodes: BILLS } },
          });
        default:
          return Response.json({ data: null, errors: [{ message: `unexpected ${operation}` }] });
      }
    }),
  );
  return calls;
}

/** The last calls of an operation. */
export function lastCall(calls: readonly Call[], operation: string): Call | undefined {
  return calls.filter((call) => call.operation === operation).at(-1);
}
