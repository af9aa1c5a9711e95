import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STATUS_CODES,
  contractStatus,
  contractStatusCode,
  contractStatusTone,
  exportJobFailure,
  exportJobStatus,
  isExportJobDownloadable,
  isExportJobPending,
  paidStatus,
  PAYMENT_STATE_STYLE,
  paymentStateTone,
  shownPaymentState,
  requestStateTone,
} from './status.ts';

describe('contract status', () => {
  it.each([
    ['attiva', 'Attivo', 'green'],
    ['accettata', 'Accettato', 'green'],
    ['sospesa', 'Sospeso', 'neutral'],
    ['cessata', 'Cessato', 'red'],
    ['trasmessa', 'Trasmesso', 'orange'],
    ['in lavorazione', 'In Lavorazione', 'orange'],
    ['in scadenza', 'In scadenza', 'orange'],
  ] as const)('§4 status: %s is shown as %s, %s', (raw, label, tone) => {
    expect(contractStatus(raw)).toEqual({ key: raw, label, tone });
  });

  it('§4 status: lookup ignores case and surrounding spaces', () => {
    expect(contractStatus('ATTIVA')).toMatchObject({ label: 'Attivo', tone: 'green' });
    expect(contractStatus('  Cessata ')).toMatchObject({ key: 'cessata', label: 'Cessato' });
  });

  it('§4 status: "in fase di attivazione" is shown as is, orange', () => {
    expect(contractStatus('In Fase di Attivazione')).toEqual({
      key: 'in fase di attivazione',
      label: 'In Fase di Attivazione',
      tone: 'orange',
    });
  });

  it('§4 status: an unknown or missing status is Attivo, green', () => {
    for (const raw of ['boh', '', null, undefined, 'constructor']) {
      expect(contractStatus(raw)).toEqual({ key: 'unknown', label: 'Attivo', tone: 'green' });
    }
  });
});

