// The registry correction form's values and checks, the rules the API applies
// (docs/api.md requestRegistryCorrection): a field, a requested value of 1–200 characters — a PEC
// an e-mail address (packages/shared contact.ts), an invoicing office a 6-character code
// (packages/shared procurement.ts) — and a note of at most 500. Pure: the component shows the
// errors, translated, in the error summary and beside each field.
import { EMAIL_PATTERN } from '@portal/shared/contact';
import { isOfficeCode, normalizeCode } from '@portal/shared/procurement';
import type {
  RegistryCorrectionField,
  RegistryCorrectionInput,
  Utility,
} from '@/graphql/generated/graphql.ts';

/** The fields a body may ask to correct, in the order of the choice. */
export const CORRECTION_FIELDS = [
  'REGISTERED_ADDRESS',
  'BILLING_ADDRESS',
  'PEC',
  'INVOICING_OFFICE',
  'SPLIT_PAYMENT',
  'OTHER',
] as const satisfies readonly RegistryCorrectionField[];

export const CORRECTION_LIMITS = { requestedValue: 200, note: 500 } as const;

/** What a split payment correction asks for travels as a key, worded at render. */
export const SPLIT_PAYMENT_VALUES = ['true', 'false'] as const;

export interface CorrectionValues {
  field: RegistryCorrectionField | '';
  requestedValue: string;
  note: string;
}

export const EMPTY_CORRECTION: CorrectionValues = { field: '', requestedValue: '', note: '' };

export type CorrectionFormField = keyof CorrectionValues;

/** The order of the fields on the page: the error summary lists problems in it. */
export const CORRECTION_FORM_FIELDS: readonly CorrectionFormField[] = [
  'field',
  'requestedValue',
  'note',
];

export type CorrectionErrorCode =
  | 'fieldMissing'
  | 'valueMissing'
  | 'valueTooLong'
  | 'invalidEmail'
  | 'invalidOfficeCode'
  | 'noteTooLong';

export interface CorrectionError {
  field: CorrectionFormField;
  code: CorrectionErrorCode;
}

export function isCorrectionField(value: string): value is RegistryCorrectionField {
  return (CORRECTION_FIELDS as readonly string[]).includes(value);
}

export function validateCorrection(values: CorrectionValues): CorrectionError[] {
  const errors: CorrectionError[] = [];
  if (values.field === '') errors.push({ field: 'field', code: 'fieldMissing' });
  const value = values.requestedValue.trim();
  if (value === '') errors.push({ field: 'requestedValue', code: 'valueMissing' });
  else if (value.length > CORRECTION_LIMITS.requestedValue)
    errors.push({ field: 'requestedValue', code: 'valueTooLong' });
  else if (values.field === 'PEC' && !EMAIL_PATTERN.test(value))
    errors.push({ field: 'requestedValue', code: 'invalidEmail' });
  else if (values.field === 'INVOICING_OFFICE' && !isOfficeCode(value))
    errors.push({ field: 'requestedValue', code: 'invalidOfficeCode' });
  if (values.note.trim().length > CORRECTION_LIMITS.note)
    errors.push({ field: 'note', code: 'noteTooLong' });
  return errors;
}

/**
 * The input of a valid form: an office code as the API reads it (no spaces, capitals); a note on
 * one line — the API refuses control characters, so line breaks become spaces.
 */
export function correctionInput(
  values: CorrectionValues & { field: RegistryCorrectionField },
  utility: Utility,
): RegistryCorrectionInput {
  const value = values.requestedValue.trim();
  const note = values.note.replace(/\s+/g, ' ').trim();
  return {
    utility,
    field: values.field,
    requestedValue: values.field === 'INVOICING_OFFICE' ? normalizeCode(value) : value,
    ...(note ? { note } : {}),
  };
}

/** The field a refusal of the API names (BAD_USER_INPUT reasons of docs/api.md), if any. */
export function errorOfReason(reason: string | undefined): CorrectionError | null {
  switch (reason) {
    case 'invalidEmail':
      return { field: 'requestedValue', code: 'invalidEmail' };
    case 'invalidOfficeCode':
      return { field: 'requestedValue', code: 'invalidOfficeCode' };
    default:
      return null;
  }
}
