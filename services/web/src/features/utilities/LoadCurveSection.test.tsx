// A household's load curve on its supply page (§2 /retail/myUtilities/{id}): the day as hourly
// totals with a table by hour, the week and the month by day, the F1/F2/F3 figures, the CSV in
// both dialects; German; and a supply whose meter records no intervals says so in a line.
import { curveTotals } from '@portal/shared/bands';
import { parseRomeDay, romeDayStart } from '@portal/shared/rome-time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { api, type Call } from '@/test/fixtures/utilities.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { UtilityDetail } from './api/useUtility.ts';
import UtilityPage from './UtilityPage.tsx';

// jsdom has no canvas: the chart module records what it is given; everything else is real.
const drawn = vi.hoisted(() => ({ points: [] as number[] }));
vi.mock('@/components/load-curve/curve-chart.ts', () => ({
  createCurveChart: (
    _target: HTMLElement,
    _size: unknown,
    input: { series: { x: ArrayLike<number> } },
    _colours: unknown,
    _texts: unknown,
    events: { onDrawn: (ms: number) => void },
  ) => {
    drawn.points.push(input.series.x.length);
    events.onDrawn(1);
    return {
      setInput: (next: { series: { x: ArrayLike<number> } }) =>
        drawn.points.push(next.series.x.length),
      setSize: () => undefined,
      pan: () => undefined,
      zoom: () => undefined,
      reset: () => undefined,
      step: () => null,
      destroy: () => undefined,
    };
  },
}));

const mario = testSession({
  segment: 'retail',
  selectedRegistry: {
    idAnagrafica: 100001,
    ragSoc: 'Mario Rossi',
    customerSegment: 'resident',
    culture: 'it-IT',
  },
});

const POWER: UtilityDetail = {
  supply: {
    id: '20000101',
    utility: 'POWER',
    pointId: 'IT001E20000101',
    status: 'ACTIVE',
    address: 'Via Mazzini 12',
    postalCode: '37121',
    locality: 'Verona',
    province: 'VR',
    product: 'Luce Casa Verde',
    greenEnergy: true,
    renewablePercent: 100,
    contractId: '40000101',
    activationDate: '2023-07-01',
    terminationDate: '9999-12-31',
    committedPowerKw: 3,
    availablePowerKw: 3.3,
    meterClass: null,
    meterSerial: 'E0020000101',
    meterDigits: null,
    intervalMeter: true,
    use: 'DOMESTIC',
    useText: 'Domestico',
    annualConsumption: 2760,
    unit: 'KWH',
    unitText: 'kWh',
  },
  contracts: { nodes: [] },
  consumptions: { unit: 'kWh', totalQuantity: 0, totalCost: 0, points: [] },
  invoices: { nodes: [] },
};

/** A home's day in kW: 0.2 at night, 1.2 at 07:00, 2 from 19:00 to 21:00, 0.4 otherwise. */
function kwAt(hour: number): number {
  if (hour >= 1 && hour < 6) return 0.2;
  if (hour === 7) return 1.2;
  if (hour === 19 || hour === 20) return 2;
  return 0.4;
}

/** The API's LoadCurve of the days asked for (November: every day 96 quarter hours, UTC+1). */
function curveOf(variables: Record<string, unknown>) {
  const from = parseRomeDay(String(variables.from))!;
  const to = parseRomeDay(String(variables.to))!;
  const start = romeDayStart(from.year, from.month, from.day);
  const days = Math.round((romeDayStart(to.year, to.month, to.day) - start) / 86_400_000) + 1;
  const values = Array.from({ length: days * 96 }, (_, i) => kwAt(Math.floor((i % 96) / 4)));
  const { totals } = curveTotals({ start, stepMinutes: 15, values }, 'power');
  return {
    supplyId: variables.supplyId,
    utility: 'POWER',
    unit: 'kW',
    quantityUnit: 'kWh',
    from: variables.from,
    to: variables.to,
    granularity: 'QUARTER_HOUR',
    granularities: ['QUARTER_HOUR'],
    start: `${String(variables.from)}T00:00:00+01:00`,
    stepMinutes: 15,
    count: values.length,
    values,
    gapCount: 0,
    peak: { value: 2, at: `${String(variables.from)}T19:00:00+01:00` },
    total: totals.total,
    bandTotals: { f1: totals.F1, f2: totals.F2, f3: totals.F3 },
  };
}

