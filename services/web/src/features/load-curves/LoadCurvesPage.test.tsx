import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import LoadCurvesPage from './LoadCurvesPage.tsx';

// jsdom has no canvas: the chart module (uPlot) is replaced by one that records what it is given;
// the page, its table, summary, address and requests are the real ones.
const drawn = vi.hoisted(() => ({ inputs: [] as { points: number; compare: boolean }[] }));
vi.mock('@/components/load-curve/curve-chart.ts', () => ({
  createCurveChart: (
    _target: HTMLElement,
    _size: unknown,
    input: { series: { x: ArrayLike<number> }; compare: unknown },
    _colours: unknown,
    _texts: unknown,
    events: { onDrawn: (ms: number) => void },
  ) => {
    drawn.inputs.push({ points: input.series.x.length, compare: Boolean(input.compare) });
    events.onDrawn(1);
    return {
      setInput: (next: { series: { x: ArrayLike<number> }; compare: unknown }) =>
        drawn.inputs.push({ points: next.series.x.length, compare: Boolean(next.compare) }),
      setSize: () => undefined,
      pan: () => undefined,
      zoom: () => undefined,
      reset: () => undefined,
      step: () => null,
      destroy: () => undefined,
    };
  },
}));

const ALL_SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

const corporate = testSession({
  segment: 'corporate',
  sections: ALL_SECTIONS,
  registries: [
    {
      idAnagrafica: 200001,
      ragSoc: 'ACME Industrie S.p.A.',
      customerSegment: 'corporate',
      culture: 'it-IT',
    },
  ],
});

const SUPPLIES = [
  { id: '20040001', pointId: 'IT001E96767919', address: 'Via Torino 99', locality: 'Milano' },
  { id: '20040002', pointId: 'IT001E11111111', address: 'Via Roma 1', locality: 'Verona' },
];

/** Two days from 25 October 2026 (100 + 96 quarter hours), three of them missing. */
function curveOf(variables: Record<string, unknown>) {
  const values = Array.from({ length: 196 }, (_, i) =>
    i >= 40 && i < 43 ? null : i === 150 ? 80 : 10,
  );
  return {
    supplyId: variables.supplyId,
    utility: 'POWER',
    unit: 'kW',
    quantityUnit: 'kWh',
    from: variables.from,
    to: variables.to,
    granularity: 'QUARTER_HOUR',
    granularities: ['QUARTER_HOUR'],
    start: '2026-10-25T00:00:00+02:00',
    stepMinutes: 15,
    count: 196,
    values,
    gapCount: 3,
    peak: { value: 80, at: '2026-10-26T12:30:00+01:00' },
    total: (192 * 10 + 80) / 4,
    bandTotals: { f1: 300, f2: 100, f3: 100 },
  };
}

/** A gas meter that records hours: two days by day, or by the hour when asked. */
function gasCurveOf(variables: Record<string, unknown>) {
  const hourly = variables.granularity === 'HOUR';
  const values = hourly ? Array.from({ length: 48 }, () => 1.5) : [36, 36];
  return {
    supplyId: variables.supplyId,
    utility: 'GAS',
    unit: 'Smc',
    quantityUnit: 'Smc',
    from: variables.from,
    to: variables.to,
    granularity: hourly ? 'HOUR' : 'DAY',
    granularities: ['DAY', 'HOUR'],
    start: '2026-11-16T00:00:00+01:00',
    stepMinutes: hourly ? 60 : 1440,
    count: values.length,
    values,
    gapCount: 0,
    peak: { value: hourly ? 1.5 : 36, at: '2026-11-16T00:00:00+01:00' },
    total: 72,
    bandTotals: null,
  };
}

const commodity = { gas: false };

type Call = { operation: string; variables: Record<string, unknown> };

