// The detail of one invoice on the business invoices page (§2 has no business invoice route): a
// region named by its heading, which takes focus when it opens so a keyboard or screen reader user
// lands on it; closing gives focus back to the link that opened it.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ListFailure } from '@/components/lists/index.ts';
import { Button, Spread, Stack } from '@/components/ui/index.ts';
import { useInvoiceById } from '../api/useInvoiceById.ts';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { InvoiceDetailView } from './InvoiceDetailView.tsx';

const Region = styled.section`
  border-top: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.color.primary};
  padding-top: ${({ theme }) => theme.space(4)};
  h2:focus {
    outline: none;
  }
`;

const Head = styled(Spread)`
  h2 {
    margin: 0;
  }
`;

export function InvoiceDetailRegion({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useInvoiceById(id);
  const detail = data?.invoiceById;

  useEffect(() => {
    heading.current?.focus();
  }, [id]);

  return (
    <Region aria-labelledby={headingId}>
      <Stack>
        <Head>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {detail
              ? t('invoices.business.detailTitle', { number: detail.invoice.documentNumber })
              : t('invoices.business.detailHeading')}
          </h2>
          <Button $variant="secondary" onClick={onClose}>
            {t('invoices.business.close')}
          </Button>
        </Head>
        {isLoading && <DetailSkeleton />}
        {error && <ListFailure error={error} retry={() => mutate()} />}
        {detail && (
          <InvoiceDetailView detail={detail} level={3} rowsTitle={t('invoices.business.rows')} />
        )}
      </Stack>
    </Region>
  );
}
