// Paging through a long list: previous, where the reader is, next — buttons of
// 44 px that wrap on a phone; nothing when there is one page. The position is announced politely
// when it changes, so a screen reader hears the new page after pressing next.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './primitives.tsx';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is paged (e.g. "Pagine delle bollette"); defaults to a general name. */
  label?: string;
}

export function Pagination({ page, pages, onPage, label }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label ?? t('ui.pagination.label')}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui.pagination.previous')}
      </Button>
      <span aria-live="polite" aria-atomic="true">
        {t('ui.pagination.page', { page, pages })}
      </span>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ui.pagination.next')}
      </Button>
    </Nav>
  );
}
