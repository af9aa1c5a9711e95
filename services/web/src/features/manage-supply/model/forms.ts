// The four request forms' values and their checks, the same rules the API applies
// (packages/shared supply-changes.ts and contact.ts): pure, so the pages show the errors,
// translated, in the GOV.UK error summary and beside each field, and keep what was typed. Each
// form is one RequestForm: its operation, its fields, its checks and the request it files; its
// page adds the controls and the words.
import { EMAIL_PATTERN } from '@portal/shared/contact';
import {
  FINAL_READING_PATTERN,
  compactIban,
  ibanProblem,
  taxCodeProblem,
  type IbanProblem,
  type TaxCodeProblem,
} from '@portal/shared/supply-changes';
import type { SupplyChangeInput, SupplyChangeKind } from '@/graphql/generated/graphql.ts';
import type { SupplyManagement } from '../api/useSupplyManagement.ts';

export interface FieldError<F extends string> {
  field: F;
  /** The key below manageSupply.errors. */
  code: string;
}

/** A request form as data (RequestFlow runs it). */
export interface RequestForm<F extends string, V extends Record<F, string>> {
  kind: SupplyChangeKind;
  /** The fields in page order: the error summary lists problems in it. */
  fields: readonly F[];
  /** What is wrong with the values, given what the supply allows (a window, the power steps). */
  errors: (values: V, management: SupplyManagement) => FieldError<F>[];
  input: (values: V) => SupplyChangeInput;
}

// --- bill delivery (§3 fatturaDigitale) ---

export interface BillDeliveryValues {
  delivery: 'EMAIL' | 'PAPER' | '';
  email: string;
}
export type BillDeliveryField = 'delivery' | 'email';

export function billDeliveryErrors(v: BillDeliveryValues): FieldError<BillDeliveryField>[] {
  const errors: FieldError<BillDeliveryField>[] = [];
  if (v.delivery === '') errors.push({ field: 'delivery', code: 'deliveryMissing' });
  if (v.delivery === 'EMAIL') {
    const email = v.email.trim();
    if (email === '') errors.push({ field: 'email', code: 'emailMissing' });
    else if (email.length > 254 || !EMAIL_PATTERN.test(email))
      errors.push({ field: 'email', code: 'emailInvalid' });
  }
  return errors;
}

export function billDeliveryInput(v: BillDeliveryValues): SupplyChangeInput {
  return v.delivery === 'EMAIL'
    ? { billDelivery: 'EMAIL', email: v.email.trim() }
    : { billDelivery: 'PAPER' };
}

export const BILL_DELIVERY_FORM: RequestForm<BillDeliveryField, BillDeliveryValues> = {
  kind: 'BILL_DELIVERY',
  fields: ['delivery', 'email'],
  errors: billDeliveryErrors,
  input: billDeliveryInput,
};

// --- payment method ---

export interface PaymentMethodValues {
  method: 'DIRECT_DEBIT' | 'CARD' | 'POSTAL_SLIP' | '';
  iban: string;
  holder: string;
  taxCode: string;
}
export type PaymentMethodField = 'method' | 'iban' | 'holder' | 'taxCode';

const IBAN_CODES: Record<IbanProblem, string> = {
  required: 'ibanMissing',
  notItalian: 'ibanNotItalian',
  length: 'ibanLength',
  format: 'ibanFormat',
  checkDigits: 'ibanCheckDigits',
  cin: 'ibanCin',
};
const TAX_CODE_CODES: Record<TaxCodeProblem, string> = {
  required: 'taxCodeMissing',
  format: 'taxCodeFormat',
  checkCharacter: 'taxCodeCheck',
};

export function paymentMethodErrors(v: PaymentMethodValues): FieldError<PaymentMethodField>[] {
  const errors: FieldError<PaymentMethodField>[] = [];
  if (v.method === '') errors.push({ field: 'method', code: 'methodMissing' });
  if (v.method !== 'DIRECT_DEBIT') return errors;
  const iban = ibanProblem(v.iban);
  if (iban) errors.push({ field: 'iban', code: IBAN_CODES[iban] });
  const holder = v.holder.trim().length;
  if (holder < 2 || holder > 70)
    errors.push({ field: 'holder', code: holder === 0 ? 'holderMissing' : 'holderLength' });
  const taxCode = taxCodeProblem(v.taxCode);
  if (taxCode) errors.push({ field: 'taxCode', code: TAX_CODE_CODES[taxCode] });
  return errors;
}

