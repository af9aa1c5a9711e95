// What the API answers the manage pages in their tests: Mario Rossi's light supply at 3 kW, its
// payment method and bill delivery, and the answers to requestSupplyChange.
import { vi } from 'vitest';
import type {
  SupplyChangeRequestFieldsFragment,
  SupplyManagementQuery,
} from '@/graphql/generated/graphql.ts';
import { testSession } from '@/test/page.tsx';

export const mario = testSession({ segment: 'retail', landingRoute: '/retail' });

export function request(
  overrides: Partial<SupplyChangeRequestFieldsFragment> = {},
): SupplyChangeRequestFieldsFragment {
  return {
    id: '79000001',
    kind: 'POWER_VARIATION',
    state: 'TRANSMITTED',
    stateText: 'Trasmessa',
    requestedAt: '2026-11-23T09:41:07',
    supplyId: '20000101',
    paymentMethod: null,
    billDelivery: null,
    email: null,
    previousPowerKw: 3,
    requestedPowerKw: 4.5,
    terminationDate: null,
    ...overrides,
  };
}

export function management(
  overrides: Partial<SupplyManagementQuery['supplyManagement']> = {},
): SupplyManagementQuery['supplyManagement'] {
  const steps = [1.5, 2, 2.5, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9, 10, 15];
  return {
    supply: {
      id: '20000101',
      utility: 'POWER',
      pointId: 'IT001E20000101',
      address: 'Via Mazzini 12',
      postalCode: '37121',
      locality: 'Verona',
      province: 'VR',
      status: 'ACTIVE',
      product: 'Luce Casa Sicura',
      committedPowerKw: 3,
    },
    billDelivery: 'EMAIL',
    billEmail: 'mario.rossi@demo.it',
    paymentMethod: 'POSTAL_SLIP',
    paymentMethodText: 'Bollettino postale',
    power: {
      currentKw: 3,
      maxKw: 15,
      eurPerKwMonth: 1.87,
      steps: steps.map((kw) => ({
        kw,
        monthlyDifference: (Math.sign(kw - 3) * Math.round(Math.abs(kw - 3) * 187)) / 100,
      })),
    },
    termination: { earliest: '2026-11-28', latest: '2027-02-21' },
    operations: [
      { kind: 'BILL_DELIVERY', openRequest: null },
      { kind: 'PAYMENT_METHOD', openRequest: null },
      { kind: 'POWER_VARIATION', openRequest: null },
      { kind: 'TERMINATION', openRequest: null },
    ],
    requests: [],
    ...overrides,
  } as SupplyManagementQuery['supplyManagement'];
}

export interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/**
 * Answers the pages' operations: the manage data, and the mutation's answer — the filed request,
 * or an API error with its reason.
 */
export function api({
  data = management(),
  filing = 'ok',
  card = 'SUCCESS',
}: {
  data?: SupplyManagementQuery['supplyManagement'];
  filing?: 'ok' | 'CONFLICT' | 'UPSTREAM_UNAVAILABLE';
  /** The provider's outcome of a card registration (completeCardRegistration). */
  card?: 'SUCCESS' | 'DECLINED' | 'CANCELED' | 'PENDING';
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
      if (operation === 'SupplyManagement')
        return Response.json({ data: { supplyManagement: data } });
      if (operation === 'StartCardRegistration')
        return Response.json({
          data: {
            startCardRegistration: {
              registrationId: 'reg-1',
              registrationUrl: 'http://localhost:4000/payment/card-registration/reg-1',
              supplyId: body.variables.supplyId,
            },
          },
        });
      if (operation === 'CompleteCardRegistration')
        return Response.json({
          data: {
            completeCardRegistration: {
              registrationId: body.variables.registrationId,
              supplyId: '20000101',
              outcome: card,
              cardType: card === 'SUCCESS' ? 'VISA' : null,
              maskedPan: card === 'SUCCESS' ? '424242******4242' : null,
              request:
                card === 'SUCCESS'
                  ? request({
                      kind: 'PAYMENT_METHOD',
                      paymentMethod: 'CARD',
                      requestedPowerKw: null,
                    })
                  : null,
            },
          },
        });
      if (operation === 'RequestSupplyChange') {
        if (filing !== 'ok')
          return Response.json({
            data: null,
            errors: [
              {
                message: 'refused',
                extensions: {
                  code: filing,
                  ...(filing === 'CONFLICT' ? { reason: 'requestAlreadyPending' } : {}),
                },
              },
            ],
          });
        const input = body.variables.input as Record<string, unknown>;
        return Response.json({
          data: {
            requestSupplyChange: request({
              kind: body.variables.kind as SupplyChangeRequestFieldsFragment['kind'],
              paymentMethod: (input.paymentMethod as 'DIRECT_DEBIT' | undefined) ?? null,
              requestedPowerKw: (input.requestedPowerKw as number | undefined) ?? null,
            }),
          },
        });
      }
      return Response.json({ data: null, errors: [{ message: `unexpected ${operation}` }] });
    }),
  );
  return calls;
}
