// The report's figures first (conventions 22): the consumption and the spend of the period, and the
// quantity consumed against the one ordered under the convention — a key figure and a meter whose
// value, range and words assistive technology reads (role meter, WAI-ARIA 1.2).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, KeyFigure } from '@/components/ui/index.ts';
import type { ConventionReport } from '../api/useConventionReport.ts';
import { amount, percent, quantity } from './values.ts';

export const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.size.cardMin}), 1fr)
  );
`;

const Track = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $over: boolean }>`
  height: 100%;
  background: ${({ theme, $over }) => ($over ? theme.tone.orange.fg : theme.color.primary)};
`;

export function ConsumedMeter({ share, label }: { share: number; label: string }) {
  const { t } = useTranslation();
  const shown = Math.min(1, Math.max(0, share));
  return (
    <Track
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown * 1000) / 10}
      aria-valuetext={percent(t, share)}
    >
      <Fill $over={share > 1} style={{ width: `${shown * 100}%` }} />
    </Track>
  );
}

export function ReportFigures({ report, unit }: { report: ConventionReport; unit: string }) {
  const { t } = useTranslation();
  const share = report.consumedShareOfOrdered;
  return (
    <Figures>
      <Card>
        <KeyFigure
          label={t('conventionReporting.figures.consumption')}
          value={quantity(t, report.totalConsumption, unit)}
          detail={t('conventionReporting.figures.points', {
            count: new Set(report.rows.map((r) => r.supplyId)).size,
          })}
        />
      </Card>
      <Card>
        <KeyFigure
          label={t('conventionReporting.figures.spend')}
          value={amount(t, report.totalSpend)}
          detail={t('conventionReporting.figures.spendDetail')}
        />
      </Card>
      <Card>
        <KeyFigure
          label={t('conventionReporting.figures.share')}
          value={share === null ? t('conventionReporting.figures.noOrdered') : percent(t, share)}
          detail={t('conventionReporting.figures.shareDetail', {
            consumed: quantity(t, report.totalConsumption, unit),
            ordered: quantity(t, report.orderedQuantity, unit),
          })}
        />
        {share !== null && (
          <ConsumedMeter share={share} label={t('conventionReporting.figures.meter')} />
        )}
      </Card>
    </Figures>
  );
}
