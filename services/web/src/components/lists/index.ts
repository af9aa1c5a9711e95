// The list kit: what a list page shows around its table (a failure with its retry, the count,
// nothing found) and the small pieces of its cells. The table itself is components/ui's
// ResponsiveTable, the pager its Pagination, the states of a whole page the page scaffold's.
export { Muted, NumberText, SecondLine } from './cells.ts';
export { ListCount, ListEmpty, ListFailure, pageCount } from './ListStatus.tsx';
export { StateTimeline, type TimelineStep } from './StateTimeline.tsx';
export { TableSection, type TableSectionProps } from './TableSection.tsx';
