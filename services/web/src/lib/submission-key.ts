// Writes sent once (docs/api.md "Writes sent once"): every mutation the client sends carries an
// Idempotency-Key, under which the BFF answers a repeat with the first answer instead of filing
// again. A form's submission (components/forms/useSubmission.ts) makes one key and keeps it for a
// retry of the same values; the mutations its send starts before its first await carry that key.
// A mutation sent outside a submission gets a key of its own — the same as an identical one still
// on its way (a double click on a form without the kit), so the BFF files the two once.

let current: string | null = null;
/** Mutations outside a submission on their way, by document and variables: their key. */
const onTheWay = new Map<string, { key: string; senders: number }>();

/** 128 random bits as hex (getRandomValues: also on a plain-http address, unlike randomUUID). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Runs `send` so that the mutations it starts at once are sent under `key`. */
export function sendingAs<T>(key: string, send: () => T): T {
  const outer = current;
  current = key;
  try {
    return send();
  } finally {
    current = outer;
  }
}

/**
 * The key of a mutation about to be sent (`identity`: its document and variables) and what to call
 * when its answer came: the submission's key, else that of the same mutation still on its way,
 * else a new one.
 */
export function submissionKey(identity: string): { key: string; done: () => void } {
  if (current !== null) return { key: current, done: () => undefined };
  const sending = onTheWay.get(identity) ?? { key: newSubmissionKey(), senders: 0 };
  sending.senders++;
  onTheWay.set(identity, sending);
  return {
    key: sending.key,
    done: () => {
      if (--sending.senders === 0) onTheWay.delete(identity);
    },
  };
}

/** Whether a GraphQL document's operation is a mutation (its text, as the client sends it). */
export function isMutation(document: string): boolean {
  return /(?:^|\n)\s*mutation\b/.test(document);
}
