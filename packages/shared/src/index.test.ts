import { describe, expect, it } from 'vitest';
import * as shared from './index.ts';

// The names the BFF and the web client code against; renaming one breaks them.
const RUNTIME_EXPORTS = [
  // §1 §4 segments
  'SEGMENTS',
  'segmentOfCustomerKind',
  'resolveSegment',
  'landingRoute',
  // §2 routes
  'ROUTES',
  'routeForms',
  'matchRoute',
  'buildPath',
  'splitLocalePrefix',
  'routesOfSegment',
  // §6 guard
  'guardRoute',
  'UnknownMiddlewareError',
  // §2 §4 §7 menu
  'NO_SECTIONS',
  'SECTION_MENU',
  'menuEntries',
  'isMenuEntryActive',
  'SECTION_PROBE_QUERY',
  'sectionProbes',
  'sectionsFromProbeResults',
  // §4 statuses
  'contractStatus',
  'paidStatus',
  'PAYMENT_STATE_STYLE',
  'exportJobStatus',
  // §5 formatting and inputs
  'formatAmount',
  'formatUnitPrice',
  'formatQuantity',
  'quantityText',
  'UNIT_KEYS',
  'unitValue',
  'formatDate',
  'formatDateTime',
  'resolveLanguage',
  'BILLS_TEXT_SWITCH_DATE',
  'billsTextVariant',
  'repairImpersonationToken',
  'issueDayBounds',
  'parsePickerDate',
  'parseRangeInput',
  'canSelfRead',
  'canOpenQrInvoice',
  'parseIsoDay',
  // §8 errors
  'ERROR_TEXTS',
  'impersonationTokenExpired',
  'LOGIN_MARKERS',
  'loginOutcome',
  'LOGIN_OUTCOME_ROUTES',
  'REFRESH_EXPIRED_MARKERS',
  'refreshOutcome',
  'SIGN_IN_ERRORS',
  'ANONYMOUS_SESSION_ERRORS',
  'PortalError',
  // §9 constants and picker
  'LOCALES',
  'DEFAULT_LOCALE',
  'FALLBACK_LOCALE',
  'LOCALE_TAGS',
  'LOCALE_COOKIE',
  'SESSION_COOKIE',
  'BUILD_CHECK_INTERVAL_MS',
  'PREFETCH',
  'SIGN_IN',
  'POSTS_PAGE',
  'CONTRACT_PROBE_FIRST',
  'WEEK_START',
  'PICKER',
  'RETRY',
  'UTILITY_CODES',
  'monthGrid',
  'yearPage',
  'shortcutRange',
  // bands, Rome time, CSV
  'bandAt',
  'bandOfLocalTime',
  'easterSunday',
  'italianHolidays',
  'isItalianHoliday',
  'intervalStarts',
  'intervalBands',
  'curveTotals',
  'curvePeak',
  'romeClock',
  'romeDayStart',
  'romeIsoText',
  'intervalsInRomeDay',
  'parseRomeDay',
  'consumptionCsvWriter',
  'csvLine',
  'parseCsv',
];

describe('@portal/shared', () => {
  it('the package entry exports every name of the shared API', () => {
    const missing = RUNTIME_EXPORTS.filter(
      (name) => (shared as Record<string, unknown>)[name] === undefined,
    );
    expect(missing).toEqual([]);
  });
});
