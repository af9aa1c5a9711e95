import { describe, expect, it } from 'vitest';
import { formatRange, inRange, moveFocus, selectDay } from './picker-state.ts';

const day = (text: string) => new Date(`${text}T00:00:00`);

describe('§9: date range picker state', () => {
  it('starts a range on the first pick, ends it on the second (in either order), restarts on the third', () => {
    const first = selectDay({ start: null, end: null }, day('2024-03-10'));
    expect(first).toEqual({ start: day('2024-03-10'), end: null });
    const second = selectDay(first, day('2024-03-05'));
    expect(second.start).toEqual(day('2024-03-05'));
    expect(second.end).toEqual(new Date(2024, 2, 10, 23, 59, 59));
    expect(selectDay(second, day('2024-04-01'))).toEqual({ start: day('2024-04-01'), end: null });
    expect(inRange(day('2024-03-07'), second)).toBe(true);
    expect(inRange(day('2024-03-11'), second)).toBe(false);
  });

  it('moves the focus by day, week, week start/end (Monday first) and month/year', () => {
    const wednesday = day('2024-05-15');
    expect(moveFocus(wednesday, 'ArrowRight', false)).toEqual(day('2024-05-16'));
    expect(moveFocus(wednesday, 'ArrowLeft', false)).toEqual(day('2024-05-14'));
    expect(moveFocus(wednesday, 'ArrowUp', false)).toEqual(day('2024-05-08'));
    expect(moveFocus(wednesday, 'ArrowDown', false)).toEqual(day('2024-05-22'));
    expect(moveFocus(wednesday, 'Home', false)).toEqual(day('2024-05-13'));
    expect(moveFocus(wednesday, 'End', false)).toEqual(day('2024-05-19'));
    expect(moveFocus(wednesday, 'PageUp', false)).toEqual(day('2024-04-15'));
    expect(moveFocus(wednesday, 'PageDown', true)).toEqual(day('2025-05-15'));
    expect(moveFocus(wednesday, 'a', false)).toBeNull();
  });

  it("writes a range in the picker's format joined by ' ~ '", () => {
    const range = { start: day('2024-01-02'), end: new Date(2024, 0, 3, 23, 59, 59) };
    expect(formatRange(range, 'YYYY-MM-DD')).toBe('2024-01-02 ~ 2024-01-03');
    expect(formatRange(range)).toBe('2024-01-02 00:00:00 ~ 2024-01-03 23:59:59');
    expect(formatRange(null)).toBe('');
  });
});
