// The date range picker of §9: strict typed input ('start ~ end' in its format), a popover
// dialog with shortcuts, a 42-cell month grid, month (MMM) and year (12 per page) views, and
// Apply / Cancel. Without the input it opens 250 ms after the trigger is pressed.
import { PICKER } from '@portal/shared/constants';
import { parseRangeInput } from '@portal/shared/inputs';
import { shortcutRange } from '@portal/shared/picker';
import dayjs from '@/lib/dayjs.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/index.ts';
import { CalendarGrid, type CalendarView } from './CalendarGrid.tsx';
import {
  SHORTCUT_KEYS,
  endOfDay,
  formatRange,
  selectDay,
  type DateRange,
  type PendingRange,
} from './picker-state.ts';
import { ErrorText, Footer, InputRow, Popover, Shortcuts, Wrapper } from './styles.ts';

function CalendarIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface DateRangePickerProps {
  label: string;
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** dayjs format of typed and shown dates (§9 default 'YYYY-MM-DD HH:mm:ss'). */
  format?: string;
  /** Without the text input the calendar opens after §9's 250 ms delay. */
  withInput?: boolean;
  now?: () => Date;
}

export function DateRangePicker({
  label,
  value,
  onChange,
  format = PICKER.defaultFormat,
  withInput = true,
  now = () => new Date(),
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const dialogId = useId();
  const gridLabelId = useId();
  const [text, setText] = useState(formatRange(value, format));
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<CalendarView>('days');
  const [pending, setPending] = useState<PendingRange>({
    start: value?.start ?? null,
    end: value?.end ?? null,
  });
  const [focused, setFocused] = useState<Date>(value?.start ?? now());
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The text follows a new value from outside (derived during render, not in an effect).
  const shown = formatRange(value, format);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
  }

  useEffect(
    () => () => {
      if (showTimer.current) clearTimeout(showTimer.current);
    },
    [],
  );

  // A press outside the picker closes it, as Cancel would.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Focus enters the dialog on the focused day when it opens.
  useEffect(() => {
    if (open)
      dialog.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, [open]);

  const show = () => {
    setPending({ start: value?.start ?? null, end: value?.end ?? null });
    setFocused(value?.start ?? now());
    setView('days');
    if (withInput) {
      setOpen(true);
    } else {
      showTimer.current = setTimeout(() => setOpen(true), PICKER.noInputShowDelayMs);
    }
  };

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const commitText = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value) onChange(null);
      return;
    }
    const range = parseRangeInput(text.trim(), format);
    setInvalid(range === null);
    if (range) onChange(range);
  };

  const apply = () => {
    if (pending.start) {
      const range = { start: pending.start, end: pending.end ?? endOfDay(pending.start) };
      setInvalid(false);
      onChange(range);
    }
    close();
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const selection = !pending.start
    ? t('picker.noSelection')
    : pending.end
      ? t('picker.selection', {
          range: formatRange({ start: pending.start, end: pending.end }, format),
        })
      : `${t('picker.selection', { range: dayjs(pending.start).format(format) })} — ${t('picker.pickEnd')}`;

  return (
    <Wrapper ref={wrapper}>
      <label htmlFor={withInput ? inputId : undefined} id={`${inputId}-label`}>
        {label}
      </label>
      <InputRow>
        {withInput && (
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            placeholder={t('picker.placeholder', { format })}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
            onBlur={commitText}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitText();
              }
            }}
          />
        )}
        <Button
          ref={trigger}
          $variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          aria-labelledby={withInput ? undefined : `${inputId}-label ${inputId}-value`}
          onClick={() => (open ? close() : show())}
        >
          {withInput ? (
            <>
              <CalendarIcon />
              <span className="visually-hidden">{t('picker.open')}</span>
            </>
          ) : (
            <span id={`${inputId}-value`}>{text || t('picker.noSelection')}</span>
          )}
        </Button>
      </InputRow>
      {invalid && (
        <ErrorText id={errorId} role="alert">
          {t('picker.invalid', { format })}
        </ErrorText>
      )}
      {open && (
        <Popover
          id={dialogId}
          ref={dialog}
          role="dialog"
          aria-modal="false"
          aria-label={t('picker.dialog')}
          onKeyDown={onDialogKeyDown}
        >
          <nav aria-label={t('picker.shortcuts')}>
            <Shortcuts>
              {PICKER.shortcuts.map((shortcut) => (
                <li key={shortcut}>
                  <button
                    type="button"
                    onClick={() => {
                      const range = shortcutRange(shortcut, now());
                      setPending(range);
                      setFocused(range.start);
                      setView('days');
                    }}
                  >
                    {t(`picker.shortcut.${SHORTCUT_KEYS[shortcut]}`)}
                  </button>
                </li>
              ))}
            </Shortcuts>
          </nav>
          <CalendarGrid
            view={view}
            focused={focused}
            pending={pending}
            today={now()}
            onFocus={setFocused}
            onSelect={(day) => {
              setFocused(day);
              setPending((current) => selectDay(current, day));
            }}
            onView={setView}
            labelId={gridLabelId}
          />
          <Footer>
            <p aria-live="polite">{selection}</p>
            <Button $variant="secondary" onClick={close}>
              {t('picker.cancel')}
            </Button>
            <Button onClick={apply} disabled={!pending.start}>
              {t('picker.apply')}
            </Button>
          </Footer>
        </Popover>
      )}
    </Wrapper>
  );
}
