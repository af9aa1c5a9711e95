// Registration of a portal user the supplier does not know yet (§4 login result "redirect"): the
// customer code and tax code checked before anything is sent, and the shapes of the BFF's
// /auth/register/* answers (docs/api.md "Registration").
import { taxCodeProblem, type TaxCodeProblem } from './supply-changes.ts';

export type RegistrationField = 'customerCode' | 'taxCode';
export type RegistrationProblem = 'required' | 'format' | 'checkCharacter';

/** A problem of what was typed; the API's reason is `field.problem` (api/errors.ts). */
export type RegistrationError =
  | { field: 'customerCode'; problem: 'required' | 'format' }
  | { field: 'taxCode'; problem: TaxCodeProblem };

/** The customer code printed on the bill: digits only, 1 to 12 of them. */
export const CUSTOMER_CODE = /^\d{1,12}$/;

/** The customer code without spaces. */
export function compactCustomerCode(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** The tax code as it is compared: no spaces, upper case. */
export function compactTaxCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The problems of what was typed, in the form's order; empty when it may be sent. */
export function registrationErrors(input: {
  customerCode: string;
  taxCode: string;
}): RegistrationError[] {
  const errors: RegistrationError[] = [];
  const code = compactCustomerCode(input.customerCode);
  if (code === '') errors.push({ field: 'customerCode', problem: 'required' });
  else if (!CUSTOMER_CODE.test(code)) errors.push({ field: 'customerCode', problem: 'format' });
  const taxProblem = taxCodeProblem(input.taxCode);
  if (taxProblem) errors.push({ field: 'taxCode', problem: taxProblem });
  return errors;
}

/** Who the registering person proved to be: the registry, its contacts on record masked. */
export interface RegistrationCustomer {
  customerCode: string;
  name: string;
  address: string;
  place: string;
  maskedEmail: string | null;
  maskedPhone: string | null;
  maskedMobile: string | null;
}

/** GET /auth/register/state: the signed-in identity and, once checked, the customer. */
export interface RegistrationState {
  email: string | null;
  customer: RegistrationCustomer | null;
}

/** POST /auth/register/contacts: what happens next. */
export interface RegistrationDone {
  registrationNumber: string;
  email: string;
  /** YYYY-MM-DD: the day the access is activated at the latest. */
  activationBy: string;
}