describe('payment state style', () => {
  it('every payment state has its own words and §4’s colours', () => {
    expect(PAYMENT_STATE_STYLE.PAID).toEqual({
      labelKey: 'enums.paymentState.PAID',
      tone: 'green',
    });
    expect(PAYMENT_STATE_STYLE.TO_PAY.tone).toBe('orange');
    expect(PAYMENT_STATE_STYLE.OVERDUE.tone).toBe('red');
    expect(PAYMENT_STATE_STYLE.PARTIALLY_PAID).toEqual({
      labelKey: 'enums.paymentState.PARTIALLY_PAID',
      tone: 'orange',
    });
    const labels = Object.values(PAYMENT_STATE_STYLE).map((style) => style.labelKey);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('a state the portal does not know has no message (shown as written)', () => {
    expect(PAYMENT_STATE_STYLE.OTHER).toEqual({ labelKey: null, tone: 'gray' });
  });
});

describe('paid flag', () => {
  it('§4 status: paid is green, to pay is orange', () => {
    expect(paidStatus(true)).toEqual({ key: 'paid', tone: 'green' });
    expect(paidStatus(false)).toEqual({ key: 'toPay', tone: 'orange' });
  });
});

describe('export job status', () => {
  it.each([
    [0, 'created', 'orange'],
    [1, 'waitingForActivation', 'orange'],
    [2, 'waitingToRun', 'orange'],
    [3, 'running', 'orange'],
    [4, 'waitingForChildrenToComplete', 'orange'],
    [5, 'ranToCompletion', 'green'],
    [6, 'canceled', 'red'],
    [7, 'faulted', 'red'],
  ] as const)('§4 export job: code %i is %s, %s', (code, key, tone) => {
    expect(exportJobStatus(code)).toEqual({ code, key, tone });
  });

  it('§4 export job: anything else is unknown, gray', () => {
    for (const code of [8, -1, 2.5, null, undefined, Number.NaN]) {
      expect(exportJobStatus(code)).toEqual({ code: null, key: 'unknown', tone: 'gray' });
    }
  });

  it('§4 export job: only a job that ran to completion can be downloaded', () => {
    expect(isExportJobDownloadable(5)).toBe(true);
    expect(isExportJobDownloadable(3)).toBe(false);
    expect(isExportJobDownloadable(null)).toBe(false);
  });

  it('§4 export job: codes 0–4 are still pending; 5, 6, 7 and unknown codes are settled', () => {
    for (const code of [0, 1, 2, 3, 4]) expect(isExportJobPending(code)).toBe(true);
    for (const code of [5, 6, 7, 8, null]) expect(isExportJobPending(code)).toBe(false);
  });

  it('a faulted job (7) says why — known codes by name, anything else OTHER; no reason on other states', () => {
    expect(exportJobFailure(7, 'timeout')).toBe('TIMEOUT');
    expect(exportJobFailure(7, 'documentUnavailable')).toBe('DOCUMENT_UNAVAILABLE');
    expect(exportJobFailure(7, 'diskFull')).toBe('OTHER');
    expect(exportJobFailure(7, 'toString')).toBe('OTHER');
    expect(exportJobFailure(7, null)).toBe('OTHER');
    expect(exportJobFailure(5, 'timeout')).toBeNull();
    expect(exportJobFailure(6, null)).toBeNull();
  });
});

describe('contract status keys', () => {
  it('§4 status: every row of the table crosses the API as one key', () => {
    expect(contractStatusCode('Attiva')).toBe('ACTIVE');
    expect(contractStatusCode('ACCETTATA')).toBe('ACCEPTED');
    expect(contractStatusCode('Sospesa')).toBe('SUSPENDED');
    expect(contractStatusCode(' cessata ')).toBe('CEASED');
    expect(contractStatusCode('Trasmessa')).toBe('TRANSMITTED');
    expect(contractStatusCode('In fase di attivazione')).toBe('ACTIVATING');
    expect(contractStatusCode('In lavorazione')).toBe('PROCESSING');
    expect(contractStatusCode('In scadenza')).toBe('EXPIRING');
    expect(contractStatusCode('boh')).toBe('UNKNOWN');
    expect(contractStatusCode(null)).toBe('UNKNOWN');
  });

  it('§4 status: a key keeps the colour of its row (unknown green, like Attivo)', () => {
    for (const [state, code] of Object.entries(CONTRACT_STATUS_CODES)) {
      expect(contractStatusTone(code), state).toBe(contractStatus(state).tone);
    }
    expect(contractStatusTone('CEASED')).toBe('red');
    expect(contractStatusTone('UNKNOWN')).toBe('green');
  });
});

describe('payment state tones', () => {
  it('§4: paid green, to pay orange, overdue red, partly paid orange, unknown gray', () => {
    expect(paymentStateTone('PAID')).toBe(paidStatus(true).tone);
    expect(paymentStateTone('TO_PAY')).toBe(paidStatus(false).tone);
    expect(paymentStateTone('OVERDUE')).toBe('red');
    expect(paymentStateTone('PARTIALLY_PAID')).toBe('orange');
    expect(paymentStateTone('OTHER')).toBe('gray');
    expect(paymentStateTone('toString')).toBe('gray');
  });
});

describe('request states', () => {
  it.each([
    ['TRANSMITTED', 'trasmessa', 'orange'],
    ['PROCESSING', 'in lavorazione', 'orange'],
    ['ACCEPTED', 'accettata', 'green'],
  ] as const)('§4: %s takes the colour of the table’s row %s (%s)', (key, row, tone) => {
    expect(requestStateTone(key)).toBe(tone);
    expect(contractStatus(row).tone).toBe(tone);
  });

  it('a refused request is red, a withdrawn one and an unknown state gray', () => {
    expect(requestStateTone('REJECTED')).toBe('red');
    expect(requestStateTone('CANCELED')).toBe('gray');
    expect(requestStateTone('OTHER')).toBe('gray');
    expect(requestStateTone('SOMETHING_NEW')).toBe('gray');
  });
});

describe('§4 overdue: unpaid past the due date', () => {
  it('a bill to pay or partly paid whose due date has passed is shown overdue', () => {
    expect(shownPaymentState('TO_PAY', '2026-11-26', '2026-11-27')).toBe('OVERDUE');
    expect(shownPaymentState('PARTIALLY_PAID', '2024-11-27', '2026-11-27')).toBe('OVERDUE');
    expect(shownPaymentState('OVERDUE', '2024-11-27', '2026-11-27')).toBe('OVERDUE');
  });

  it('due today or later, paid, without a due date or in a state unknown: as it is', () => {
    expect(shownPaymentState('TO_PAY', '2026-11-27', '2026-11-27')).toBe('TO_PAY');
    expect(shownPaymentState('TO_PAY', '2026-11-29T00:00:00', '2026-11-27')).toBe('TO_PAY');
    expect(shownPaymentState('PAID', '2024-11-27', '2026-11-27')).toBe('PAID');
    expect(shownPaymentState('TO_PAY', null, '2026-11-27')).toBe('TO_PAY');
    expect(shownPaymentState('OTHER', '2024-11-27', '2026-11-27')).toBe('OTHER');
  });
});
