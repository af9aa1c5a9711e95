// The months of a period twice over: as bars — consumption or cost, chosen with
// two toggle buttons kept in the address — and as a table of the same numbers.
import type { Commodity } from '@portal/shared/pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, Spread } from '@/components/ui/index.ts';
import type { CostsMonth, PeriodFigures } from '../api/types.ts';
import { change } from '../model/figures.ts';
import { MEASURES, type Measure } from '../model/search.ts';
import { MonthlyChart } from './MonthlyChart.tsx';
import { MonthsTable } from './MonthsTable.tsx';
import { amount, monthName, quantity, signedPercent } from './values.ts';

const Header = styled(Spread)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
  }
`;

const Toggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const TableBlock = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

export interface MonthsViewProps {
  months: readonly CostsMonth[];
  total: PeriodFigures;
  previousTotal: PeriodFigures;
  unit: string;
  commodity: Commodity;
  measure: Measure;
  onMeasure: (measure: Measure) => void;
  /** The table's caption, for the period's first and last month in words. */
  caption: (range: { from: string; to: string }) => string;
}

export function MonthsView({
  months,
  total,
  previousTotal,
  unit,
  commodity,
  measure,
  onMeasure,
  caption,
}: MonthsViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const range = {
    from: first ? monthName(first, 'long') : '',
    to: last ? monthName(last, 'long') : '',
  };
  const current = measure === 'cost' ? total.cost : total.quantity;
  const previous = measure === 'cost' ? previousTotal.cost : previousTotal.quantity;
  const words = (value: number) =>
    measure === 'cost' ? amount(t, value) : quantity(t, value, unit);
  const difference = change(current, previous);
  const summary = t(`costs.chart.summary.${measure}`, {
    ...range,
    total: words(current),
    previous: words(previous),
    change: difference === null ? t('costs.none') : signedPercent(t, difference),
  });
  const withBands = commodity === 'light';

  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{t('costs.months.title')}</h2>
        <Toggle role="group" aria-label={t('costs.chart.measure')}>
          {MEASURES.map((value) => (
            <Button
              key={value}
              $variant="secondary"
              aria-pressed={measure === value}
              onClick={() => onMeasure(value)}
            >
              {t(`costs.chart.show.${value}`)}
            </Button>
          ))}
        </Toggle>
      </Header>
      <MonthlyChart
        months={months}
        measure={measure}
        unit={unit}
        summary={summary}
        legend={{
          current: t('costs.chart.current'),
          previous: t('costs.chart.previous'),
          bands: withBands
            ? {
                f1: t('costs.bands.f1Long'),
                f2: t('costs.bands.f2Long'),
                f3: t('costs.bands.f3Long'),
              }
            : undefined,
        }}
      />
      <TableBlock>
        <MonthsTable months={months} unit={unit} withBands={withBands} caption={caption(range)} />
      </TableBlock>
    </Card>
  );
}
