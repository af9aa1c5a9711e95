// Validation of GraphQL arguments before anything reaches upstream. Every failure is a
// BAD_USER_INPUT naming the field, in words the client can show or translate.
import { hasForbiddenCharacter } from '@portal/shared/inputs';
import { ApiError, badInput } from '../errors/api-error.ts';

/** Upstream ids are 32-bit positive integers (docs/upstream-contract.md). */
const MAX_ID = 2_147_483_647;
export const MAX_PAGE_SIZE = 200;
export const MAX_OFFSET = 1_000_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseId(value: string | number | null | undefined, field: string): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) throw badInput(field, `${field} must be a positive integer id`);
  const id = Number(text);
  if (id < 1 || id > MAX_ID) throw badInput(field, `${field} must be a positive integer id`);
  return id;
}

export function parseIds(
  values: readonly (string | number)[],
  field: string,
  max: number,
): number[] {
  if (values.length === 0) throw badInput(field, `${field} must name at least one id`);
  if (values.length > max) throw badInput(field, `${field} names more than ${max} ids`);
  return [...new Set(values.map((v) => parseId(v, field)))];
}

/** A strict calendar day YYYY-MM-DD (no 2025-02-30). */
export function parseDay(value: string, field: string): string {
  const m = DAY.exec(value);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (
      y >= 1900 &&
      date.getUTCFullYear() === y &&
      date.getUTCMonth() === mo - 1 &&
      date.getUTCDate() === d
    ) {
      return value;
    }
  }
  throw badInput(field, `${field} must be a date YYYY-MM-DD`);
}

export function optionalDay(value: string | null | undefined, field: string): string | undefined {
  return value == null || value === '' ? undefined : parseDay(value, field);
}

/** Both ends valid and in order. */
export function dayRange(
  from: string | null | undefined,
  to: string | null | undefined,
  fromField: string,
  toField: string,
): { from?: string; to?: string } {
  const a = optionalDay(from, fromField);
  const b = optionalDay(to, toField);
  if (a && b && a > b) throw badInput(toField, `${toField} must not be before ${fromField}`);
  return { from: a, to: b };
}

export function parsePaging(
  first: number | null | undefined,
  offset: number | null | undefined,
  max = MAX_PAGE_SIZE,
) {
  const f = first ?? 20;
  const o = offset ?? 0;
  if (!Number.isInteger(f) || f < 1 || f > max)
    throw badInput('first', `first must be between 1 and ${max}`);
  if (!Number.isInteger(o) || o < 0 || o > MAX_OFFSET)
    throw badInput('offset', `offset must be between 0 and ${MAX_OFFSET}`);
  return { first: f, offset: o };
}

/** A typed text with a control or bidirectional formatting character (packages/shared inputs). */
export function invalidCharacters(field: string): ApiError {
  return new ApiError('BAD_USER_INPUT', `${field} contains control or bidirectional characters`, {
    field,
    reason: 'invalidCharacters',
  });
}

export function boundedText(
  value: string | null | undefined,
  field: string,
  opts: { max: number; min?: number; pattern?: RegExp; patternText?: string },
): string | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (text.length < (opts.min ?? 0))
    throw badInput(field, `${field} must have at least ${opts.min} characters`);
  if (text.length > opts.max)
    throw badInput(field, `${field} must have at most ${opts.max} characters`);
  // Control and bidirectional formatting characters have no place in any field a customer types.
  if (hasForbiddenCharacter(text)) throw invalidCharacters(field);
  if (opts.pattern && !opts.pattern.test(text))
    throw badInput(field, `${field} ${opts.patternText ?? 'has an invalid format'}`);
  return text;
}

export function requiredText(
  value: string | null | undefined,
  field: string,
  opts: { max: number; pattern?: RegExp; patternText?: string },
): string {
  const text = boundedText(value, field, { ...opts, min: 1 });
  if (text === undefined || text === '') throw badInput(field, `${field} is required`);
  return text;
}

// The contact rules the profile form checks too: one definition for both.
export { EMAIL_PATTERN as EMAIL, PHONE_PATTERN as PHONE } from '@portal/shared/contact';
/** Italian IBAN: IT, 2 check digits, 1 letter, 22 alphanumerics (27 characters). */
export const IBAN_IT = /^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/;

export function finiteNumber(value: number, field: string, min: number, max: number): number {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw badInput(field, `${field} must be a number between ${min} and ${max}`);
  }
  return value;
}

/** The day before a day YYYY-MM-DD (§4 overdue: unpaid and due up to the day before today). */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Today in Europe/Rome as YYYY-MM-DD (readings and requests are dated in the supplier's time zone). */
export function romeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
