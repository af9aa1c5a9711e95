// The period at a glance (conventions 22: the numbers that matter first): its
// consumption and cost beside the same months a year earlier, for light the share of each ARERA
// band, and what the page adds (how many supplies, or one supply's share of the commodity).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, KeyFigure } from '@/components/ui/index.ts';
import type { PeriodFigures } from '../api/types.ts';
import { bandsOf, change } from '../model/figures.ts';
import { amount, percent, quantity, signedPercent } from './values.ts';

export const Figures = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Bands = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0;
  }
`;

/** Each ARERA band's share of the period's kWh (light). */
function BandShares({ bands }: { bands: NonNullable<ReturnType<typeof bandsOf>> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const sum = bands.f1 + bands.f2 + bands.f3;
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Muted id={labelId}>{t('costs.totals.bands')}</Muted>
      <Bands>
        {(['f1', 'f2', 'f3'] as const).flatMap((band) => [
          <dt key={`${band}-name`}>{t(`costs.bands.${band}`)}</dt>,
          <dd key={`${band}-share`}>
            {sum > 0 ? percent(t, bands[band] / sum) : t('costs.none')}
          </dd>,
        ])}
      </Bands>
      <Muted>{t('costs.totals.bandsHint')}</Muted>
    </Group>
  );
}

function Versus({ current, previous, text }: { current: number; previous: number; text: string }) {
  const { t } = useTranslation();
  const value = change(current, previous);
  return (
    <>
      {t('costs.totals.previous', { value: text })}
      {value !== null && ` (${signedPercent(t, value)})`}
    </>
  );
}

export interface PeriodTotalsProps {
  total: PeriodFigures;
  previousTotal: PeriodFigures;
  unit: string;
  /** The fourth figure: the supplies counted, or one supply's share. */
  extra: ReactNode;
}

export function PeriodTotals({ total, previousTotal, unit, extra }: PeriodTotalsProps) {
  const { t } = useTranslation();
  const bands = bandsOf(total);
  return (
    <Figures>
      <Card>
        <KeyFigure
          size="md"
          label={t('costs.totals.quantity')}
          value={quantity(t, total.quantity, unit)}
          detail={
            <Versus
              current={total.quantity}
              previous={previousTotal.quantity}
              text={quantity(t, previousTotal.quantity, unit)}
            />
          }
        />
      </Card>
      <Card>
        <KeyFigure
          size="md"
          label={t('costs.totals.cost')}
          value={amount(t, total.cost)}
          detail={
            <>
              {t('costs.totals.withVat', { value: amount(t, total.costWithVat) })}
              <br />
              <Versus
                current={total.cost}
                previous={previousTotal.cost}
                text={amount(t, previousTotal.cost)}
              />
            </>
          }
        />
      </Card>
      {bands ? (
        <Card>
          <BandShares bands={bands} />
        </Card>
      ) : (
        <Card>
          <KeyFigure
            size="md"
            label={t('costs.totals.unitCost')}
            value={
              total.quantity > 0
                ? t('costs.totals.perUnit', {
                    value: amount(t, total.cost / total.quantity),
                    unit,
                  })
                : t('costs.none')
            }
            detail={t('costs.totals.unitCostHint')}
          />
        </Card>
      )}
      <Card>{extra}</Card>
    </Figures>
  );
}
