// The two curves' totals side by side when a comparison is drawn: the chosen period's energy, the
// compared one's (the same weekdays a year before, the period before, or another supply) and the
// change between them, so the comparison reads as numbers and not only as two lines.
import { formatFixed } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { KeyFigure } from '@/components/ui/index.ts';
import { curveFigure } from '@/components/load-curve/index.ts';

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.size.figureMin}), 1fr)
  );
`;

/** The change from the compared total to the chosen one, in per cent; null when it has none. */
export function changePercent(current: number, compared: number): number | null {
  return compared > 0 ? ((current - compared) / compared) * 100 : null;
}

export function CompareTotals({
  current,
  compared,
  currentLabel,
  comparedLabel,
  unit,
}: {
  current: number;
  compared: number;
  currentLabel: string;
  comparedLabel: string;
  unit: string;
}) {
  const { t } = useTranslation();
  const change = changePercent(current, compared);
  const difference = current - compared;
  const sign = difference > 0 ? '+' : '';
  return (
    <Figures data-compare-totals="">
      <KeyFigure size="md" label={currentLabel} value={`${curveFigure(current)} ${unit}`} />
      <KeyFigure size="md" label={comparedLabel} value={`${curveFigure(compared)} ${unit}`} />
      <KeyFigure
        size="md"
        label={t('loadCurves.compare.difference')}
        value={`${sign}${curveFigure(difference)} ${unit}`}
        detail={
          change === null
            ? undefined
            : t('loadCurves.compare.change', {
                change: `${change > 0 ? '+' : ''}${formatFixed(change, 1)}`,
              })
        }
      />
    </Figures>
  );
}
