// A bill's detail while it loads (the retail bill's page, the business list's detail region): a
// card of three lines of the heading's and the text's size, hidden from assistive technology.
import { Card, Skeleton } from '@/components/ui/index.ts';

export function DetailSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton $width="40%" $height="1.4em" />
      <br />
      <Skeleton />
      <br />
      <Skeleton $width="70%" />
    </Card>
  );
}