export function paymentMethodInput(v: PaymentMethodValues): SupplyChangeInput {
  if (v.method !== 'DIRECT_DEBIT') return { paymentMethod: v.method === '' ? null : v.method };
  return {
    paymentMethod: 'DIRECT_DEBIT',
    iban: compactIban(v.iban),
    accountHolder: v.holder.trim(),
    holderTaxCode: v.taxCode.replace(/\s+/g, '').toUpperCase(),
  };
}

export const PAYMENT_METHOD_FORM: RequestForm<PaymentMethodField, PaymentMethodValues> = {
  kind: 'PAYMENT_METHOD',
  fields: ['method', 'iban', 'holder', 'taxCode'],
  errors: paymentMethodErrors,
  input: paymentMethodInput,
};

// --- power variation ---

export interface PowerValues {
  /** The chosen step as the select's value ('4.5'), '' before a choice. */
  kw: string;
}
export type PowerField = 'kw';

export function powerErrors(v: PowerValues, steps: readonly number[]): FieldError<PowerField>[] {
  return steps.includes(Number(v.kw)) && v.kw !== '' ? [] : [{ field: 'kw', code: 'kwMissing' }];
}

export const POWER_FORM: RequestForm<PowerField, PowerValues> = {
  kind: 'POWER_VARIATION',
  fields: ['kw'],
  // A gas supply has no steps: its page offers no form.
  errors: (v, management) => powerErrors(v, management.power?.steps.map((s) => s.kw) ?? []),
  input: (v) => ({ requestedPowerKw: Number(v.kw) }),
};

// --- termination ---

export interface TerminationValues {
  date: string;
  reading: string;
  contact: 'EMAIL' | 'POSTAL' | '';
  email: string;
  address: string;
}
export type TerminationField = 'date' | 'reading' | 'contact' | 'email' | 'address';

export function terminationErrors(
  v: TerminationValues,
  window: { earliest: string; latest: string },
): FieldError<TerminationField>[] {
  const errors: FieldError<TerminationField>[] = [];
  if (v.date === '') errors.push({ field: 'date', code: 'dateMissing' });
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) errors.push({ field: 'date', code: 'dateInvalid' });
  else if (v.date < window.earliest) errors.push({ field: 'date', code: 'dateTooEarly' });
  else if (v.date > window.latest) errors.push({ field: 'date', code: 'dateTooLate' });
  const reading = v.reading.trim();
  if (reading !== '' && !FINAL_READING_PATTERN.test(reading))
    errors.push({ field: 'reading', code: 'readingInvalid' });
  if (v.contact === '') errors.push({ field: 'contact', code: 'contactMissing' });
  if (v.contact === 'EMAIL') {
    const email = v.email.trim();
    if (email === '') errors.push({ field: 'email', code: 'emailMissing' });
    else if (email.length > 200 || !EMAIL_PATTERN.test(email))
      errors.push({ field: 'email', code: 'emailInvalid' });
  }
  if (v.contact === 'POSTAL') {
    const address = v.address.trim().length;
    if (address === 0) errors.push({ field: 'address', code: 'addressMissing' });
    else if (address < 5 || address > 200) errors.push({ field: 'address', code: 'addressLength' });
  }
  return errors;
}

export function terminationInput(v: TerminationValues): SupplyChangeInput {
  const reading = v.reading.trim();
  return {
    terminationDate: v.date,
    ...(reading ? { finalReading: reading } : {}),
    ...(v.contact === 'EMAIL'
      ? { finalEmail: v.email.trim() }
      : { finalAddress: v.address.trim() }),
  };
}

export const TERMINATION_FORM: RequestForm<TerminationField, TerminationValues> = {
  kind: 'TERMINATION',
  fields: ['date', 'reading', 'contact', 'email', 'address'],
  errors: (v, management) => terminationErrors(v, management.termination),
  input: terminationInput,
};
