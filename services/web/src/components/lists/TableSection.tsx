// A section of a page that is one list loaded on its own: its heading and intro, then — in the
// section, not the page — the failure with its retry, the list's own "nothing here" words, or the
// table (a skeleton while it loads, announced; cards on a phone, a table from 768 px).
import type { ReactNode } from 'react';
import { ErrorState, LoadingAnnouncement } from '../page-scaffold/index.ts';
import { Alert, ResponsiveTable, type TableColumn } from '../ui/index.ts';

export interface TableSectionProps<Row> {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  intro?: ReactNode;
  /** The table's caption, for assistive technology (the heading names it on screen). */
  caption: string;
  /** Undefined until loaded. */
  rows: readonly Row[] | undefined;
  error: unknown;
  retry: () => unknown;
  /** What an empty list says. */
  empty: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  skeletonRows?: number;
  cardHeadingLevel?: 2 | 3 | 4;
}

export function TableSection<Row>({
  id,
  heading,
  intro,
  caption,
  rows,
  error,
  retry,
  empty,
  columns,
  rowKey,
  skeletonRows = 6,
  cardHeadingLevel = 3,
}: TableSectionProps<Row>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
      {error && !rows ? (
        <ErrorState error={error} retry={retry} />
      ) : rows && rows.length === 0 ? (
        <Alert $tone="info">{empty}</Alert>
      ) : (
        <>
          {!rows && <LoadingAnnouncement />}
          <ResponsiveTable
            caption={caption}
            captionHidden
            columns={columns}
            rows={rows ?? []}
            rowKey={rowKey}
            busy={!rows}
            skeletonRows={skeletonRows}
            cardHeadingLevel={cardHeadingLevel}
          />
        </>
      )}
    </section>
  );
}
