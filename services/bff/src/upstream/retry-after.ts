// The delay a retryable upstream answer asks for before the retry (§7 call-level handling):
// Retry-After as delay-seconds or as an HTTP date (RFC 9110 §10.2.3).

/**
 * Milliseconds to wait before retrying, from a Retry-After value: 0 when there is none, when it
 * cannot be read, or when its date has passed — the retry then goes at once, as §7 has it.
 */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return 0;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}
