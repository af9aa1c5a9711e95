// Personal data out of log lines (§8): a failed data-service call is logged with its
// variables, but IBANs, e-mail addresses, phone numbers, tax codes, VAT numbers, card data, tokens
// and passwords in them are replaced. Reading values and ids stay, they are what a diagnosis needs.
export const REDACTED = '[redacted]';

/**
 * Variable names whose values are personal data or secrets, matched case-insensitively anywhere in
 * the name (codiceFiscale, cfiscCliente, newEmail, numeroTelefono, …); `pan` only as the whole name
 * (it is a syllable of many harmless names), card… as the start of one (cardNumber, cardHolder).
 */
const SENSITIVE_KEY =
  /iban|e-?mail|telefono|cellulare|phone|cfisc|codice_?fiscale|p_?iva|partita_?iva|token|password|^pan$|^card/i;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** A copy of `value` with every sensitive key's value replaced, at any depth of objects and arrays. */
export function redactVariables<T>(value: T): T {
  return redactValue(value, new WeakSet()) as T;
}

function redactValue(value: unknown, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) ? REDACTED : redactValue(inner, seen);
  }
  return copy;
}
