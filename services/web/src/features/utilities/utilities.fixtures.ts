// The retail supply pages' tests share these: mario's gas supply with its
// meter and readings, a fetch stand-in that answers the pages' GraphQL operations from a small
// state (a sent reading heads the history, as upstream does) and records what reached the API.
import { vi } from 'vitest';
import type { ReadableSupply, SelfReading } from './api/useSelfReading.ts';
import type { UtilityDetail } from './api/useUtility.ts';
import type { UtilityRow } from './api/useUtilities.ts';

export const TODAY = '2026-11-20';

export function readable(overrides: Partial<ReadableSupply> = {}): ReadableSupply {
  return {
    contractId: '40000102',
    supplyId: '20000102',
    pointId: '00881234567890',
    address: 'Via Mazzini 12, 37121 Verona (VR)',
    meterSerial: 'G0020000102',
    meterDigits: 5,
    // 1,095 Smc a year: 3 Smc a day, 60 in the 20 days since the last reading.
    annualConsumption: 1095,
    readingWindowState: 'OPEN',
    readingWindowFrom: '2026-11-15',
    readingWindowTo: '2026-11-25',
    lastReading: 4200,
    lastReadingDate: '2026-10-31',
    readings: [
      { id: '80000012', date: '2026-10-31', value: 4200, kind: 'ACTUAL', kindText: 'Effettiva' },
      { id: '80000011', date: '2026-08-31', value: 4050, kind: 'SELF', kindText: 'Autolettura' },
    ],
    ...overrides,
  };
}

export type Call = { operation: string; variables: Record<string, unknown> };

export interface ApiOptions {
  selfReading?: SelfReading;
  /** The mutation's answer: an error's extensions, else accepted. */
  refuse?: { code: string; reason?: string; field?: string };
  utilities?: UtilityRow[];
  utility?: UtilityDetail | 'NOT_FOUND';
}

export function api(options: ApiOptions = {}) {
  const calls: Call[] = [];
  const state: SelfReading = structuredClone(
    options.selfReading ?? { allowed: true, today: TODAY, supplies: [readable()] },
  );
  const fetchMock = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push({ operation, variables: body.variables });
    switch (operation) {
      case 'SelfReading':
        return Response.json({ data: { selfReading: state } });
      case 'SubmitGasReading': {
        if (options.refuse)
          return Response.json({
            data: null,
            errors: [{ message: 'refused', extensions: options.refuse }],
          });
        const input = body.variables.input as { contractId: string; value: number; date: string };
        const supply = state.supplies.find((s) => s.contractId === input.contractId)!;
        supply.readings.unshift({
          id: '89000001',
          date: input.date,
          value: input.value,
          kind: 'SELF',
          kindText: 'Autolettura',
        });
        supply.lastReading = input.value;
        supply.lastReadingDate = input.date;
        return Response.json({ data: { submitGasReading: { id: '89000001', accepted: true } } });
      }
      case 'RetailUtilities': {
        const nodes = options.utilities ?? [];
        return Response.json({ data: { supplies: { totalCount: nodes.length, nodes } } });
      }
      case 'RetailUtility':
        if (options.utility === 'NOT_FOUND' || options.utility === undefined)
          return Response.json({
            data: null,
            errors: [{ message: 'Supply not found', extensions: { code: 'NOT_FOUND' } }],
          });
        return Response.json({ data: options.utility });
      case 'UtilityRequests':
        return Response.json({
          data: {
            supplyChangeRequests: {
              nodes: [
                {
                  id: '70000001',
                  kind: 'BILL_DELIVERY',
                  state: 'PROCESSING',
                  stateText: 'In lavorazione',
                  requestedAt: '2026-11-10T09:00:00',
                },
                {
                  id: '70000000',
                  kind: 'PAYMENT_METHOD',
                  state: 'ACCEPTED',
                  stateText: 'Accettata',
                  requestedAt: '2026-05-10T09:00:00',
                },
              ],
            },
          },
        });
      default:
        throw new Error(`unexpected operation ${operation}`);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
