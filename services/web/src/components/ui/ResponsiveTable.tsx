// A table that fits a phone: from 768 px a real table (caption, column
// headers, aria-sort), scrolling sideways inside its own focusable region if it is still too wide;
// under 768 px each row becomes a card listing every cell under its column's header (dt/dd), so
// nothing runs off the screen and every value keeps its label. A column can be a card's heading
// (the row's name) or prominent (an amount, a state: larger, at the top); the sorts can be one
// "Sort by" select in card mode. The layout is chosen by a media query at render (`layout` fixes
// it: the catalogue, tests).
import type { ReactNode } from 'react';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Field } from './Field.tsx';
import { BareList } from './layout.tsx';
import { Skeleton } from './primitives.tsx';
import { Select } from './Select.tsx';
import { DataTable, TableScroll } from './table.tsx';
import { mediaCondition, useMediaQuery } from './useMediaQuery.ts';
import { focusRing } from '../../theme.ts';

export type SortDirection = 'ascending' | 'descending';

export interface TableColumn<Row> {
  key: string;
  /** The column's header, and the label of its value in a card. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures, never broken (amounts). */
  numeric?: boolean;
  /** A column the reader can sort by: its current direction (null: not sorted by it). */
  sort?: { direction: SortDirection | null; onToggle: () => void };
  /**
   * Its place in a card: the card's heading (the row's name, one column) or prominent (above the
   * other values, larger). Without it the value is listed with the others.
   */
  card?: 'heading' | 'prominent';
}

