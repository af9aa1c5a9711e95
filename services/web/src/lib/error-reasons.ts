// What the client says for each reason the API gives (packages/shared ERROR_REASONS,
// docs/api.md "Errors"): the translation key of its own words, or null where the page says the
// code's message (errors.<CODE>) or words it on the field it names. Typed against the list: a
// reason the API adds fails the type check here until the client decides what it says.
import type { ErrorReason } from '@portal/shared/api/errors';
import { ApiError } from './http.ts';

export const REASON_MESSAGE_KEYS = {
  network: null,
  aborted: null,
  timeout: null,
  refreshFailed: null,
  sessionStoreUnavailable: null,
  badRequest: null,
  invalidToken: null,
  keysUnavailable: null,
  unknownDocument: null,
  'errors.userNotFound': null,
  'errors.UserNotActive': null,
  userInfoMissing: null,
  registriesEmpty: null,
  registrationExpired: null,
  customerNotMatched: null,
  customerNotChecked: null,
  tooManyAttempts: 'registration.errors.tooManyAttempts',
  'customerCode.required': 'registration.errors.customerCode.required',
  'customerCode.format': 'registration.errors.customerCode.format',
  'taxCode.required': 'registration.errors.taxCode.required',
  'taxCode.format': 'registration.errors.taxCode.format',
  'taxCode.checkCharacter': 'registration.errors.taxCode.checkCharacter',
  // The contact reasons come from the registration's contacts step (the profile checks its own).
  'email.required': 'registration.errors.email.required',
  'email.invalid': 'registration.errors.email.invalid',
  'email.tooLong': 'registration.errors.email.tooLong',
  'phone.invalid': 'registration.errors.phone.invalid',
  'phone.tooLong': 'registration.errors.phone.tooLong',
  'mobile.invalid': 'registration.errors.mobile.invalid',
  'mobile.tooLong': 'registration.errors.mobile.tooLong',
  alreadyPaid: 'invoices.pay.alreadyPaid',
  onlinePaymentNotEnabled: null,
  jobNotReady: null,
  noInvoices: 'downloads.errors.noInvoices',
  tooManyInvoices: null,
  readingNotAllowed: 'selfRead.form.errors.readingNotAllowed',
  outsideReadingWindow: 'selfRead.form.errors.outsideReadingWindow',
  letturaNotNumber: null,
  letturaTooManyDigits: null,
  letturaBelowPrevious: null,
  supplyNotActive: null,
  requestAlreadyPending: null,
  cardThroughProvider: null,
  granularityUnavailable: 'loadCurves.export.errors.granularityUnavailable',
  exportTooLarge: 'loadCurves.export.errors.exportTooLarge',
  tooShort: null,
  // Said on the field at fault: an order's note, a support request's text.
  tooLong: null,
  invalidCharacters: 'errors.invalidCharacters',
  invoiceRequired: null,
  privacyNotAcknowledged: null,
  noConvention: null,
  invalidEmail: 'convention.registry.form.errors.invalidEmail',
  invalidOfficeCode: null,
  invalidCig: 'conventionOrders.errors.invalidCig',
  invalidCup: 'conventionOrders.errors.invalidCup',
  cupRequired: 'conventionOrders.errors.cupRequired',
  startDateInvalid: 'conventionOrders.errors.startDateInvalid',
  startDateInPast: 'conventionOrders.errors.startDateInPast',
  startDateTooSoon: 'conventionOrders.errors.startDateTooSoon',
  startDateOutsideConvention: 'conventionOrders.errors.startDateOutsideConvention',
  noPoints: 'conventionOrders.errors.noPoints',
  tooManyPoints: 'conventionOrders.errors.server.tooManyPoints',
  incompletePoint: 'conventionOrders.errors.server.incompletePoint',
  invalidPostalCode: 'conventionOrders.errors.server.invalidPostalCode',
  invalidProvince: 'conventionOrders.errors.server.invalidProvince',
  invalidQuantity: 'conventionOrders.errors.server.invalidQuantity',
  duplicatePoint: 'conventionOrders.errors.server.duplicatePoint',
  pointAlreadyOrdered: 'conventionOrders.errors.server.pointAlreadyOrdered',
  quantityNotAvailable: 'conventionOrders.errors.server.quantityNotAvailable',
  // A second send of a submission while its first is still on its way (another tab of a replica).
  submissionInProgress: 'errors.submissionInProgress',
  idempotencyKeyReused: null,
} as const satisfies Record<ErrorReason, string | null>;

/** The translation key of a failure's reason, when the client has words of its own for it. */
export function reasonMessageKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.reason === undefined) return null;
  return REASON_MESSAGE_KEYS[error.reason];
}
