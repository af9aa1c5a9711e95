// The card checks of the hosted payment page and the sandbox's test cards.
export type CardVerdict = 'success' | 'declined' | 'challenge' | 'unknown';

export const TEST_CARDS: Record<string, CardVerdict> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000003220': 'challenge',
};

export const CHALLENGE_CODE = '123456';
export const MAX_CHALLENGE_ATTEMPTS = 3;

export function normaliseCard(raw: string): string {
  return raw.replace(/[\s-]+/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or MM/YYYY) not earlier than the current month. */
export function expiryValid(raw: string, now: Date): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month - 1 >= now.getUTCFullYear() * 12 + now.getUTCMonth();
}

export function cvcValid(raw: string): boolean {
  return /^\d{3,4}$/.test(raw.trim());
}

export function cardVerdict(digits: string): CardVerdict {
  return TEST_CARDS[digits] ?? 'unknown';
}

/** The provider's brand of a card number (the sandbox's test cards are all Visa). */
export function cardTypeOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}

/** The masked number the provider answers (§3 contratti pAN): first six and last four digits. */
export function maskPan(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}
