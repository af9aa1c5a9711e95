// §1 online payment: the Pay action of the bills pages and the outcome shown on
// the bill's page the card provider returns to — one checkout per press, never repeated by itself,
// the outcome read once per return and the bill refreshed everywhere.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser, isBillQueryKey } from '@/components/pay-bill/payments.ts';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import BillDetailPage from './BillDetailPage.tsx';
import BillsPage from './BillsPage.tsx';
import { INVOICE_QUERY } from './api/useInvoice.ts';
import { INVOICE_BY_ID_QUERY } from './api/useInvoiceById.ts';
import { INVOICES_QUERY } from './api/useInvoices.ts';
import { SITES_QUERY } from '@/components/filters/index.ts';
import { PENDING_POLL_MS } from './components/CheckoutOutcome.tsx';

const NUMBER = 'FT2026/000017';
const BILL_URL = `/retail/myBills/${encodeURIComponent(NUMBER)}?issueDate=2026-11-09`;
const PAYMENT_URL = 'https://pay.example/payment/checkout/c-1';

function invoice(paid: boolean) {
  return {
    id: '7',
    documentNumber: NUMBER,
    issueDate: '2026-11-09',
    dueDate: '2026-11-29',
    paymentDate: paid ? '2026-11-23' : null,
    competenceFrom: '2026-09-01',
    competenceTo: '2026-10-31',
    amount: 181.57,
    amountToPay: paid ? 0 : 181.57,
    paid,
    paymentState: paid ? 'PAID' : 'TO_PAY',
    paymentStateText: paid ? 'Pagata' : 'Da pagare',
    utility: 'GAS',
    pointId: '00000000000205',
    paymentMethod: 'POSTAL_SLIP',
    paymentMethodText: 'Bollettino postale',
    onlinePaymentEnabled: !paid,
    hasPdf: false,
    hasDetailPdf: false,
  };
}

type Answer = { data?: unknown; errors?: unknown[] } | 'network';

/** A BFF stand-in: each operation's answers in turn (the last one repeats), and every request made. */
function bff(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const variables: unknown[] = [];
  const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    const name = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    calls.push(name);
    variables.push(body.variables);
    const list = answers[name];
    if (!list) throw new Error(`unexpected ${name}`);
    const count = calls.filter((c) => c === name).length;
    const answer = list[Math.min(count, list.length) - 1];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    count: (name: string) => calls.filter((c) => c === name).length,
    variablesOf: (name: string) => variables.filter((_, i) => calls[i] === name),
  };
}

const detail = (paid: boolean) => ({
  data: { invoice: { invoice: invoice(paid), rows: [], pdfUrl: null, detailPdfUrl: null } },
});
const result = (outcome: string, paid: boolean) => ({
  data: { checkoutResult: { checkoutId: 'c-1', invoiceId: '7', outcome, paid } },
});
const checkout = {
  data: { invoiceCheckout: { checkoutId: 'c-1', paymentUrl: PAYMENT_URL, invoiceId: '7' } },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await setLanguage('it');
});

const session = testSession();

describe('paying a bill online from its page', () => {
  it('a double click opens one checkout and leaves once for the card page', async () => {
    const api = bff({ Invoice: [detail(false)], InvoiceCheckout: [checkout] });
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    await renderPageAt(BILL_URL, <BillDetailPage />, { session });
    const pay = await screen.findByRole('button', { name: `Paga online la bolletta ${NUMBER}` });
    expect(pay.textContent).toBe('Paga');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PAYMENT_URL));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(api.variablesOf('InvoiceCheckout')).toEqual([{ invoiceId: '7', language: 'IT' }]);
    const busy = screen.getByRole('button', { name: 'Apertura del pagamento…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: '' }).textContent).toContain(
      'pagina di pagamento con carta',
    );
  });

  it('a paid bill, or one not payable online, has no Pay action', async () => {
    bff({ Invoice: [detail(true)] });
    await renderPageAt(BILL_URL, <BillDetailPage />, { session });
    await screen.findByText('Modalità di pagamento');
    expect(screen.queryByRole('button', { name: /Paga/ })).toBeNull();
  });

  it('paid meanwhile in another tab: says so, refreshes the bill and does not ask again by itself', async () => {
    const api = bff({
      Invoice: [detail(false), detail(true)],
      InvoiceCheckout: [
        {
          errors: [
            {
              message: 'The invoice is already paid',
              extensions: { code: 'BAD_USER_INPUT', reason: 'alreadyPaid' },
            },
          ],
        },
      ],
    });
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    await renderPageAt(BILL_URL, <BillDetailPage />, { session });
    fireEvent.click(await screen.findByRole('button', { name: /^Paga online/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questa bolletta risulta già pagata.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Paga online/ })).toBeNull());
    expect(api.count('InvoiceCheckout')).toBe(1);
    expect(api.count('Invoice')).toBe(2);
    expect(leave).not.toHaveBeenCalled();
  });

  it('a failed request is shown; the customer presses again to retry', async () => {
    const api = bff({ Invoice: [detail(false)], InvoiceCheckout: ['network', checkout] });
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    await renderPageAt(BILL_URL, <BillDetailPage />, { session });
    const pay = await screen.findByRole('button', { name: /^Paga online/ });
    fireEvent.click(pay);
    await screen.findByRole('alert');
    expect(api.count('InvoiceCheckout')).toBe(1);
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Paga online/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PAYMENT_URL));
    expect(api.count('InvoiceCheckout')).toBe(2);
  });

  it('the bills list offers Pay on the bills that can be paid online, in German too, and asks for the card page in German', async () => {
    const unpaid = invoice(false);
    const paid = { ...invoice(true), id: '8', documentNumber: 'FT2026/000011' };
    const leave = vi.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const api = bff({
      InvoiceCheckout: [checkout],
      Invoices: [
        {
          data: {
            invoices: {
              totalCount: 2,
              totalAmount: 363.14,
              totalToPay: 181.57,
              nodes: [unpaid, paid],
            },
          },
        },
      ],
    });
    await renderPageAt('/de/retail/myBills', <BillsPage />, { session });
    const pay = await screen.findByRole('button', { name: `Rechnung ${NUMBER} online bezahlen` });
    expect(pay.textContent).toBe('Bezahlen');
    expect(screen.queryByRole('button', { name: 'Rechnung FT2026/000011 online bezahlen' })).toBe(
      null,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Zahlung');
    fireEvent.click(pay);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(PAYMENT_URL));
    expect(api.variablesOf('InvoiceCheckout')).toEqual([{ invoiceId: '7', language: 'DE' }]);
  });
});

