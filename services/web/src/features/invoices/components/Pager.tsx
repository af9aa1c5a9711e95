// Server-side paging (first/offset) of the invoices: the shared Pagination, named for the bills.
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/index.ts';

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
  return (
    <Pagination page={page} pages={pages} onPage={onPage} label={t('invoices.paging.label')} />
  );
}
