// The mutations that file something are sent once (docs/api.md "Writes sent once"): with an
// `Idempotency-Key` header, a repeat of the same write under the same key answers the first
// answer without calling upstream again (session/submissions.ts keeps it). Every mutation of the
// schema is either here or in NOT_SENT_ONCE with the reason it needs no key; a test keeps the two
// lists whole.
import { submissionFingerprint } from '../session/submissions.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ApiContext } from './context.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A UUID, a ULID or any token of the client's up to 128 characters. */
const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The writes a repeat must not file again. */
export const SENT_ONCE = [
  'fileSupportCase',
  'requestRegistryCorrection',
  'savePrivacyConsent',
  'saveContact',
  'submitGasReading',
  'placeConventionOrder',
  'requestSupplyChange',
  'startInvoiceExport',
  'startInvoiceExportByFilter',
] as const;

/** The other mutations, and why a repeat of them files nothing twice. */
export const NOT_SENT_ONCE: Record<string, string> = {
  invoiceCheckout:
    'upstream keeps one open checkout per invoice and the BFF opens it once per session and invoice',
  checkoutResult: 'reads the outcome of a checkout',
  startCardRegistration: "opens the provider's card page; it files nothing",
  completeCardRegistration: 'files the payment-method request once per registration',
  markNotificationRead: 'sets a state; the same state again',
  markAllNotificationsRead: 'sets a state; the same state again',
  setAlertsActive: 'sets a state in the portal’s own store; the same state again',
  setAlertSetting: 'sets a state in the portal’s own store; the same state again',
  setAlertBudget: 'sets a budget in the portal’s own store; the same budget again',
  markAlertsRead: 'sets a state; the same state again',
  clearAlertSetting: 'deletes a setting of the portal’s own store; nothing to delete again',
  dismissAlertsResumed: 'sets a state; the same state again',
};

type FieldResolver = (parent: unknown, args: Record<string, unknown>, ctx: ApiContext) => unknown;

/** The key of the request, or undefined without one; a malformed key is BAD_USER_INPUT. */
function keyOf(ctx: ApiContext): string | undefined {
  const value = ctx.reply?.request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value))
    throw new ApiError(
      'BAD_USER_INPUT',
      'Idempotency-Key must be 8 to 128 letters, digits or - _ . :',
      { field: 'Idempotency-Key' },
    );
  return value;
}

/** `resolve` sent once per key of the session. */
export function sentOnce(name: string, resolve: FieldResolver): FieldResolver {
  return async function sentOnceResolver(parent, args, ctx) {
    const key = keyOf(ctx);
    if (key === undefined) return resolve(parent, args, ctx);
    const outcome = await ctx.submissions.once(
      ctx.session.id,
      key,
      submissionFingerprint(name, args),
      async () => resolve(parent, args, ctx),
    );
    if (outcome.kind === 'running')
      throw new ApiError('CONFLICT', 'This submission is still being sent', {
        reason: 'submissionInProgress',
      });
    if (outcome.kind === 'otherWrite')
      throw new ApiError('CONFLICT', 'This Idempotency-Key was used for another request', {
        field: 'Idempotency-Key',
        reason: 'idempotencyKeyReused',
      });
    if (outcome.replayed) ctx.reply?.header('idempotent-replayed', 'true');
    return outcome.value;
  };
}

/** The schema's resolvers with every mutation of SENT_ONCE sent once. */
export function withWritesSentOnce<R extends object>(resolvers: R): R {
  const mutation = (resolvers as { Mutation?: Record<string, FieldResolver> }).Mutation;
  if (!mutation) return resolvers;
  const wrapped = { ...mutation };
  for (const name of SENT_ONCE) {
    const resolve = mutation[name];
    if (resolve) wrapped[name] = sentOnce(name, resolve);
  }
  return { ...resolvers, Mutation: wrapped };
}
