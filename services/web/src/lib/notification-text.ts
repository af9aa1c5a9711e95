// A notification in the page's language (§9), not the registry's: the API sends the kind of a
// notification upstream worded in one of its set ways and the values it carries; the page words it
// from its messages (notificationKinds.<KIND>, texts of the shell's chunk, since the retail
// dashboard shows the latest notifications). Any other notification is shown as upstream wrote
// it, marked with the language upstream wrote it in.
import { enumerationLabelKey } from '@portal/shared/enumerations';
import { formatAmount } from '@portal/shared/format';
import type { TFunction } from 'i18next';
import { graphql } from '@/graphql/generated/index.ts';

/** What a query asks of a notification for notificationWords: spread it where one is shown. */
export const NOTIFICATION_WORDS_FIELDS = graphql(`
  fragment NotificationWords on Notification {
    title
    body
    kind
    textLanguage
    params {
      invoiceNumber
      amount
      year
      requestKind
      requestId
      pointId
    }
  }
`);

export interface NotificationSource {
  kind: string;
  title: string;
  body: string;
  textLanguage: string;
  params: {
    invoiceNumber?: string | null;
    amount?: number | null;
    year?: string | null;
    requestKind?: string | null;
    requestId?: string | null;
    pointId?: string | null;
  };
}

export interface NotificationWords {
  title: string;
  body: string;
  /** The language of upstream's own words, for the `lang` of their element; null: the page's. */
  lang: string | null;
}

export function notificationWords(t: TFunction, n: NotificationSource): NotificationWords {
  if (n.kind === 'OTHER') return { title: n.title, body: n.body, lang: n.textLanguage };
  const { params: p } = n;
  const requestKind = p.requestKind ? enumerationLabelKey('operationKind', p.requestKind) : null;
  const values = {
    invoiceNumber: p.invoiceNumber ?? '',
    amount: p.amount == null ? '' : formatAmount(p.amount),
    year: p.year ?? '',
    request: requestKind ? t(requestKind) : '',
    requestId: p.requestId ?? '',
    pointId: p.pointId ?? '',
  };
  return {
    title: t(`notificationKinds.${n.kind}.title`, values),
    body: t(`notificationKinds.${n.kind}.body`, values),
    lang: null,
  };
}
