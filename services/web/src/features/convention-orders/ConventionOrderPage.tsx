// A supply order under the convention (§2 /pa/subsidized<Gas|Light>/order, page kind
// 'subsidized-order'): which convention and how much of it is left, then the
// order's steps — points (the body's own supplies or new connections) with their estimated annual
// consumption, start day, CIG and CUP, invoicing office, split payment, note — checked, confirmed
// and sent once. One page for both schemes: the commodity comes from the route.
import { formatQuantity } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Alert, Name, nameSlot, NamedText, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useOrderFormData } from './api/useOrderFormData.ts';
import { OrderFlow } from './components/OrderFlow.tsx';
import { unitWord } from './components/units.ts';

const Skeleton = () => (
  <Stack $gap={4} aria-hidden="true">
    <SkeletonBlock height="3rem" />
    <SkeletonBlock height="40rem" />
  </Stack>
);

export default function ConventionOrderPage() {
  const { t } = useTranslation();
  const { commodity, utility, scheme, locale, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const area = scheme ?? 'subsidizedGas';
  const query = useOrderFormData(hasSupply ? utility : null);
  const links = {
    orderStatus: buildPath(`pa-${area}-orderStatus`, {}, locale),
    connection: buildPath(`pa-${area}-connection`, {}, locale),
    cancel: buildPath(`pa-${area}-overview`, {}, locale),
  };

  return (
    <PageScaffold
      title={t(`conventionOrders.title.order.${kind}`)}
      intro={t('conventionOrders.form.intro')}
      query={query}
      skeleton={<Skeleton />}
    >
      {(data) => {
        const c = data.convention;
        const unit = unitWord(t, c.unit, c.unitText);
        return (
          <Stack $gap={5}>
            <Stack $gap={1}>
              <p>
                <NamedText
                  text={t('conventionOrders.form.convention', {
                    name: nameSlot(0),
                    lot: nameSlot(1),
                  })}
                  names={[
                    <Name key="name" value={c.name} lang="it" />,
                    <Name key="lot" value={c.lot} lang="it" />,
                  ]}
                />
              </p>
              <p>
                <strong>
                  {t('conventionOrders.form.available', {
                    value: formatQuantity(c.availableQuantity),
                    unit,
                  })}
                </strong>
              </p>
            </Stack>
            {c.earliestStartDate ? (
              <OrderFlow data={data} utility={utility ?? 'GAS'} commodity={kind} links={links} />
            ) : (
              <Alert $tone="info" role="status">
                {t('conventionOrders.form.noStart')}
              </Alert>
            )}
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
