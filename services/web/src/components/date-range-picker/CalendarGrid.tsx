// The day, month and year views of the picker: a 42-cell ARIA grid (§9) with full keyboard
// support, a month view in MMM format and year pages of 12.
import { PICKER, WEEK_START } from '@portal/shared/constants';
import { monthGrid, yearPage } from '@portal/shared/picker';
import dayjs from '@/lib/dayjs.ts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inRange, moveFocus, sameDay, weekdayNames, type PendingRange } from './picker-state.ts';
import { Cell, NavBar, NavButton, Table, TitleButton, Tiles } from './styles.ts';

export type CalendarView = 'days' | 'months' | 'years';

interface Props {
  view: CalendarView;
  focused: Date;
  pending: PendingRange;
  today: Date;
  onFocus: (day: Date) => void;
  onSelect: (day: Date) => void;
  onView: (view: CalendarView) => void;
  labelId: string;
}

export function CalendarGrid({
  view,
  focused,
  pending,
  today,
  onFocus,
  onSelect,
  onView,
  labelId,
}: Props) {
  const { t } = useTranslation();
  const grid = monthGrid(focused.getFullYear(), focused.getMonth(), WEEK_START);
  const focusedCell = useRef<HTMLTableCellElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) focusedCell.current?.focus();
    moved.current = false;
  }, [focused]);

  const shift = (unit: 'month' | 'year', amount: number) =>
    onFocus(dayjs(focused).add(amount, unit).toDate());

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, day: Date) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(day);
      return;
    }
    const next = moveFocus(focused, event.key, event.shiftKey);
    if (next) {
      event.preventDefault();
      moved.current = true;
      onFocus(next);
    }
  };

  const monthLabel = dayjs(focused).format(PICKER.monthFormat);
  const year = focused.getFullYear();

  if (view === 'years') {
    const years = yearPage(year);
    return (
      <div>
        <NavBar>
          <NavButton aria-label={t('picker.previousYears')} onClick={() => shift('year', -10)}>
            «
          </NavButton>
          <span id={labelId}>{`${years[0]} – ${years.at(-1)}`}</span>
          <NavButton aria-label={t('picker.nextYears')} onClick={() => shift('year', 10)}>
            »
          </NavButton>
        </NavBar>
        <Tiles role="group" aria-labelledby={labelId}>
          {years.map((candidate) => (
            <button
              key={candidate}
              type="button"
              aria-pressed={candidate === year}
              onClick={() => {
                onFocus(dayjs(focused).year(candidate).toDate());
                onView('months');
              }}
            >
              {candidate}
            </button>
          ))}
        </Tiles>
      </div>
    );
  }

  if (view === 'months') {
    return (
      <div>
        <NavBar>
          <NavButton aria-label={t('picker.previousYear')} onClick={() => shift('year', -1)}>
            «
          </NavButton>
          <TitleButton
            id={labelId}
            aria-label={t('picker.chooseYear')}
            onClick={() => onView('years')}
          >
            {year}
          </TitleButton>
          <NavButton aria-label={t('picker.nextYear')} onClick={() => shift('year', 1)}>
            »
          </NavButton>
        </NavBar>
        <Tiles role="group" aria-labelledby={labelId}>
          {Array.from({ length: 12 }, (_, month) => (
            <button
              key={month}
              type="button"
              aria-pressed={month === focused.getMonth()}
              onClick={() => {
                onFocus(dayjs(focused).month(month).toDate());
                onView('days');
              }}
            >
              {dayjs(new Date(year, month, 1)).format(PICKER.monthFormat)}
            </button>
          ))}
        </Tiles>
      </div>
    );
  }

  const weeks = Array.from({ length: 6 }, (_, week) => grid.slice(week * 7, week * 7 + 7));
  return (
    <div>
      <NavBar>
        <NavButton aria-label={t('picker.previousYear')} onClick={() => shift('year', -1)}>
          «
        </NavButton>
        <NavButton aria-label={t('picker.previousMonth')} onClick={() => shift('month', -1)}>
          ‹
        </NavButton>
        <span id={labelId} aria-live="polite">
          <TitleButton
            aria-label={t('picker.chooseMonthShown', { month: monthLabel })}
            onClick={() => onView('months')}
          >
            {monthLabel}
          </TitleButton>
          <TitleButton
            aria-label={t('picker.chooseYearShown', { year })}
            onClick={() => onView('years')}
          >
            {year}
          </TitleButton>
        </span>
        <NavButton aria-label={t('picker.nextMonth')} onClick={() => shift('month', 1)}>
          ›
        </NavButton>
        <NavButton aria-label={t('picker.nextYear')} onClick={() => shift('year', 1)}>
          »
        </NavButton>
      </NavBar>
      <Table role="grid" aria-labelledby={labelId}>
        <thead>
          <tr>
            {weekdayNames(grid).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.toISOString()}>
              {week.map((day) => {
                const isFocused = sameDay(day, focused);
                const selected =
                  sameDay(day, pending.start) || sameDay(day, pending.end) || inRange(day, pending);
                return (
                  <Cell
                    key={day.toISOString()}
                    ref={isFocused ? focusedCell : undefined}
                    role="gridcell"
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={selected}
                    aria-current={sameDay(day, today) ? 'date' : undefined}
                    aria-label={dayjs(day).format('dddd D MMMM YYYY')}
                    data-outside={day.getMonth() !== focused.getMonth()}
                    data-edge={sameDay(day, pending.start) || sameDay(day, pending.end)}
                    data-day={dayjs(day).format('YYYY-MM-DD')}
                    onClick={() => onSelect(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    {day.getDate()}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
