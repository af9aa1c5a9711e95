// §1 online payment on the retail home: a bill to pay that can be paid online has
// its Pay action, one press opens one checkout and leaves for the card page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, isBillQueryKey } from '@/components/pay-bill/payments.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import RetailDashboardPage from './RetailDashboardPage.tsx';
import { RETAIL_DASHBOARD_QUERY } from './api/useRetailDashboard.ts';

const PAYMENT_URL = 'https://pay.example/payment/checkout/c-1';

const bill = (id: string, documentNumber: string, onlinePaymentEnabled: boolean) => ({
  id,
  documentNumber,
  issueDate: '2026-11-09',
  dueDate: '2026-11-29',
  amountToPay: 90.33,
  utility: 'GAS',
  paid: false,
  onlinePaymentEnabled,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Pay on the retail home', () => {
  it('each bill that can be paid online has its Pay action; a double click leaves once', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: unknown, init?: RequestInit) => {
        const { query } = JSON.parse(String(init?.body)) as { query: string };
        if (query.includes('mutation InvoiceCheckout')) {
          asked.push('checkout');
          return Response.json({
            data: {
              invoiceCheckout: { checkoutId: 'c-1', paymentUrl: PAYMENT_URL, invoiceId: '7' },
            },
          });
        }
        return Response.json({
          data: {
            retailDashboard: {
              totalToPay: 180.66,
              billsToPay: [bill('7', 'FT2026/000011', true), bill('9', 'FT2026/000016', false)],
              supplies: [],
              notifications: [],
            },
          },
        });
      }),
    );
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    await renderPageAt('/retail', <RetailDashboardPage />, { session: testSession() });
    const pay = await screen.findByRole('button', {
      name: 'Paga online la bolletta FT2026/000011',
    });
    expect(screen.getAllByRole('button', { name: /^Paga online/ })).toHaveLength(1);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PAYMENT_URL));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['checkout']);
  });
});

describe('a concluded payment asks the retail home again', () => {
  it('its query is one of the bill queries', () => {
    expect(isBillQueryKey([RETAIL_DASHBOARD_QUERY, {}])).toBe(true);
  });
});
