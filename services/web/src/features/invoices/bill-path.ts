// The address of a retail bill (§2 /retail/myBills/{id}?issueDate=YYYY-MM-DD, named route
// retail-myBills-id), in the reader's language.
import type { Locale } from '@portal/shared/constants';
import { buildPath } from '@portal/shared/routes';
import type { Invoice } from './api/types.ts';

export function billPath(
  invoice: Pick<Invoice, 'documentNumber' | 'issueDate'>,
  language: Locale,
): string {
  return `${buildPath('retail-myBills-id', { id: invoice.documentNumber }, language)}?issueDate=${encodeURIComponent(invoice.issueDate)}`;
}
