// The green energy page's key figures: how many supplies have renewable energy,
// the CO₂ they avoid in a year and their mean renewable share — of every supply the search selects,
// not only the page shown (the API sums them). Large numbers first (conventions 22).
import { formatQuantity } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, KeyFigure, Skeleton } from '@/components/ui/index.ts';
import { percent } from './values.ts';

// Room between the figures and the list under them.
const Totals = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.size.cardMin}), 1fr)
  );
  gap: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface GreenTotalsValue {
  totalCount: number;
  totalCo2AvoidedKg: number;
  averageRenewablePercent: number | null;
}

/** Kilograms as tonnes from a tonne up ("12,5 t"), else as kilograms. */
function co2Text(t: ReturnType<typeof useTranslation>['t'], kg: number): string {
  return kg >= 1000
    ? t('supplies.green.tonnes', { value: formatQuantity(Math.round(kg / 100) / 10) })
    : t('supplies.kilograms', { value: formatQuantity(kg) });
}

export function GreenTotals({ totals }: { totals: GreenTotalsValue | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  const value = (text: (v: GreenTotalsValue) => string) => (totals ? text(totals) : <Skeleton />);
  return (
    <Totals aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('supplies.green.totals')}
      </h2>
      <Figures>
        <KeyFigure
          label={t('supplies.green.totalCount')}
          value={value((v) => formatQuantity(v.totalCount))}
        />
        <KeyFigure
          label={t('supplies.green.totalCo2')}
          value={value((v) => co2Text(t, v.totalCo2AvoidedKg))}
        />
        <KeyFigure
          label={t('supplies.green.averageRenewable')}
          value={value((v) => percent(t, v.averageRenewablePercent))}
        />
      </Figures>
      <Note>{t('supplies.green.totalsNote')}</Note>
    </Totals>
  );
}
