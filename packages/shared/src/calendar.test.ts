// The business time zone's wall clock by the summer-time rule (summer-time.ts), against the zone
// data it stands in for (Node's full ICU): the same for every instant from 1996 on.
import { describe, expect, it } from 'vitest';
import { partsOfInstant, partsOfInstantByZoneData, partsOfIsoText } from './calendar.ts';
import { EU_SUMMER_TIME_SINCE } from './summer-time.ts';

const HOUR = 3_600_000;

/** Every instant of the list where the rule and the zone data differ. */
function disagreements(times: number[]): string[] {
  return times
    .filter((time) => {
      const rule = partsOfInstant(new Date(time));
      return JSON.stringify(rule) !== JSON.stringify(partsOfInstantByZoneData(new Date(time)));
    })
    .map((time) => new Date(time).toISOString());
}

describe('the business wall clock (calendar.ts)', () => {
  it('agrees with the zone data around every change of the clocks, 1996–2060', () => {
    const times: number[] = [];
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        // Each hour of the two days before and after the clocks change (the last Sunday of March and
        // of October) and each minute of its first three hours (UTC).
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const changeDay = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
        for (let hour = -48; hour < 72; hour += 1) times.push(changeDay + hour * HOUR);
        for (let minute = 0; minute < 180; minute += 1) times.push(changeDay + minute * 60_000);
        times.push(changeDay + HOUR - 1000, changeDay + HOUR - 1, changeDay + HOUR);
      }
    }
    expect(times.length).toBeGreaterThan(38_000);
    expect(disagreements(times)).toEqual([]);
  });

  it('agrees with the zone data through every year, at hours that walk round the clock', () => {
    const times: number[] = [];
    // 17 h 13 min 17 s apart: every hour of the day and both halves of the year, 1996–2060.
    for (let time = EU_SUMMER_TIME_SINCE; time < Date.UTC(2061, 0, 1); time += 17 * HOUR + 797_000)
      times.push(time);
    expect(disagreements(times)).toEqual([]);
  });

  it('reads instants before 1996 by the zone data, and an invalid Date as nothing', () => {
    // 1995: summer time ended on the last Sunday of September, not of October.
    const october1995 = new Date(Date.UTC(1995, 9, 10, 12));
    expect(partsOfInstant(october1995)).toEqual(partsOfInstantByZoneData(october1995));
    expect(partsOfInstant(october1995)?.hour).toBe(13);
    expect(partsOfInstant(new Date(Number.NaN))).toBeNull();
  });

  it('reads a text with an offset as an instant and one without as the wall clock', () => {
    expect(partsOfIsoText('2026-03-29T01:30:00Z')).toMatchObject({ day: 29, hour: 3, minute: 30 });
    expect(partsOfIsoText('2026-03-29T02:30:00')).toMatchObject({ day: 29, hour: 2, minute: 30 });
    expect(partsOfIsoText('2026-12-31T23:30:00Z')).toMatchObject({ year: 2027, month: 1, day: 1 });
  });
});