const curveCalls = (calls: Call[]) => calls.filter((c) => c.operation === 'LoadCurve');

describe('a household’s load curve on its supply page (§2 /retail/myUtilities/{id})', () => {
  beforeEach(() => {
    // Friday 20 November 2026 in Rome: the last day with data is Thursday the 19th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await setLanguage('it');
  });

  it('yesterday hour by hour, the F1/F2/F3 figures, then the week and the month by day', async () => {
    const calls = api({ utility: POWER, loadCurve: curveOf });
    await renderPageAt('/retail/myUtilities/20000101', <UtilityPage />, { session: mario });
    const section = await screen.findByRole('region', { name: 'Consumi ora per ora' });
    expect(within(section).getByRole('radio', { name: 'Giorno' })).toHaveProperty('checked', true);
    const hours = await within(section).findByRole('table', {
      name: 'Consumo di ogni ora del giorno',
    });
    expect(curveCalls(calls)[0]?.variables).toEqual({
      supplyId: '20000101',
      from: '2026-11-19',
      to: '2026-11-19',
      granularity: null,
    });
    expect(within(section).getByText('giovedì 19 novembre 2026')).toBeTruthy();
    // 24 hours under the header; the evening's four quarter hours of 2 kW are 2 kWh, in F2.
    const rows = within(hours).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    expect(rows[19]?.textContent).toContain('19:00–20:00');
    expect(rows[19]?.textContent).toContain('2,00 kWh');
    expect(rows[19]?.textContent).toContain('F2');
    expect(rows[3]?.textContent).toContain('F3');
    expect(rows[10]?.textContent).toContain('F1');
    expect(drawn.points.at(-1)).toBe(24);
    // A working day: 08–19 is F1 (11 h at 0.4), 07–08 and 19–23 F2, the rest F3.
    const band = (name: string) => within(section).getByRole('group', { name }).textContent;
    expect(band('Fascia F1')).toContain('4,40 kWh');
    expect(band('Fascia F2')).toContain('6,00 kWh');
    expect(band('Fascia F3')).toContain('2,20 kWh');
    expect(band('Energia del periodo')).toContain('12,60 kWh');

    fireEvent.click(within(section).getByRole('radio', { name: 'Settimana' }));
    await waitFor(() =>
      expect(curveCalls(calls).at(-1)?.variables).toMatchObject({
        from: '2026-11-16',
        to: '2026-11-19',
      }),
    );
    const week = await within(section).findByRole('table', {
      name: 'Valori per giorno dal 16/11/2026 al 19/11/2026',
    });
    expect(within(week).getAllByRole('row')).toHaveLength(1 + 4);
    expect(within(section).getByRole('button', { name: 'Settimana successiva' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Settimana precedente' }));
    await waitFor(() =>
      expect(curveCalls(calls).at(-1)?.variables).toMatchObject({
        from: '2026-11-09',
        to: '2026-11-15',
      }),
    );

    fireEvent.click(within(section).getByRole('radio', { name: 'Mese' }));
    await waitFor(() =>
      expect(curveCalls(calls).at(-1)?.variables).toMatchObject({
        from: '2026-11-01',
        to: '2026-11-19',
      }),
    );
    expect(
      await within(section).findByRole('table', {
        name: 'Valori per giorno dal 01/11/2026 al 19/11/2026',
      }),
    ).toBeTruthy();
  });

  it('the CSV of the period shown, in the standard and the Italian dialect, for this supply only', async () => {
    const calls = api({
      utility: POWER,
      loadCurve: curveOf,
      csv: 'point,timestamp,value,unit,band,gap\r\nIT001E20000101,2026-11-19T00:00:00+01:00,0.4,kW,F3,0\r\n',
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }),
    );
    await renderPageAt('/retail/myUtilities/20000101', <UtilityPage />, { session: mario });
    const section = await screen.findByRole('region', { name: 'Consumi ora per ora' });
    expect(within(section).queryByRole('radio', { name: /Tutte le forniture/ })).toBeNull();
    fireEvent.click(
      await within(section).findByRole('button', { name: 'Scarica CSV per Excel in italiano' }),
    );
    expect(await within(section).findByText('File consumi.csv scaricato.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Scarica CSV standard' }));
    await waitFor(() => expect(calls.filter((c) => c.operation === 'file')).toHaveLength(2));
    expect(calls.filter((c) => c.operation === 'file').map((c) => c.variables.url)).toEqual([
      '/api/files/consumption.csv?from=2026-11-19&to=2026-11-19&supplyId=20000101&dialect=it',
      '/api/files/consumption.csv?from=2026-11-19&to=2026-11-19&supplyId=20000101&dialect=standard',
    ]);
  });

  it('in German (§2 /de): the views, the bands and the table by hour', async () => {
    api({ utility: POWER, loadCurve: curveOf });
    await renderPageAt('/de/retail/myUtilities/20000101', <UtilityPage />, {
      session: testSession({ ...mario, language: 'de' }),
    });
    const section = await screen.findByRole('region', { name: 'Verbrauch Stunde für Stunde' });
    expect(within(section).getByRole('radio', { name: 'Tag' })).toHaveProperty('checked', true);
    expect(within(section).getByRole('radio', { name: 'Woche' })).toBeTruthy();
    expect(within(section).getByRole('radio', { name: 'Monat' })).toBeTruthy();
    expect(
      await within(section).findByRole('table', { name: 'Verbrauch jeder Stunde des Tages' }),
    ).toBeTruthy();
    expect(within(section).getByText('Donnerstag, 19. November 2026')).toBeTruthy();
  });

  it('a smart gas meter: its week by day, in Smc, without bands and without a day view', async () => {
    const gas: UtilityDetail = {
      ...POWER,
      supply: { ...POWER.supply, id: '20020002', utility: 'GAS', pointId: '00881234567890' },
    };
    const calls = api({
      utility: gas,
      loadCurve: (variables) => {
        const from = parseRomeDay(String(variables.from))!;
        const to = parseRomeDay(String(variables.to))!;
        const count = to.day - from.day + 1;
        return {
          ...curveOf(variables),
          utility: 'GAS',
          unit: 'Smc',
          quantityUnit: 'Smc',
          granularity: 'DAY',
          granularities: ['DAY'],
          stepMinutes: 1440,
          count,
          values: Array.from({ length: count }, () => 2.5),
          peak: { value: 2.5, at: `${String(variables.from)}T00:00:00+01:00` },
          total: 2.5 * count,
          bandTotals: null,
        };
      },
    });
    await renderPageAt('/retail/myUtilities/20020002', <UtilityPage />, { session: mario });
    const section = await screen.findByRole('region', { name: 'Consumi giorno per giorno' });
    expect(within(section).getByRole('radio', { name: 'Settimana' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(section).queryByRole('radio', { name: 'Giorno' })).toBeNull();
    const table = await within(section).findByRole('table', {
      name: 'Valori per giorno dal 16/11/2026 al 19/11/2026',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
    expect(
      within(section).getByRole('group', { name: 'Energia del periodo' }).textContent,
    ).toContain('10,00 Smc');
    expect(within(section).queryByRole('group', { name: 'Fascia F1' })).toBeNull();
    expect(curveCalls(calls)[0]?.variables).toMatchObject({ from: '2026-11-16', to: '2026-11-19' });
    expect(drawn.points.at(-1)).toBe(4);
  });

  it('a meter that records no intervals: one line saying so, no curve asked for', async () => {
    const calls = api({
      utility: { ...POWER, supply: { ...POWER.supply, intervalMeter: false } },
    });
    await renderPageAt('/retail/myUtilities/20000101', <UtilityPage />, { session: mario });
    const section = await screen.findByRole('region', { name: 'Consumi ora per ora' });
    expect(section.textContent).toContain(
      'Il contatore di questa fornitura non registra i consumi ora per ora',
    );
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(curveCalls(calls)).toHaveLength(0);
  });
});
