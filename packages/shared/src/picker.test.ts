import { describe, expect, it } from 'vitest';
import { PICKER } from './constants.ts';
import { monthGrid, shortcutRange, yearPage } from './picker.ts';

const day = (date: Date): string =>
  `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

describe('monthGrid', () => {
  it('§9 picker: a month grid always has 42 day cells, starting on Monday', () => {
    // June 2024 starts on a Saturday: five days of May come first.
    const grid = monthGrid(2024, 5);
    expect(grid).toHaveLength(42);
    expect(day(grid[0] as Date)).toBe('2024-5-27');
    expect(grid[0]?.getDay()).toBe(1);
    expect(day(grid[5] as Date)).toBe('2024-6-1');
    expect(day(grid[41] as Date)).toBe('2024-7-7');
  });

  it('§9 picker: a month starting on Monday starts the grid on its 1st', () => {
    const grid = monthGrid(2024, 0);
    expect(day(grid[0] as Date)).toBe('2024-1-1');
    expect(day(grid[41] as Date)).toBe('2024-2-11');
  });

  it('§9 picker: consecutive days across month and year ends', () => {
    const grid = monthGrid(2024, 11);
    for (let index = 1; index < grid.length; index += 1) {
      const previous = grid[index - 1] as Date;
      const next = new Date(previous.getFullYear(), previous.getMonth(), previous.getDate() + 1);
      expect(grid[index]).toEqual(next);
    }
    // December 2024 starts on a Sunday: six days of November come first.
    expect(day(grid[0] as Date)).toBe('2024-11-25');
    expect(day(grid[41] as Date)).toBe('2025-1-5');
  });

  it('§9 picker: another week start is honoured (Sunday)', () => {
    const grid = monthGrid(2024, 5, 0);
    expect(grid[0]?.getDay()).toBe(0);
    expect(day(grid[0] as Date)).toBe('2024-5-26');
    expect(monthGrid(2024, 8, 0)[0]?.getDate()).toBe(1);
  });

  it('§9 picker: an invalid month, year or week start is refused', () => {
    expect(() => monthGrid(2024, 12)).toThrow(RangeError);
    expect(() => monthGrid(2024, 1.5)).toThrow('month0 must be an integer from 0 to 11');
    expect(() => monthGrid(0, 1)).toThrow(RangeError);
    expect(() => monthGrid(2024, 1, 7)).toThrow(RangeError);
  });
});

describe('yearPage', () => {
  it('§9 picker: the year picker shows 12 years per page, the decade with its neighbours', () => {
    expect(yearPage(2024)).toEqual([
      2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
    expect(yearPage(2020)).toHaveLength(PICKER.yearsPerPage);
    expect(yearPage(2029)[0]).toBe(2019);
    expect(() => yearPage(Number.NaN)).toThrow(RangeError);
  });
});

describe('shortcutRange', () => {
  const now = new Date(2024, 2, 15, 14, 30, 12);

  it('§9 picker: Today and Yesterday are whole days', () => {
    expect(shortcutRange('Today', now)).toEqual({
      start: new Date(2024, 2, 15),
      end: new Date(2024, 2, 15, 23, 59, 59),
    });
    expect(shortcutRange('Yesterday', new Date(2024, 2, 1, 9))).toEqual({
      start: new Date(2024, 1, 29),
      end: new Date(2024, 1, 29, 23, 59, 59),
    });
  });

  it('§9 picker: Last 7 Days and Last 30 Days end today and include it', () => {
    expect(shortcutRange('Last 7 Days', now)).toEqual({
      start: new Date(2024, 2, 9),
      end: new Date(2024, 2, 15, 23, 59, 59),
    });
    expect(shortcutRange('Last 30 Days', now)).toEqual({
      start: new Date(2024, 1, 15),
      end: new Date(2024, 2, 15, 23, 59, 59),
    });
  });

  it('§9 picker: This Month and Last Month are whole months', () => {
    expect(shortcutRange('This Month', now)).toEqual({
      start: new Date(2024, 2, 1),
      end: new Date(2024, 2, 31, 23, 59, 59),
    });
    expect(shortcutRange('Last Month', new Date(2024, 0, 10))).toEqual({
      start: new Date(2023, 11, 1),
      end: new Date(2023, 11, 31, 23, 59, 59),
    });
  });

  it('§9 picker: every shortcut of the picker has a range', () => {
    for (const key of PICKER.shortcuts) {
      const { start, end } = shortcutRange(key, now);
      expect(start.getTime()).toBeLessThan(end.getTime());
    }
  });
});
