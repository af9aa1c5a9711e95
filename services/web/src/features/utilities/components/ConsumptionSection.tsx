// The supply's last twelve months (conventions 22): simple bars, the same numbers
// in a table (the bars are a picture of the table, hidden from screen readers), the period's total.
// An estimated month is drawn lighter and said so in the table.
import { formatAmount } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ResponsiveTable, type TableColumn, FactCard } from '@/components/ui/index.ts';
import type { ConsumptionPoint, UtilityDetail } from '../api/useUtility.ts';
import { quantity } from '../model/values.ts';

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(1)};
  height: ${({ theme }) => theme.space(40)};
  padding-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: ${({ theme }) => theme.border.thin} solid
    ${({ theme }) => theme.color.borderStrong};
`;

const Bar = styled.div<{ $estimated: boolean }>`
  background: ${({ theme, $estimated }) => ($estimated ? theme.color.border : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
  min-height: ${({ theme }) => theme.border.thin};
`;

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** 2026-03 → 03/2026 */
function monthLabel(period: string): string {
  const [year, month] = period.split('-');
  return `${month}/${year}`;
}

export function ConsumptionSection({
  consumption,
  supply,
}: {
  consumption: UtilityDetail['consumptions'];
  supply: UtilityDetail['supply'];
}) {
  const { t } = useTranslation();
  const points = consumption.points.slice(-12);
  const max = Math.max(0, ...points.map((p) => p.quantity));
  const amount = (point: ConsumptionPoint) =>
    quantity(t, point.quantity, supply.unit, supply.unitText);
  const columns: TableColumn<ConsumptionPoint>[] = [
    {
      key: 'month',
      header: t('utilities.detail.consumptionColumns.month'),
      card: 'heading',
      cell: (point) => monthLabel(point.period),
    },
    {
      key: 'quantity',
      header: t('utilities.detail.consumptionColumns.quantity'),
      numeric: true,
      card: 'prominent',
      cell: amount,
    },
    {
      key: 'cost',
      header: t('utilities.detail.consumptionColumns.cost'),
      numeric: true,
      cell: (point) => t('utilities.currency', { amount: formatAmount(point.costWithVat) }),
    },
    {
      key: 'estimated',
      header: t('utilities.detail.consumptionColumns.estimated'),
      cell: (point) =>
        point.estimated ? t('utilities.detail.estimated') : t('utilities.detail.measured'),
    },
  ];
  return (
    <FactCard title={t('utilities.detail.groups.consumption')}>
      {points.length === 0 ? (
        <p>{t('utilities.detail.noConsumption')}</p>
      ) : (
        <>
          <p>
            {t('utilities.detail.consumptionTotal', {
              quantity: quantity(t, consumption.totalQuantity, supply.unit, supply.unitText),
              amount: formatAmount(consumption.totalCost),
            })}
          </p>
          <div aria-hidden="true" data-chart="consumption">
            <Bars>
              {points.map((point) => (
                <Bar
                  key={point.period}
                  $estimated={point.estimated}
                  style={{ height: `${max > 0 ? (point.quantity / max) * 100 : 0}%` }}
                />
              ))}
            </Bars>
            <Months>
              {points.map((point) => (
                <span key={point.period}>{point.period.slice(5)}</span>
              ))}
            </Months>
          </div>
          <ResponsiveTable
            caption={t('utilities.detail.consumptionCaption')}
            captionHidden
            columns={columns}
            rows={points}
            rowKey={(point) => point.period}
            // Four short columns fit a phone: twelve rows stay a table, not twelve cards.
            layout="table"
          />
        </>
      )}
    </FactCard>
  );
}
