// The order to check before it is sent: its points with their estimated annual
// consumption and the total, the start day and the references, what happens next, and the one
// button that sends it. A failure to send is said here, translated, with the order kept.
import { formatDate } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { AnswersCheck, type useCheckFlow } from '@/components/forms/index.ts';
import { Alert, ErrorMessage, FactList, ResponsiveTable } from '@/components/ui/index.ts';
import { ApiError } from '@/lib/http.ts';
import type { OrderableSupply, OrderFormData } from '../api/useOrderFormData.ts';
import { parseQuantity, totalQuantity, type OrderValues } from '../model/order-form.ts';
import { quantityWithUnit } from './units.ts';

interface CheckRow {
  key: string;
  point: string;
  site: string;
  quantity: number;
}

export function OrderCheck({
  values: v,
  data,
  supplies,
  commodity,
  unit,
  flow,
}: {
  values: OrderValues;
  data: OrderFormData;
  supplies: readonly OrderableSupply[];
  commodity: 'gas' | 'light';
  unit: string;
  flow: Pick<
    ReturnType<typeof useCheckFlow>,
    'headingRef' | 'failure' | 'sending' | 'confirm' | 'change'
  >;
}) {
  const { failure } = flow;
  const { t } = useTranslation();
  const byId = new Map(supplies.map((s) => [s.id, s]));
  const rows: CheckRow[] = [
    ...v.selected.map((supplyId) => {
      const s = byId.get(supplyId);
      return {
        key: `s-${supplyId}`,
        point: s?.pointId ?? supplyId,
        site: [s?.siteName, s?.address, s?.locality].filter(Boolean).join(', '),
        quantity: parseQuantity(v.quantities[supplyId] ?? '') ?? 0,
      };
    }),
    ...v.newPoints.map((p) => ({
      key: `n-${p.key}`,
      point: t('conventionOrders.check.newPoint'),
      site: `${p.site.trim()}, ${p.address.trim()}, ${p.postalCode.trim()} ${p.city.trim()} (${p.province.trim().toUpperCase()})`,
      quantity: parseQuantity(p.quantity) ?? 0,
    })),
  ];
  const office = data.conventionRegistry.invoicingOffices.find((o) => o.code === v.officeCode);
  const refused = failure instanceof ApiError && failure.code === 'BAD_USER_INPUT';

  return (
    <AnswersCheck
      flow={flow}
      heading={t('conventionOrders.check.heading')}
      failure={
        failure !== null && (
          <Alert role="alert">
            <p>{t('conventionOrders.check.failed')}</p>
            <p>
              {refused ? t('conventionOrders.check.refused') : <ErrorMessage error={failure} />}
            </p>
            {!refused && <p>{t('conventionOrders.check.retryHint')}</p>}
          </Alert>
        )
      }
      texts={{
        confirm: t('conventionOrders.check.confirm'),
        change: t('conventionOrders.check.change'),
        sending: t('conventionOrders.check.sending'),
      }}
    >
      <p>{t('conventionOrders.check.intro')}</p>
      <ResponsiveTable
        caption={t('conventionOrders.check.pointsCaption')}
        columns={[
          {
            key: 'point',
            header: t(`conventionOrders.connection.point.${commodity}`),
            cell: (row: CheckRow) => row.point,
            card: 'heading',
          },
          { key: 'site', header: t('conventionOrders.check.site'), cell: (row) => row.site },
          {
            key: 'quantity',
            header: t('conventionOrders.check.quantity'),
            cell: (row) => quantityWithUnit(t, row.quantity, unit),
            numeric: true,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
        cardHeadingLevel={3}
      />
      <FactList
        strong
        facts={[
          {
            label: t('conventionOrders.check.total'),
            value: quantityWithUnit(t, totalQuantity(v), unit),
          },
          { label: t('conventionOrders.check.startDate'), value: formatDate(v.startDate) },
          {
            label: t('conventionOrders.check.cig'),
            value: v.cig.replace(/\s+/g, '').toUpperCase(),
          },
          {
            label: t('conventionOrders.check.cup'),
            value: v.cup.trim()
              ? v.cup.replace(/\s+/g, '').toUpperCase()
              : t('conventionOrders.check.noCup'),
          },
          {
            label: t('conventionOrders.check.office'),
            value: office
              ? t('conventionOrders.form.officeOption', { name: office.name, code: office.code })
              : v.officeCode,
          },
          {
            label: t('conventionOrders.check.splitPayment'),
            value: t(
              v.splitPayment === 'yes' ? 'conventionOrders.check.yes' : 'conventionOrders.check.no',
            ),
          },
          {
            label: t('conventionOrders.check.note'),
            value: v.note.trim() || t('conventionOrders.check.noNote'),
          },
        ]}
      />
      <p>{t('conventionOrders.check.next')}</p>
    </AnswersCheck>
  );
}
