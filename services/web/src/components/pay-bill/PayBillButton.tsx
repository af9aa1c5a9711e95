// The "Pay" action of a retail bill that can be paid online (§1; pagamentoOnlineAbilitato and not
// paid): one press opens the card checkout and sends the browser to the provider's page. Pressed
// twice, it still asks once (disabled, and a guard for the press that arrives before the render);
// a failure is shown in words and the customer decides whether to press again — never retried.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../lib/http.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { Button, ErrorMessage } from '../ui/index.ts';
import { browser, startCheckout, useRefreshBills } from './payments.ts';

export interface PayableBill {
  id: string;
  documentNumber: string;
  paid: boolean;
  onlinePaymentEnabled: boolean;
}

export function canPayOnline(bill: Pick<PayableBill, 'paid' | 'onlinePaymentEnabled'>): boolean {
  return bill.onlinePaymentEnabled && !bill.paid;
}

/** As tall as its button while nothing is said beside it (the home keeps the button's place while it loads). */
const Wrap = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  max-width: 100%;
`;

const Said = styled.span`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Problem = styled(Said)`
  color: ${({ theme }) => theme.color.danger};
`;

type State = 'idle' | 'starting' | 'leaving';

export function PayBillButton({ bill }: { bill: PayableBill }) {
  const { t } = useTranslation();
  const refreshBills = useRefreshBills();
  const { locale } = usePageContext();
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(false);
  const problemId = useId();

  // Back from the provider's page through the browser's cache: the page is as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setState('idle');
      void refreshBills();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refreshBills]);

  const alreadyPaid = error instanceof ApiError && error.reason === 'alreadyPaid';
  // Refreshed as paid after the refusal: the words stay, the button goes.
  if (!canPayOnline(bill))
    return alreadyPaid ? <span role="alert">{t('invoices.pay.alreadyPaid')}</span> : null;

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setState('starting');
    try {
      const checkout = await startCheckout(bill.id, locale);
      setState('leaving');
      browser.leaveFor(checkout.paymentUrl);
    } catch (caught) {
      inFlight.current = false;
      setState('idle');
      setError(caught);
      // Paid meanwhile (another tab, the card page): show it paid everywhere.
      if (caught instanceof ApiError && caught.reason === 'alreadyPaid') void refreshBills();
    }
  };

  const busy = state !== 'idle';
  return (
    <Wrap>
      <Button
        type="button"
        aria-label={busy ? undefined : t('invoices.pay.label', { number: bill.documentNumber })}
        aria-describedby={error ? problemId : undefined}
        disabled={busy}
        onClick={() => void pay()}
      >
        {busy ? t('invoices.pay.starting') : t('invoices.pay.action')}
      </Button>
      <Said role="status">{busy ? t('invoices.pay.leaving') : ''}</Said>
      {error !== null && (
        <Problem id={problemId} role="alert">
          {alreadyPaid ? t('invoices.pay.alreadyPaid') : <ErrorMessage error={error} />}
        </Problem>
      )}
    </Wrap>
  );
}
