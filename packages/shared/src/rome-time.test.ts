import { describe, expect, it } from 'vitest';
import {
  dayNumberOf,
  dayOfNumber,
  intervalsInRomeDay,
  parseRomeDay,
  romeClock,
  romeDayStart,
  romeIsoText,
  romeOffsetMinutes,
} from './rome-time.ts';

const intlRome = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function intlClock(instant: number) {
  const f: Record<string, string> = {};
  for (const p of intlRome.formatToParts(instant)) f[p.type] = p.value;
  return {
    year: Number(f.year),
    month: Number(f.month),
    day: Number(f.day),
    weekday: WEEKDAYS.indexOf(f.weekday ?? ''),
    minuteOfDay: Number(f.hour) * 60 + Number(f.minute),
  };
}

const FIELDS = ['year', 'month', 'day', 'weekday', 'minuteOfDay'] as const;

/**
 * The instants at which romeClock and Intl disagree, with both answers: one assertion over tens of
 * thousands of instants instead of one each, which would spend seconds in the assertions alone.
 */
function disagreements(instants: Iterable<number>) {
  const found: Array<{ at: string; closedForm: object; intl: object }> = [];
  for (const t of instants) {
    const closedForm = romeClock(t);
    const intl = intlClock(t);
    if (FIELDS.some((field) => closedForm[field] !== intl[field])) {
      const { year, month, day, weekday, minuteOfDay } = closedForm;
      found.push({
        at: new Date(t).toISOString(),
        closedForm: { year, month, day, weekday, minuteOfDay },
        intl,
      });
    }
  }
  return found;
}

function* every(step: number, from: number, to: number) {
  for (let t = from; t < to; t += step) yield t;
}

describe('Europe/Rome wall clock in closed form', () => {
  it('agrees with Intl Europe/Rome every 15 minutes around each change of 2000–2040', () => {
    function* aroundChanges() {
      for (let year = 2000; year <= 2040; year++) {
        for (const month of [3, 10]) {
          const start = Date.UTC(year, month - 1, 24);
          yield* every(15 * 60_000, start, start + 9 * 86_400_000);
        }
      }
    }
    expect(disagreements(aroundChanges())).toEqual([]);
  });

  it('agrees with Intl at every hour of 2026', () => {
    expect(disagreements(every(3_600_000, Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)))).toEqual([]);
  });

  it('answers the same in any order (the day it keeps from the last call is only a shortcut)', () => {
    const instants = Array.from({ length: 3000 }, (_, i) => {
      // A scatter over 2024–2027, the change days included, in no order.
      const x = Math.sin(i * 12.9898) * 43758.5453;
      return Date.UTC(2024, 0, 1) + Math.floor((x - Math.floor(x)) * 4 * 365 * 96) * 900_000;
    });
    for (const t of instants) {
      const { year, month, day, weekday, minuteOfDay } = romeClock(t);
      expect({ year, month, day, weekday, minuteOfDay }).toEqual(intlClock(t));
      expect(romeIsoText(t).slice(0, 16)).toBe(
        `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`,
      );
    }
  });

  it('summer time starts at 01:00 UTC on the last Sunday of March and ends on October’s', () => {
    expect(romeOffsetMinutes(Date.parse('2026-03-29T00:59:59Z'))).toBe(60);
    expect(romeOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
    expect(romeOffsetMinutes(Date.parse('2026-10-25T00:59:59Z'))).toBe(120);
    expect(romeOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('a day has 92 quarter hours on the last Sunday of March, 100 on October’s, 96 otherwise', () => {
    const cases: [string, number, number][] = [
      ['2024-03-31', 92, 23],
      ['2024-10-27', 100, 25],
      ['2025-03-30', 92, 23],
      ['2025-10-26', 100, 25],
      ['2026-03-29', 92, 23],
      ['2026-10-25', 100, 25],
      ['2026-03-28', 96, 24],
      ['2026-03-30', 96, 24],
      ['2026-07-15', 96, 24],
      ['2027-03-28', 92, 23],
      ['2027-10-31', 100, 25],
    ];
    for (const [text, quarters, hours] of cases) {
      const day = parseRomeDay(text);
      expect(day).not.toBeNull();
      expect([text, intervalsInRomeDay(day!, 15), intervalsInRomeDay(day!, 60)]).toEqual([
        text,
        quarters,
        hours,
      ]);
    }
  });

  it('local midnight of a day and the text of an instant with its offset', () => {
    expect(new Date(romeDayStart(2026, 3, 29)).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(romeDayStart(2026, 3, 30)).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(romeDayStart(2026, 10, 26)).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(romeIsoText(Date.parse('2026-03-29T00:45:00Z'))).toBe('2026-03-29T01:45:00+01:00');
    expect(romeIsoText(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    // October: 02:00–02:59 happens twice, told apart by the offset.
    expect(romeIsoText(Date.parse('2026-10-25T00:00:00Z'))).toBe('2026-10-25T02:00:00+02:00');
    expect(romeIsoText(Date.parse('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
    expect(romeIsoText(Date.parse('2026-01-01T10:15:00Z'))).toBe('2026-01-01T11:15:00+01:00');
  });

  it('day numbers and dates round-trip; invalid days are refused', () => {
    for (let n = -1000; n < 30_000; n += 37) {
      const d = dayOfNumber(n);
      expect(dayNumberOf(d.year, d.month, d.day)).toBe(n);
      expect(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000).toBe(n);
    }
    expect(parseRomeDay('2026-02-29')).toBeNull();
    expect(parseRomeDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseRomeDay('2026-13-01')).toBeNull();
    expect(parseRomeDay('26-01-01')).toBeNull();
  });
});
