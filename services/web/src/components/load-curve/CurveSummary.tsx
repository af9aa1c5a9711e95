// The figures an energy manager reads first: the range's energy, the peak with its
// Rome time, the missing intervals counted in words, and for power the F1/F2/F3 totals.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { KeyFigure } from '@/components/ui/index.ts';
import type { LoadCurve } from './useLoadCurve.ts';
import { intervalText } from './curve-data.ts';
import { curveFigure } from './CurveTable.tsx';

// Two figures a row on a phone, three beside the menu: the range's three and, for power, the bands'.
const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export type SlotKind = 'quarterHours' | 'hours' | 'days';

export function missingText(
  t: (key: string, options?: Record<string, unknown>) => string,
  count: number,
  slot: SlotKind,
): string {
  return count === 0 ? t('loadCurves.missing.none') : t(`loadCurves.missing.${slot}`, { count });
}

export function CurveSummary({ curve, slot }: { curve: LoadCurve; slot: SlotKind }) {
  const { t } = useTranslation();
  const energy = (value: number) => `${curveFigure(value)} ${curve.quantityUnit}`;
  return (
    <Figures>
      <KeyFigure label={t('loadCurves.summary.total')} value={energy(curve.total)} size="md" />
      <KeyFigure
        label={t('loadCurves.summary.peak')}
        value={curve.peak ? `${curveFigure(curve.peak.value)} ${curve.unit}` : '—'}
        detail={curve.peak ? intervalText(Date.parse(curve.peak.at), curve.stepMinutes) : undefined}
        size="md"
      />
      <KeyFigure
        label={t('loadCurves.summary.missing')}
        value={<span data-missing={curve.gapCount}>{missingText(t, curve.gapCount, slot)}</span>}
        size="md"
      />
      {curve.bandTotals &&
        (
          [
            ['F1', curve.bandTotals.f1],
            ['F2', curve.bandTotals.f2],
            ['F3', curve.bandTotals.f3],
          ] as const
        ).map(([band, value]) => (
          <KeyFigure
            key={band}
            label={t('loadCurves.summary.band', { band })}
            value={energy(value)}
            detail={
              curve.total > 0
                ? t('loadCurves.summary.share', { share: Math.round((value / curve.total) * 100) })
                : undefined
            }
            size="md"
          />
        ))}
    </Figures>
  );
}
