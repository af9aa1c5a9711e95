// The business home while it loads: the loaded grid's cards at their size (a commodity's card per
// menu commodity, then the notifications and the exports), so nothing shifts when data arrives.
import { SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { CommodityCard, Grid, ListCard } from './layout.tsx';

function Lines() {
  return (
    <Stack $gap={3}>
      <SkeletonBlock height="1.6em" width="40%" />
      <SkeletonBlock height="2.2em" width="60%" />
      <SkeletonBlock height="1em" width="80%" />
      <SkeletonBlock height="1em" />
    </Stack>
  );
}

export function HomeSkeleton({ commodities }: { commodities: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: Math.max(commodities, 1) }, (_, i) => (
        <CommodityCard key={`c${i}`} as="div">
          <Lines />
        </CommodityCard>
      ))}
      <ListCard as="div">
        <Lines />
      </ListCard>
      <ListCard as="div">
        <Lines />
      </ListCard>
    </Grid>
  );
}
