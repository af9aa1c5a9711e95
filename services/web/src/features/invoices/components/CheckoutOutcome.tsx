// The outcome of a card payment, on the bill's page the provider returns to (§1, §7
// checkout-client-result; the address carries ?checkoutId=…). It asks the BFF once per checkout id
// — a reload asks again, which changes nothing upstream — shows paid, refused, canceled or pending
// in words, and refreshes every bill query so the bill reads paid everywhere without a reload. A
// pending payment is asked again every few seconds for a while, then on request; a failed request
// is shown and repeated only when the customer asks. Loaded (with the other pages' texts, where its
// words are) only when a payment comes back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRefreshBills } from '@/components/pay-bill/payments.ts';
import { Alert, Button, ErrorMessage } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import { readCheckoutResult, type CheckoutResult } from '../api/checkoutResult.ts';

/** A pending payment is asked again this often, this many times (a minute), then on request. */
export const PENDING_POLL_MS = 3_000;
export const PENDING_POLLS = 20;

const Success = styled(Alert)`
  border-left-color: ${({ theme }) => theme.tone.green.fg};
  background: ${({ theme }) => theme.tone.green.bg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

type View =
  | { kind: 'reading' }
  | { kind: 'result'; result: CheckoutResult }
  | { kind: 'failed'; error: unknown };

export default function CheckoutOutcome({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation();
  const refreshBills = useRefreshBills();
  const [view, setView] = useState<View>({ kind: 'reading' });
  const [polls, setPolls] = useState(0);
  const asked = useRef<string | null>(null);
  const region = useRef<HTMLDivElement>(null);

  const read = useCallback(async () => {
    try {
      const result = await readCheckoutResult(checkoutId);
      setView({ kind: 'result', result });
      if (result.outcome !== 'PENDING') void refreshBills();
    } catch (error) {
      setView({ kind: 'failed', error });
    }
  }, [checkoutId, refreshBills]);

  // Once per checkout id, however often the page renders (StrictMode mounts twice in development).
  useEffect(() => {
    if (asked.current === checkoutId) return;
    asked.current = checkoutId;
    setView({ kind: 'reading' });
    setPolls(0);
    void read();
  }, [checkoutId, read]);

  const pending = view.kind === 'result' && view.result.outcome === 'PENDING';
  useEffect(() => {
    if (!pending || polls >= PENDING_POLLS) return;
    const timer = window.setTimeout(() => {
      setPolls((n) => n + 1);
      void read();
    }, PENDING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, polls, read]);

  // A concluded outcome takes the focus, so it is read out and found first.
  const concluded = view.kind === 'result' && !pending;
  useEffect(() => {
    if (concluded) region.current?.focus();
  }, [concluded]);

  const again = () => {
    setPolls(0);
    setView({ kind: 'reading' });
    void read();
  };

  if (view.kind === 'reading')
    return (
      <Alert $tone="info" role="status">
        {t('payment.reading')}
      </Alert>
    );
  if (view.kind === 'failed') {
    // Not this session's checkout, expired, or not a checkout id at all: nothing to read again.
    const gone =
      view.error instanceof ApiError &&
      (view.error.code === 'NOT_FOUND' || view.error.code === 'BAD_USER_INPUT');
    return (
      <Alert role="alert" data-checkout-outcome="unknown">
        <Row>
          <span>{gone ? t('payment.notFound') : <ErrorMessage error={view.error} />}</span>
          {!gone && (
            <Button type="button" $variant="secondary" onClick={again}>
              {t('payment.check')}
            </Button>
          )}
        </Row>
      </Alert>
    );
  }
  const { outcome } = view.result;
  if (outcome === 'PENDING')
    return (
      <Alert $tone="info" role="status" data-checkout-outcome={outcome}>
        <Row>
          <span>
            {t('payment.PENDING')}
            {polls >= PENDING_POLLS && <> {t('payment.stillPending')}</>}
          </span>
          {polls >= PENDING_POLLS && (
            <Button type="button" $variant="secondary" onClick={again}>
              {t('payment.check')}
            </Button>
          )}
        </Row>
      </Alert>
    );
  const Box = outcome === 'SUCCESS' ? Success : Alert;
  return (
    <Box
      ref={region}
      tabIndex={-1}
      $tone={outcome === 'DECLINED' ? 'error' : 'info'}
      role={outcome === 'DECLINED' ? 'alert' : 'status'}
      data-checkout-outcome={outcome}
    >
      {t(`payment.${outcome}`)}
    </Box>
  );
}
