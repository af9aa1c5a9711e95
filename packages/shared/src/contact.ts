// The customer's contact details (§3 anagrafica eMail, telefono, cellulare; §7 contatto/save):
// what the profile page lets a customer change and how it is checked — the same rules in the
// browser (the form's errors, before anything is sent) and in the BFF (saveContact).

/** An e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number: digits and spaces, an optional leading +, 6 to 20 characters. */
export const PHONE_PATTERN = /^\+?[0-9 ]{6,20}$/;

export const CONTACT_LIMITS = { email: 254, phone: 20 } as const;

export type ContactField = 'email' | 'phone' | 'mobile';
export type ContactProblem = 'required' | 'invalid' | 'tooLong';

export interface ContactInput {
  email: string;
  phone: string;
  mobile: string;
}

/** A problem of what was typed; the API's reason is `field.problem` (api/errors.ts). */
export type ContactError =
  | { field: 'email'; problem: ContactProblem }
  | { field: 'phone' | 'mobile'; problem: Exclude<ContactProblem, 'required'> };

/**
 * The problems of what the customer typed, in the form's order. The e-mail is required (invoices
 * and notices go to it); a number left empty is not sent, so the one on record stays.
 */
export function contactErrors(input: ContactInput): ContactError[] {
  const errors: ContactError[] = [];
  const email = input.email.trim();
  if (email === '') errors.push({ field: 'email', problem: 'required' });
  else if (email.length > CONTACT_LIMITS.email) errors.push({ field: 'email', problem: 'tooLong' });
  else if (!EMAIL_PATTERN.test(email)) errors.push({ field: 'email', problem: 'invalid' });
  for (const field of ['phone', 'mobile'] as const) {
    const value = input[field].trim();
    if (value === '') continue;
    if (value.length > CONTACT_LIMITS.phone) errors.push({ field, problem: 'tooLong' });
    else if (!PHONE_PATTERN.test(value)) errors.push({ field, problem: 'invalid' });
  }
  return errors;
}
