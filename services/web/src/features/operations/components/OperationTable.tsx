// A commodity's requests: type, description, point, opened and updated days,
// the §4 state, and a button that discloses the request's history (aria-expanded, aria-controls)
// in a row under it — or at the end of its card on a phone. With a consortium's members together,
// the registry each request belongs to, under its type.
import type { Commodity } from '@portal/shared/pages';
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RequestStateBadge } from '@/components/badges/index.ts';
import { NumberText } from '@/components/lists/index.ts';
import { Button, Name, ResponsiveTable, type TableColumn } from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import { SetText } from '@/lib/upstream-text.tsx';
import type { Operation } from '../api/types.ts';
import { OperationHistory } from './OperationHistory.tsx';

const Registry = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

// On a phone the button shares its card's line with the column's name: its words may wrap.
const Toggle = styled(Button)`
  max-width: 100%;
`;

/** The id of a request's history, which its button controls. */
export function historyId(operation: Operation): string {
  return `operation-history-${operation.id}`;
}

export interface OperationTableProps {
  operations: readonly Operation[];
  commodity: Commodity;
  /** The requests whose history is open, by id. */
  open: ReadonlySet<string>;
  onToggle: (operation: Operation) => void;
  /** A registry's name by id, where the list spans several; absent: no registry column. */
  registryName?: ((id: string) => string) | undefined;
  busy?: boolean;
  skeletonRows: number;
}

export function OperationTable({
  operations,
  commodity,
  open,
  onToggle,
  registryName,
  busy,
  skeletonRows,
}: OperationTableProps) {
  const { t } = useTranslation();
  const kindText = (operation: Operation) =>
    enumerationText(t, 'operationKind', operation.kind, operation.kindText);
  const columns: TableColumn<Operation>[] = [
    {
      key: 'kind',
      header: t('operations.columns.kind'),
      card: 'heading',
      // Whose the request is, under its type: one column fewer beside the menu.
      cell: (operation) => (
        <>
          {kindText(operation)}
          {registryName && (
            <Registry>
              <span className="visually-hidden">{t('operations.columns.registry')}: </span>
              <Name value={registryName(operation.registryId)} />
            </Registry>
          )}
        </>
      ),
    },
    {
      key: 'state',
      header: t('operations.columns.state'),
      card: 'prominent',
      cell: (operation) => <RequestStateBadge state={operation.state} text={operation.stateText} />,
    },
    {
      key: 'description',
      header: t('operations.columns.description'),
      cell: (operation) => (
        <SetText
          prefix="operations.descriptions"
          value={operation.descriptionKind}
          text={operation.description}
          lang={operation.textLanguage}
        />
      ),
    },
    {
      key: 'point',
      header: t(`operations.columns.point.${commodity}`),
      cell: (operation) => <NumberText>{operation.pointId ?? t('operations.none')}</NumberText>,
    },
    {
      key: 'openedAt',
      header: t('operations.columns.openedAt'),
      numeric: true,
      cell: (operation) => formatDate(operation.openedAt),
    },
    {
      key: 'updatedAt',
      header: t('operations.columns.updatedAt'),
      numeric: true,
      cell: (operation) => formatDate(operation.updatedAt),
    },
    {
      key: 'history',
      header: t('operations.columns.history'),
      cell: (operation) => {
        const expanded = open.has(operation.id);
        return (
          <Toggle
            $variant="secondary"
            aria-expanded={expanded}
            aria-controls={expanded ? historyId(operation) : undefined}
            onClick={() => onToggle(operation)}
          >
            {t(expanded ? 'operations.history.hide' : 'operations.history.show')}
            <span className="visually-hidden">
              {' '}
              {t('operations.history.of', { kind: kindText(operation), id: operation.id })}
            </span>
          </Toggle>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      caption={t('operations.caption')}
      captionHidden
      columns={columns}
      rows={operations}
      rowKey={(operation) => operation.id}
      busy={busy ?? false}
      skeletonRows={skeletonRows}
      cardHeadingLevel={2}
      rowDetail={(operation) =>
        open.has(operation.id) ? (
          <OperationHistory operation={operation} id={historyId(operation)} />
        ) : null
      }
    />
  );
}
