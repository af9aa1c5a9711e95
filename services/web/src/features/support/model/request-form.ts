// The written request form's values and their checks, the same rules the API
// applies (packages/shared support.ts): a kind, a subject and a message of the allowed lengths, the
// invoice a billing rectification corrects, and the privacy acknowledgement. Pure: the component
// shows the errors, translated, in the GOV.UK error summary and beside each field.
import {
  SUPPORT_CASE_KIND_KEYS,
  SUPPORT_CASE_LIMITS,
  needsInvoice,
  type SupportCaseKind,
} from '@portal/shared/support';

export interface RequestFormValues {
  kind: SupportCaseKind | '';
  subject: string;
  message: string;
  supplyId: string;
  invoiceNumber: string;
  privacyAcknowledged: boolean;
}

export const EMPTY_REQUEST: RequestFormValues = {
  kind: '',
  subject: '',
  message: '',
  supplyId: '',
  invoiceNumber: '',
  privacyAcknowledged: false,
};

export type RequestField = 'kind' | 'subject' | 'message' | 'invoiceNumber' | 'privacyAcknowledged';

/** The order of the fields on the page: the error summary lists problems in it. */
export const REQUEST_FIELDS: readonly RequestField[] = [
  'kind',
  'subject',
  'message',
  'invoiceNumber',
  'privacyAcknowledged',
];

export type RequestErrorCode =
  | 'kindMissing'
  | 'subjectTooShort'
  | 'subjectTooLong'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'invoiceMissing'
  | 'invoiceInvalid'
  | 'privacyMissing';

export interface RequestError {
  field: RequestField;
  code: RequestErrorCode;
}

/** The invoices filter's document number: letters, digits and / _ . - (docs/api.md). */
const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/;

export function isSupportCaseKindKey(value: string): value is SupportCaseKind {
  return (SUPPORT_CASE_KIND_KEYS as readonly string[]).includes(value);
}

export function validateRequest(values: RequestFormValues): RequestError[] {
  const errors: RequestError[] = [];
  if (values.kind === '') errors.push({ field: 'kind', code: 'kindMissing' });
  const subject = values.subject.trim().length;
  if (subject < SUPPORT_CASE_LIMITS.subject.min)
    errors.push({ field: 'subject', code: 'subjectTooShort' });
  else if (subject > SUPPORT_CASE_LIMITS.subject.max)
    errors.push({ field: 'subject', code: 'subjectTooLong' });
  const message = values.message.trim().length;
  if (message < SUPPORT_CASE_LIMITS.message.min)
    errors.push({ field: 'message', code: 'messageTooShort' });
  else if (message > SUPPORT_CASE_LIMITS.message.max)
    errors.push({ field: 'message', code: 'messageTooLong' });
  const invoice = values.invoiceNumber.trim();
  if (invoice === '' && values.kind !== '' && needsInvoice(values.kind))
    errors.push({ field: 'invoiceNumber', code: 'invoiceMissing' });
  else if (invoice !== '' && !DOCUMENT_NUMBER.test(invoice))
    errors.push({ field: 'invoiceNumber', code: 'invoiceInvalid' });
  if (!values.privacyAcknowledged)
    errors.push({ field: 'privacyAcknowledged', code: 'privacyMissing' });
  return errors;
}
