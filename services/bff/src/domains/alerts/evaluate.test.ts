import { describe, expect, it } from 'vitest';
import {
  type BillFact,
  billAlerts,
  EffectiveSettings,
  OVERDUE_LOOKBACK_DAYS,
  requestAlerts,
  selfReadingAlerts,
} from './evaluate.ts';

const TODAY = '2026-11-27';
const ALL_ON = new EffectiveSettings([]);
const bill = (overrides: Partial<BillFact>): BillFact => ({
  numeroFattura: 'F1',
  dataEmissione: '2026-11-01',
  dataScadenza: '2026-12-20',
  pagato: false,
  totaleApagare: 50,
  importo: 50,
  podPdr: 'IT001E1',
  ...overrides,
});

describe('bill alerts: issued, due in N days, overdue', () => {
  it('a bill issued since alerts were on is new; one issued before is not', () => {
    const alerts = billAlerts(
      [
        bill({ numeroFattura: 'NEW', dataEmissione: TODAY }),
        bill({ numeroFattura: 'OLD', dataEmissione: '2026-11-20' }),
      ],
      ALL_ON,
      TODAY,
      '2026-11-25',
    );
    expect(alerts.filter((a) => a.kind === 'billIssued').map((a) => [a.subject, a.period])).toEqual(
      [['NEW', TODAY]],
    );
  });

  it('an unpaid bill is due within the customer’s days (5 unless tuned), counted to the due date', () => {
    const due = (days: number | null, dueDate: string) =>
      billAlerts(
        [bill({ dataScadenza: dueDate })],
        new EffectiveSettings(
          days === null ? [] : [{ kind: 'billDue', scope: '', enabled: true, parameter: days }],
        ),
        TODAY,
        TODAY,
      ).filter((a) => a.kind === 'billDue');
    expect(due(null, '2026-12-02').map((a) => a.facts.giorni)).toEqual([5]);
    expect(due(null, '2026-12-03')).toEqual([]);
    expect(due(10, '2026-12-07').map((a) => a.period)).toEqual(['2026-12-07']);
    expect(
      billAlerts([bill({ dataScadenza: '2026-11-30', pagato: true })], ALL_ON, TODAY, TODAY),
    ).toEqual([]);
  });

  it('an unpaid bill past its due date is overdue, once per due date; one long overdue before alerts were on is not news', () => {
    const overdue = (dueDate: string) =>
      billAlerts([bill({ dataScadenza: dueDate })], ALL_ON, TODAY, TODAY).filter(
        (a) => a.kind === 'billOverdue',
      );
    expect(overdue('2026-11-25').map((a) => [a.subject, a.period])).toEqual([['F1', '2026-11-25']]);
    const longAgo = new Date(
      Date.parse(`${TODAY}T00:00:00Z`) - (OVERDUE_LOOKBACK_DAYS + 1) * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    expect(overdue(longAgo)).toEqual([]);
  });

  it('a kind turned off for one supply stays on for the others', () => {
    const settings = new EffectiveSettings([
      { kind: 'billIssued', scope: '7|IT001E1', enabled: false, parameter: null },
    ]);
    const alerts = billAlerts(
      [
        bill({ numeroFattura: 'A', dataEmissione: TODAY }),
        bill({ numeroFattura: 'B', dataEmissione: TODAY, podPdr: 'IT002E2' }),
      ],
      settings,
      TODAY,
      TODAY,
    );
    expect(alerts.filter((a) => a.kind === 'billIssued').map((a) => a.subject)).toEqual(['B']);
  });

  it('a supply set apart keeps its own days of notice, or takes the customer’s when it has none', () => {
    const settings = new EffectiveSettings([
      { kind: 'billDue', scope: '', enabled: true, parameter: 12 },
      { kind: 'billDue', scope: '7|IT001E1', enabled: true, parameter: 2 },
      { kind: 'billDue', scope: '8|IT002E2', enabled: true, parameter: null },
    ]);
    expect(settings.parameter('billDue', 'IT001E1')).toBe(2);
    expect(settings.parameter('billDue', 'IT002E2')).toBe(12);
    expect(settings.parameter('billDue', 'IT003E3')).toBe(12);
  });
});

describe('§5 self-reading window alerts', () => {
  const contract = {
    podPdr: 'PDR1',
    canInsertLettura: true,
    finestraLetturaDal: '2026-11-25',
    finestraLetturaAl: '2026-12-02',
  };

  it('tells of an open window of a gas supply that may be self-read, keyed by its start', () => {
    expect(selfReadingAlerts([contract], ALL_ON, TODAY)).toEqual([
      {
        kind: 'selfReadingWindow',
        subject: 'PDR1',
        period: '2026-11-25',
        facts: { podPdr: 'PDR1', dal: '2026-11-25', al: '2026-12-02' },
      },
    ]);
  });

  it('says nothing of a closed or future window, or of a supply without canInsertLettura', () => {
    expect(
      selfReadingAlerts([{ ...contract, finestraLetturaAl: '2026-11-26' }], ALL_ON, TODAY),
    ).toEqual([]);
    expect(
      selfReadingAlerts([{ ...contract, finestraLetturaDal: '2026-11-28' }], ALL_ON, TODAY),
    ).toEqual([]);
    expect(selfReadingAlerts([{ ...contract, canInsertLettura: false }], ALL_ON, TODAY)).toEqual(
      [],
    );
  });
});

describe('request state alerts', () => {
  it('a request that entered a state since alerts were on raises one alert per state', () => {
    const request = {
      family: 'supplyRequest',
      id: '42',
      state: 'In lavorazione',
      since: `${TODAY}T09:00:00`,
      podPdr: null,
    };
    expect(requestAlerts([request], ALL_ON, TODAY).map((a) => [a.subject, a.period])).toEqual([
      ['supplyRequest:42', 'In lavorazione'],
    ]);
    expect(requestAlerts([{ ...request, since: '2026-11-01T09:00:00' }], ALL_ON, TODAY)).toEqual(
      [],
    );
    const off = new EffectiveSettings([
      { kind: 'requestChanged', scope: '', enabled: false, parameter: null },
    ]);
    expect(requestAlerts([request], off, TODAY)).toEqual([]);
  });
});
