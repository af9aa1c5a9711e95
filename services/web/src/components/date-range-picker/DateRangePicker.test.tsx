import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

const NOW = new Date(2024, 4, 15, 10, 0, 0); // Wednesday 15 May 2024
const now = () => NOW;

async function openPicker(onChange = vi.fn(), value: { start: Date; end: Date } | null = null) {
  await renderWithApp(
    <DateRangePicker
      label="Periodo"
      format="YYYY-MM-DD"
      value={value}
      onChange={onChange}
      now={now}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Apri il calendario' }));
  return { onChange, dialog: screen.getByRole('dialog', { name: 'Scegli un periodo' }) };
}

describe('§9: the date range picker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a 42-cell month grid starting on Monday, with the focused day in the tab order', async () => {
    const { dialog } = await openPicker();
    const grid = within(dialog).getByRole('grid');
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(cells[0]?.getAttribute('data-day')).toBe('2024-04-29');
    expect(within(grid).getAllByRole('columnheader')[0]?.getAttribute('abbr')).toBe('lunedì');
    const focused = cells.filter((cell) => cell.tabIndex === 0);
    expect(focused.map((cell) => cell.getAttribute('data-day'))).toEqual(['2024-05-15']);
    expect(document.activeElement).toBe(focused[0]);
  });

  it('offers the six shortcuts and the Apply and Cancel buttons, translated', async () => {
    const { dialog } = await openPicker();
    for (const name of [
      'Oggi',
      'Ieri',
      'Ultimi 7 giorni',
      'Ultimi 30 giorni',
      'Questo mese',
      'Mese scorso',
    ]) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    }
    expect(within(dialog).getByRole('button', { name: 'Applica' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeTruthy();
  });

  it('applies a shortcut range (Last 7 Days) with Apply', async () => {
    const { dialog, onChange } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ultimi 7 giorni' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Applica' }));
    expect(onChange).toHaveBeenCalledWith({
      start: new Date(2024, 4, 9),
      end: new Date(2024, 4, 15, 23, 59, 59),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('selects a range by keyboard: arrows move, Enter picks, PageUp changes month', async () => {
    const { dialog, onChange } = await openPicker();
    const grid = within(dialog).getByRole('grid');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('2024-05-23');
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(9);
    expect(within(dialog).getByText('Selezione: 2024-05-15 ~ 2024-05-23')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('2024-04-23');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Applica' }));
    expect(onChange).toHaveBeenCalledWith({
      start: new Date(2024, 4, 15),
      end: new Date(2024, 4, 23, 23, 59, 59),
    });
  });

  it('Cancel, Escape and a press outside close without changing the value', async () => {
    const { dialog, onChange } = await openPicker();
    fireEvent.click(within(dialog).getByRole('gridcell', { name: /venerdì 10 maggio 2024/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apri il calendario' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apri il calendario' }));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has a month view in MMM format and a year view of 12 years', async () => {
    const { dialog } = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scegli il mese: mag' }));
    const months = within(dialog).getByRole('group');
    expect(
      within(months)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Scegli l’anno' }));
    const years = within(within(dialog).getByRole('group')).getAllByRole('button');
    expect(years.map((button) => button.textContent)).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anni successivi' }));
    expect(within(within(dialog).getByRole('group')).getAllByRole('button')[0]?.textContent).toBe(
      '2029',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '2031' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'feb' }));
    expect(
      within(dialog)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0)[0]
        ?.getAttribute('data-day'),
    ).toBe('2031-02-15');
  });

  it('accepts a strictly typed range and refuses anything else with a translated message', async () => {
    const onChange = vi.fn();
    await renderWithApp(
      <DateRangePicker
        label="Periodo"
        format="YYYY-MM-DD"
        value={null}
        onChange={onChange}
        now={now}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Periodo' });
    for (const bad of [
      '2024-02-30 ~ 2024-03-01',
      '2024-03-01 - 2024-03-02',
      '2024-03-05 ~ 2024-03-01',
      '1/3/2024 ~ 2/3/2024',
    ]) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(screen.getByRole('alert').textContent).toContain(
        'Inserisci due date valide nel formato YYYY-MM-DD',
      );
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2024-03-01 ~ 2024-03-31' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith({
      start: new Date(2024, 2, 1),
      end: new Date(2024, 2, 31),
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens 250 ms after the trigger is pressed when it has no input', async () => {
    await renderWithApp(
      <DateRangePicker
        label="Periodo"
        withInput={false}
        value={null}
        onChange={vi.fn()}
        now={now}
      />,
    );
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /Periodo/ }));
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is German in German, months included', async () => {
    await renderWithApp(
      <DateRangePicker label="Zeitraum" value={null} onChange={vi.fn()} now={now} />,
      'de',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kalender öffnen' }));
    expect(screen.getByRole('button', { name: 'Monat wählen: Mai' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Übernehmen' })).toBeTruthy();
  });
});