/** Every order the rows can be sorted in, chosen from one select in card mode. */
export interface TableSortChoice {
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export interface ResponsiveTableProps<Row> {
  caption: string;
  /** Keep the caption for assistive technology only (a heading already names the table). */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  busy?: boolean;
  /** Placeholder rows while nothing is loaded yet (reserve the final height). */
  skeletonRows?: number;
  /** The first column stays in view while the table scrolls sideways (the row's name). */
  stickyFirstColumn?: boolean;
  layout?: 'auto' | 'table' | 'cards';
  /** Said after the caption to assistive technology in table mode (how the headers sort). */
  tableHint?: string;
  /** Card mode: a "Sort by" select with these orders instead of a button per sortable column. */
  sortChoice?: TableSortChoice;
  /** The level of a card's heading in the page's outline. */
  cardHeadingLevel?: 2 | 3 | 4;
  /**
   * What a row discloses when opened (a request's history): a full-width row under it in a table,
   * the end of its card on a phone; null or undefined while closed.
   */
  rowDetail?: (row: Row) => ReactNode;
}

const Region = styled(TableScroll)<{ $sticky: boolean }>`
  &:focus-visible {
    ${focusRing}
  }
  ${({ $sticky, theme }) =>
    $sticky
      ? `
    th:first-child, td:first-child:not(.row-detail) { position: sticky; left: 0; z-index: 1; }
    td:first-child:not(.row-detail) { background: ${theme.color.surface}; }
  `
      : ''}
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Cards = styled(BareList).attrs({ $flow: 'column' })``;

const RowCard = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    align-items: baseline;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  dd.num {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  dl:first-child > dt:first-of-type,
  dl:first-child > dt:first-of-type + dd {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const CardHeading = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  /* The card's link (an invoice's number) is what a finger presses: a full touch target. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  .label {
    display: block;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/** The prominent values: label over value, side by side while they fit, the value larger. */
const Prominent = styled.dl`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  && dd {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const SortField = styled.div`
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(3)}`};
`;

const SortBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

function SortArrow({ direction }: { direction: SortDirection | null }) {
  const path =
    direction === 'ascending'
      ? 'M6 15l6-6 6 6'
      : direction === 'descending'
        ? 'M6 9l6 6 6-6'
        : 'M8 9l4-4 4 4M8 15l4 4 4-4';
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function useWide(layout: ResponsiveTableProps<unknown>['layout']): boolean {
  const theme = useTheme();
  // Paper is narrower than 768 px but prints a table better than cards.
  const wide = useMediaQuery(`${mediaCondition(theme.media.md)}, print`, true);
  return layout === 'auto' || layout === undefined ? wide : layout === 'table';
}

export function ResponsiveTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  busy = false,
  skeletonRows = 0,
  stickyFirstColumn = false,
  layout,
  tableHint,
  sortChoice,
  cardHeadingLevel = 3,
  rowDetail,
}: ResponsiveTableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const wide = useWide(layout);
  const placeholders = busy && rows.length === 0 ? skeletonRows : 0;
  const numeric = (column: TableColumn<Row>) => (column.numeric ? 'num' : undefined);

  if (wide) {
    return (
      <Region $sticky={stickyFirstColumn} tabIndex={0} role="region" aria-labelledby={captionId}>
        <DataTable aria-busy={busy}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
            {caption}
            {tableHint && <span className="visually-hidden"> {tableHint}</span>}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={numeric(column)}
                  aria-sort={column.sort?.direction ?? undefined}
                >
                  {column.sort ? (
                    <SortButton type="button" onClick={column.sort.onToggle}>
                      {column.header}
                      <SortArrow direction={column.sort.direction} />
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: placeholders }, (_, index) => (
              <tr key={`placeholder-${index}`}>
                {columns.map((column) => (
                  <td key={column.key}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))}
            {rows.map((row) => {
              const detail = rowDetail?.(row);
              return (
                <Fragment key={rowKey(row)}>
                  <tr>
                    {columns.map((column) => (
                      <td key={column.key} className={numeric(column)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {detail != null && (
                    <tr>
                      <td className="row-detail" colSpan={columns.length}>
                        {detail}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </DataTable>
      </Region>
    );
  }

  const sortable = columns.filter((column) => column.sort);
  const headingColumn = columns.find((column) => column.card === 'heading');
  const prominent = columns.filter((column) => column.card === 'prominent');
  const listed = columns.filter((column) => !column.card);
  const Heading = `h${cardHeadingLevel}` as const;
  return (
    <div aria-busy={busy}>
      <Caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
        {caption}
      </Caption>
      {sortChoice ? (
        <SortField>
          <Field label={t('ui.table.sortBy')}>
            <Select
              value={sortChoice.value}
              onChange={(event) => sortChoice.onChange(event.target.value)}
            >
              {sortChoice.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </SortField>
      ) : (
        sortable.length > 0 && (
          <SortBar role="group" aria-label={t('ui.table.sortBy')}>
            <span aria-hidden="true">{t('ui.table.sortBy')}</span>
            {sortable.map((column) => (
              <SortButton key={column.key} type="button" onClick={column.sort?.onToggle}>
                {column.header}
                {column.sort?.direction && (
                  <span className="visually-hidden"> {t(`ui.table.${column.sort.direction}`)}</span>
                )}
                <SortArrow direction={column.sort?.direction ?? null} />
              </SortButton>
            ))}
          </SortBar>
        )
      )}
      <Cards aria-labelledby={captionId}>
        {Array.from({ length: placeholders }, (_, index) => (
          <RowCard key={`placeholder-${index}`} aria-hidden="true">
            <Skeleton $height="4em" />
          </RowCard>
        ))}
        {rows.map((row) => (
          <RowCard key={rowKey(row)}>
            {headingColumn && (
              <CardHeading as={Heading}>
                <span className="label">{headingColumn.header}</span>
                {headingColumn.cell(row)}
              </CardHeading>
            )}
            {prominent.length > 0 && (
              <Prominent>
                {prominent.map((column) => (
                  <div key={column.key}>
                    <dt>{column.header}</dt>
                    <dd className={numeric(column)}>{column.cell(row)}</dd>
                  </div>
                ))}
              </Prominent>
            )}
            <dl>
              {listed.map((column) => (
                <Fragment key={column.key}>
                  <dt>{column.header}</dt>
                  <dd className={numeric(column)}>{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
            {rowDetail?.(row)}
          </RowCard>
        ))}
      </Cards>
    </div>
  );
}
