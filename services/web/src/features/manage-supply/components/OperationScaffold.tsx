// The frame of the four operation pages (§2 /retail/myUtilities/manageUts/<operation>/{id}): the
// supply they act on, the way back to its manage page, and — while a request of the operation is
// still open — that request and why no second one can be filed, instead of the form.
import { buildPath } from '@portal/shared/routes';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Alert, LinkButton, Stack } from '@/components/ui/index.ts';
import type { SupplyChangeKind } from '@/graphql/generated/graphql.ts';
import { usePageContext } from '@/lib/page-context.ts';
import {
  supplyManagementKey,
  useSupplyManagement,
  type SupplyManagement,
} from '../api/useSupplyManagement.ts';
import { RequestSummary } from './RequestSummary.tsx';
import { SupplyLine } from './SupplyLine.tsx';

export interface OperationContext {
  data: SupplyManagement;
  supplyId: string;
  manageHref: string;
  notificationsHref: string;
  /** After filing: the manage page's data is read again (the open request shows there). */
  refresh: () => void;
}

const Skeleton = () => (
  <Stack $gap={4} aria-hidden="true">
    <SkeletonBlock height="4rem" />
    <SkeletonBlock height="28rem" />
  </Stack>
);

export interface OperationScaffoldProps {
  /** The operation: its title is the one the supply's manage page lists it under. */
  kind: SupplyChangeKind;
  /** What the operation does, above its form. */
  intro: string;
  /** The form, given the supply's data and ways (or, while one is open, not at all). */
  children: (context: OperationContext) => ReactNode;
}

export function OperationScaffold({ kind, intro, children }: OperationScaffoldProps) {
  const { t } = useTranslation();
  const { locale, params } = usePageContext();
  const { mutate } = useSWRConfig();
  const supplyId = params.id ?? null;
  const query = useSupplyManagement(supplyId);
  // The request filed on this visit shows its confirmation, not the "already open" notice.
  const [filedHere, setFiledHere] = useState(false);
  const manageHref = supplyId
    ? buildPath('retail-myUtilities-manageUts-id', { id: supplyId }, locale)
    : buildPath('retail-myUtilities', {}, locale);

  return (
    <PageScaffold
      title={t(`manageSupply.operations.${kind}.title`)}
      intro={intro}
      breadcrumb={[
        {
          label: t('manageSupply.breadcrumb.utilities'),
          to: buildPath('retail-myUtilities', {}, locale),
        },
        { label: t('manageSupply.breadcrumb.manage'), to: manageHref },
      ]}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => {
        const management = data.supplyManagement;
        const open = management.operations.find((o) => o.kind === kind)?.openRequest ?? null;
        return (
          <Stack $gap={5}>
            <SupplyLine supply={management.supply} />
            {open && !filedHere ? (
              <Alert $tone="info" role="status">
                <Stack $gap={3}>
                  <p>{t('manageSupply.open.already')}</p>
                  <RequestSummary request={open} />
                  <p>{t('manageSupply.open.wait')}</p>
                  <div>
                    <LinkButton to={manageHref} $variant="secondary">
                      {t('manageSupply.flow.backToSupply')}
                    </LinkButton>
                  </div>
                </Stack>
              </Alert>
            ) : (
              children({
                data: management,
                supplyId: management.supply.id,
                manageHref,
                notificationsHref: buildPath('retail-notifications', {}, locale),
                refresh: () => {
                  setFiledHere(true);
                  void mutate(supplyManagementKey(management.supply.id));
                },
              })
            )}
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
