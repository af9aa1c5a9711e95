// Server-side paging (first/offset): previous, next and where the reader is.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/index.ts';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('invoices.paging.label')}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('invoices.paging.previous')}
      </Button>
      <span aria-current="page">{t('invoices.paging.page', { page, pages })}</span>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('invoices.paging.next')}
      </Button>
    </Nav>
  );
}
