// The words of an alert kind and of an alert (decision 0023, 0024): the first kinds' texts are the
// shell's (alerts.*, the header reads them), the consumption, budget and convention kinds' come
// with the pages that list or set them (alertKinds.*), so the shell's chunk does not grow.
import { formatAmount, formatDate, formatFixed, formatQuantity } from '@portal/shared/format';
import type { useTranslation } from 'react-i18next';
import type { AlertKind } from '@/graphql/generated/graphql.ts';
import type { DetailedAlert } from './api-usage.ts';

type TFunction = ReturnType<typeof useTranslation>['t'];

const PAGE_KINDS = [
  'CONSUMPTION_ANOMALY',
  'BASE_LOAD_RISE',
  'BUDGET',
  'CONVENTION_QUANTITY',
] as const satisfies readonly AlertKind[];
type PageKind = (typeof PAGE_KINDS)[number];

function isPageKind(kind: AlertKind): kind is PageKind {
  return (PAGE_KINDS as readonly AlertKind[]).includes(kind);
}

/** A kind's name, as the settings and the list show it. */
export function alertKindLabel(t: TFunction, kind: AlertKind): string {
  return isPageKind(kind) ? t(`alertKinds.kinds.${kind}`) : t(`alerts.kinds.${kind}`);
}

/** A month 'YYYY-MM' as MM/YYYY; a week's Monday as DD/MM/YYYY (§5). */
const periodText = (period: string | null | undefined) => {
  const month = period ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  return month ? `${month[2]}/${month[1]}` : formatDate(period);
};
const euro = (value: number | null | undefined) =>
  value == null ? '' : `${formatAmount(value)} €`;
const quantity = (value: number | null | undefined, unit: string | null | undefined) =>
  value == null ? '' : `${formatQuantity(Math.round(value))} ${unit ?? ''}`.trim();

/** What an alert says, in the page's words (§5 formats). */
export function alertText(t: TFunction, alert: DetailedAlert): string {
  const f = alert.facts;
  switch (alert.kind) {
    case 'CONSUMPTION_ANOMALY': {
      const head = t(
        f.granularity === 'WEEK'
          ? f.reference === 'LAST_YEAR'
            ? 'alertKinds.texts.weekLastYear'
            : 'alertKinds.texts.weekBaseline'
          : f.reference === 'LAST_YEAR'
            ? 'alertKinds.texts.monthLastYear'
            : 'alertKinds.texts.monthBaseline',
        {
          point: f.pointId ?? '',
          period: periodText(f.period),
          quantity: quantity(f.quantity, f.unit),
          reference: quantity(f.referenceQuantity, f.unit),
          percent: f.risePercent ?? '',
        },
      );
      if (!f.band) return head;
      return `${head} ${t('alertKinds.texts.band', {
        band: f.band,
        now: quantity(f.bandQuantity, f.unit),
        before: quantity(f.bandReferenceQuantity, f.unit),
      })}`;
    }
    case 'BASE_LOAD_RISE':
      return t('alertKinds.texts.BASE_LOAD_RISE', {
        point: f.pointId ?? '',
        period: periodText(f.period),
        now: f.baseLoad == null ? '' : `${formatFixed(f.baseLoad, 2)} kW`,
        before: f.referenceBaseLoad == null ? '' : `${formatFixed(f.referenceBaseLoad, 2)} kW`,
        percent: f.risePercent ?? '',
      });
    case 'BUDGET':
      return t('alertKinds.texts.BUDGET', {
        commodity: t(
          f.utility === 'GAS' ? 'alertKinds.commodity.GAS' : 'alertKinds.commodity.POWER',
        ),
        year: f.year ?? '',
        toDate: euro(f.costToDate),
        forecast: euro(f.forecast ?? f.costToDate),
        budget: euro(f.budget),
      });
    case 'CONVENTION_QUANTITY':
      return t('alertKinds.texts.CONVENTION_QUANTITY', {
        code: f.conventionCode ?? '',
        left: quantity(f.availableQuantity, f.unit),
        max: quantity(f.maxQuantity, f.unit),
        percent: f.leftPercent == null ? '' : formatQuantity(f.leftPercent),
        threshold: f.thresholdPercent ?? '',
      });
    default:
      return t(`alerts.texts.${alert.kind}`, {
        invoice: f.invoiceNumber ?? '',
        amount: f.amount == null ? '' : `${formatAmount(f.amount)} €`,
        due: formatDate(f.dueDate),
        point: f.pointId ?? '',
        from: formatDate(f.windowFrom),
        to: formatDate(f.windowTo),
        request: f.requestId ?? '',
        state: f.state ?? '',
      });
  }
}