function api(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /query (\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'CurveSupplies')
        return Response.json({ data: { supplies: { totalCount: 2, nodes: SUPPLIES } } });
      if (operation === 'CurveSupply') return Response.json({ data: { supply: SUPPLIES[1] } });
      return Response.json({
        data: { loadCurve: commodity.gas ? gasCurveOf(body.variables) : curveOf(body.variables) },
      });
    }),
  );
  return calls;
}

const curveCalls = (calls: Call[]) => calls.filter((c) => c.operation === 'LoadCurve');

describe('the load curves page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    drawn.inputs.length = 0;
    commodity.gas = false;
    await setLanguage('it');
  });

  it('§2 /corporate/light/loadCurves draws the first light supply’s curve and its table by day', async () => {
    const calls = api();
    await renderPageAt(
      '/corporate/light/loadCurves?from=2026-10-25&to=2026-10-26',
      <LoadCurvesPage />,
      {
        session: corporate,
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curve di carico luce' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', {
      name: 'Valori per giorno dal 25/10/2026 al 26/10/2026',
    });
    expect(calls.find((c) => c.operation === 'CurveSupplies')?.variables).toEqual({
      utility: 'POWER',
      allRegistries: true,
    });
    expect(curveCalls(calls).at(-1)?.variables).toEqual({
      supplyId: '20040001',
      from: '2026-10-25',
      to: '2026-10-26',
      granularity: null,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // The day the clocks go back has 100 quarter hours; three of them are missing, not zero.
    expect(within(rows[0] as HTMLElement).getByText('100')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('3 mancanti')).toBeTruthy();
    // A Sunday: its energy (97 quarter hours of 10 kW) is all F3.
    expect(within(rows[0] as HTMLElement).getAllByText('242,50 kWh')).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('80,00 kW alle 12:30')).toBeTruthy();
    // One precision per column: every energy with two decimals, 257,50 beside 242,50.
    const totals = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(totals).toEqual(['242,50 kWh', '257,50 kWh']);
    expect(screen.getByText('3 quarti d’ora mancanti')).toBeTruthy();
    await waitFor(() => expect(drawn.inputs.at(-1)).toEqual({ points: 196, compare: false }));
  });

  it('compares with the year before: a second curve over the same weekdays a year earlier, with both totals, kept in the address', async () => {
    const calls = api();
    const { router } = await renderPageAt(
      '/corporate/light/loadCurves?supply=20040001&from=2026-10-25&to=2026-10-26',
      <LoadCurvesPage />,
      { session: corporate },
    );
    fireEvent.change(await screen.findByLabelText('Confronta con'), { target: { value: 'year' } });
    // Sunday 25 October 2026 beside Sunday 26 October 2025: 364 days back.
    await waitFor(() =>
      expect(curveCalls(calls).map((c) => c.variables.from)).toContain('2025-10-26'),
    );
    expect(curveCalls(calls).at(-1)?.variables.to).toBe('2025-10-27');
    expect(router.state.location.search).toContain('compare=year');
    await waitFor(() => expect(drawn.inputs.at(-1)?.compare).toBe(true));
    const chosen = await screen.findByRole('group', { name: 'Dal 25/10/2026 al 26/10/2026' });
    expect(chosen.textContent).toContain('500,00 kWh');
    const compared = screen.getByRole('group', { name: 'Dal 26/10/2025 al 27/10/2025' });
    expect(compared.textContent).toContain('500,00 kWh');
    expect(screen.getByRole('group', { name: 'Differenza' }).textContent).toBe(
      'Differenza0,00 kWh0,0 % rispetto al confronto',
    );
  });

  it('another range on its way keeps the last curve on screen, marked busy, until it comes', async () => {
    api();
    const graphql = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        if (String(init?.body).includes('"from":"2026-11-01"')) await held;
        return graphql(url, init);
      }),
    );
    const { router } = await renderPageAt(
      '/corporate/light/loadCurves?supply=20040001&from=2026-10-25&to=2026-10-26',
      <LoadCurvesPage />,
      { session: corporate },
    );
    await screen.findByRole('table', { name: /dal 25\/10\/2026/ });
    await router.navigate(
      '/corporate/light/loadCurves?supply=20040001&from=2026-11-01&to=2026-11-02',
    );
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getByRole('table', { name: /dal 25\/10\/2026/ })).toBeTruthy();
    release();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('§2 /de/pa/gas/loadCurves is the same page for gas, in German', async () => {
    const calls = api();
    await renderPageAt('/de/pa/gas/loadCurves', <LoadCurvesPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: ALL_SECTIONS }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verbrauchsverläufe Gas' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'CurveSupplies')?.variables.utility).toBe('GAS'),
    );
    expect(await screen.findByRole('button', { name: 'Standard-CSV herunterladen' })).toBeTruthy();
  });

  it('gas by the hour where the meter records hours: a choice kept in the address, 24 hours a day in the table', async () => {
    commodity.gas = true;
    const calls = api();
    const { router } = await renderPageAt(
      '/corporate/gas/loadCurves?supply=20040001&from=2026-11-16&to=2026-11-17',
      <LoadCurvesPage />,
      { session: corporate },
    );
    const table = await screen.findByRole('table', { name: /^Valori per giorno/ });
    expect(within(table).queryByRole('columnheader', { name: 'Ore' })).toBeNull();
    // A daily value has no time of day: its peak is the value alone, never "alle 00:00".
    // Each day's total and its peak: the one daily value.
    expect(within(table).getAllByRole('cell', { name: '36,00 Smc' })).toHaveLength(4);
    expect(within(table).queryByText(/alle 00:00/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Picco' }).textContent).toBe(
      'Picco36,00 Smc16/11/2026',
    );
    expect(within(table).queryByRole('columnheader', { name: /^F1/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Valori orari' }));
    await waitFor(() => expect(curveCalls(calls).at(-1)?.variables.granularity).toBe('HOUR'));
    expect(router.state.location.search).toContain('granularity=HOUR');
    const hours = await screen.findByRole('columnheader', { name: 'Ore' });
    expect(hours).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: '24' })).toHaveLength(2);
  });

  it('the export streams the CSV, counting its rows against X-Total-Rows, and names a refusal', async () => {
    api();
    const graphql = globalThis.fetch;
    const csv =
      'point,timestamp,value,unit,band,gap\r\nIT1,2026-10-25T00:00:00+02:00,1.5,kW,F3,0\r\n';
    const files: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        const path = String(url);
        if (!path.startsWith('/api/files/')) return graphql(url, init);
        files.push(path);
        if (path.includes('utility=POWER'))
          return Response.json(
            { error: 'BAD_USER_INPUT', reason: 'exportTooLarge' },
            { status: 400 },
          );
        return new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'x-total-rows': '1',
            'content-disposition': 'attachment; filename="consumi-IT1-2026-10-25-2026-10-26.csv"',
          },
        });
      }),
    );
    // The file is saved through a link to the blob, which jsdom cannot follow.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined }),
    );
    await renderPageAt(
      '/corporate/light/loadCurves?supply=20040001&from=2026-10-25&to=2026-10-26',
      <LoadCurvesPage />,
      { session: corporate },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Scarica CSV per Excel in italiano' }),
    );
    expect(
      await screen.findByText('File consumi-IT1-2026-10-25-2026-10-26.csv scaricato.'),
    ).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(files[0]).toBe(
      '/api/files/consumption.csv?from=2026-10-25&to=2026-10-26&supplyId=20040001&dialect=it',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Tutte le forniture luce' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scarica CSV standard' }));
    expect((await screen.findByRole('alert')).textContent).toContain('troppo grande');
    expect(files[1]).toBe(
      '/api/files/consumption.csv?from=2026-10-25&to=2026-10-26&utility=POWER&allRegistries=true&dialect=standard',
    );
  });
});
