// The costs pages' loaded layout while they load: the period's four figures, the chart with its
// table, and the table below it (the supplies, or a supply's bills), after what a page shows first.
import type { ReactNode } from 'react';
import { SkeletonBlock, SkeletonTable } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { CHART_HEIGHT } from './MonthlyChart.tsx';
import { Figures } from './PeriodTotals.tsx';

export function CostsSkeleton({ first }: { first?: ReactNode }) {
  return (
    <Stack aria-hidden="true">
      {first}
      <Figures>
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonBlock key={index} height="9rem" />
        ))}
      </Figures>
      <SkeletonBlock height={`${(CHART_HEIGHT + 140) / 16}rem`} />
      <SkeletonTable rows={12} columns={7} />
    </Stack>
  );
}