describe('the outcome on the bill’s page the card provider returns to', () => {
  const back = (outcome: string) => `${BILL_URL}&checkoutId=c-1&outcome=${outcome}`;

  it('paid: read once, said in words, the bill refreshed and without its Pay action', async () => {
    const api = bff({
      Invoice: [detail(false), detail(true)],
      CheckoutResult: [result('SUCCESS', true)],
    });
    await renderPageAt(back('success'), <BillDetailPage />, { session });
    const said = await screen.findByText('Pagamento riuscito: la bolletta è pagata.');
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(said));
    await waitFor(() => expect(api.count('Invoice')).toBe(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Paga online/ })).toBeNull());
    expect(api.count('CheckoutResult')).toBe(1);
  });

  it('refused and canceled: nothing charged, the bill can be paid again', async () => {
    bff({ Invoice: [detail(false)], CheckoutResult: [result('DECLINED', false)] });
    const first = await renderPageAt(back('declined'), <BillDetailPage />, { session });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pagamento rifiutato: non è stato addebitato nulla. Puoi riprovare con un’altra carta.',
    );
    expect(await screen.findByRole('button', { name: /^Paga online/ })).toBeTruthy();
    first.unmount();
    bff({ Invoice: [detail(false)], CheckoutResult: [result('CANCELED', false)] });
    await renderPageAt(back('canceled'), <BillDetailPage />, { session });
    expect(
      await screen.findByText('Pagamento annullato: non è stato addebitato nulla.'),
    ).toBeTruthy();
  });

  it('pending: asked again every few seconds until it concludes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = bff({
      Invoice: [detail(false), detail(true)],
      CheckoutResult: [result('PENDING', false), result('PENDING', false), result('SUCCESS', true)],
    });
    await renderPageAt(back('success'), <BillDetailPage />, { session });
    expect(
      await screen.findByText('Pagamento in corso: attendiamo l’esito dal circuito della carta.'),
    ).toBeTruthy();
    expect(api.count('CheckoutResult')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    await waitFor(() => expect(api.count('CheckoutResult')).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
    expect(await screen.findByText('Pagamento riuscito: la bolletta è pagata.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 3));
    expect(api.count('CheckoutResult')).toBe(3);
  });

  it('the result cannot be read (network lost): shown, asked again only on request', async () => {
    const api = bff({
      Invoice: [detail(false), detail(true)],
      CheckoutResult: ['network', result('SUCCESS', true)],
    });
    await renderPageAt(back('success'), <BillDetailPage />, { session });
    const again = await screen.findByRole('button', { name: 'Verifica di nuovo' });
    expect(api.count('CheckoutResult')).toBe(1);
    fireEvent.click(again);
    expect(await screen.findByText('Pagamento riuscito: la bolletta è pagata.')).toBeTruthy();
    expect(api.count('CheckoutResult')).toBe(2);
  });

  it('a checkout that is not the session’s: says the state below is current, nothing to retry', async () => {
    bff({
      Invoice: [detail(false)],
      CheckoutResult: [
        { errors: [{ message: 'Checkout not found', extensions: { code: 'NOT_FOUND' } }] },
      ],
    });
    await renderPageAt(back('success'), <BillDetailPage />, { session });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questo pagamento non è più consultabile: lo stato qui sotto è quello aggiornato.',
    );
    expect(screen.queryByRole('button', { name: 'Verifica di nuovo' })).toBeNull();
  });
});

describe('which queries a concluded payment asks again', () => {
  it('the bill, the bills lists, typed or as the built text, and nothing else', () => {
    for (const document of [INVOICE_QUERY, INVOICE_BY_ID_QUERY, INVOICES_QUERY]) {
      expect(isBillQueryKey([document, {}])).toBe(true);
      expect(isBillQueryKey([document.toString(), {}])).toBe(true);
    }
    expect(isBillQueryKey([SITES_QUERY, {}])).toBe(false);
    expect(isBillQueryKey('/api/session')).toBe(false);
  });
});
