import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import ConventionReportingPage from './ConventionReportingPage.tsx';
import { defaultPeriod } from './model/period.ts';
import { api, comuneVerona, report } from '@/test/fixtures/convention-reporting.ts';

/** The figure a KeyFigure shows under its label. */
function figure(label: string): string {
  return screen.getByRole('group', { name: label }).querySelector('strong')?.textContent ?? '';
}

describe('the convention’s reporting page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /pa/subsidizedGas/reporting: asks for the last 12 complete months of gas and shows the totals, the share of the ordered quantity and the tables', async () => {
    const { calls } = api();
    await renderPageAt('/pa/subsidizedGas/reporting', <ConventionReportingPage />, {
      session: comuneVerona,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report della convenzione gas' }),
    ).toBeTruthy();
    await screen.findByRole('group', { name: 'Consumo nel periodo' });
    const period = defaultPeriod(new Date());
    expect(calls).toEqual([
      {
        operation: 'ConventionReport',
        variables: { utility: 'GAS', fromMonth: period.from, toMonth: period.to },
      },
    ]);
    expect(figure('Consumo nel periodo')).toBe('3.420,75 Smc');
    expect(figure('Spesa nel periodo')).toBe('3.061,00 €');
    expect(figure('Consumato rispetto all’ordinato')).toBe('85,5 %');
    expect(screen.getByText('3.420,75 Smc consumati su 4.000 Smc ordinati all’anno')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Quota consumata della quantità ordinata' });
    expect(meter.getAttribute('aria-valuenow')).toBe('85.5');
    expect(meter.getAttribute('aria-valuetext')).toBe('85,5 %');

    // The chart is one image named by its figures; the months table is its text alternative.
    const chart = screen.getByRole('img', { name: /Grafico a barre del consumo per mese/ });
    expect(chart.getAttribute('aria-label')).toContain('3.420,75 Smc');
    expect(chart.querySelectorAll('rect.bar')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /tabella «Totali per mese»/ })).toBeTruthy();

    const months = screen.getByRole('table', { name: 'Totali per mese' });
    const lastRow = within(months).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Totale', '3.420,75', '3.061,00']);
    const sites = screen.getByRole('table', { name: 'Totali per sede' });
    expect(within(sites).getByText('Scuola Pindemonte')).toBeTruthy();
    expect(within(sites).getByRole('columnheader', { name: 'Consumo (Smc)' })).toBeTruthy();
    const rows = screen.getByRole('table', { name: /Consumo e spesa per punto e mese/ });
    expect(within(rows).getByRole('columnheader', { name: 'PDR' })).toBeTruthy();
    expect(within(rows).getAllByRole('row')).toHaveLength(5);
  });

  it('§2 /de/pa/subsidizedLight/reporting: a period of more than 36 months in the address is said in German and nothing is asked', async () => {
    const { calls } = api();
    await renderPageAt(
      '/de/pa/subsidizedLight/reporting?from=2023-12&to=2026-12',
      <ConventionReportingPage />,
      { session: comuneVerona },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bericht zur Strom-Konvention' }),
    ).toBeTruthy();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Der Zeitraum ist ungültig');
    expect(summary.textContent).toContain(
      'Ein Bericht umfasst höchstens 36 Monate: Bitte verkürzen Sie den Zeitraum.',
    );
    expect((screen.getByLabelText(/Ab Monat/) as HTMLInputElement).value).toBe('2023-12');
    expect(calls).toEqual([]);
  });

  it('a period typed wrong is reported in a focused summary and kept; a right one is asked for', async () => {
    const { calls } = api();
    await renderPageAt('/pa/subsidizedGas/reporting', <ConventionReportingPage />, {
      session: comuneVerona,
    });
    await screen.findByRole('group', { name: 'Consumo nel periodo' });
    const from = screen.getByLabelText(/Dal mese/) as HTMLInputElement;
    const to = screen.getByLabelText(/Al mese/) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-09' } });
    fireEvent.change(to, { target: { value: '2026-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostra il report' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('L’ultimo mese non può precedere il primo.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(from.value).toBe('2026-09');
    expect(calls).toHaveLength(1);

    fireEvent.change(to, { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mostra il report' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.variables).toEqual({
      utility: 'GAS',
      fromMonth: '2026-09',
      toMonth: '2026-10',
    });
    expect(
      await screen.findByText('Report di 2 mesi, da settembre 2026 a ottobre 2026.'),
    ).toBeTruthy();
  });

  it('downloads the report as CSV in both dialects through the file route, with the page’s period', async () => {
    const { files } = api();
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined }),
    );
    await renderPageAt(
      '/pa/subsidizedGas/reporting?from=2026-08&to=2026-10',
      <ConventionReportingPage />,
      { session: comuneVerona },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Scarica CSV per Excel (italiano)' }),
    );
    expect(
      await screen.findByText('File report-convenzione-gas-2026-08-2026-10.csv scaricato.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scarica CSV standard' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files).toEqual([
      '/api/files/convention-report.csv?utility=GAS&from=2026-08&to=2026-10&dialect=it',
      '/api/files/convention-report.csv?utility=GAS&from=2026-08&to=2026-10&dialect=standard',
    ]);
    expect(created).toHaveBeenCalled();
  });

  it('a period without consumption says so instead of empty tables', async () => {
    api(report({ rows: [], sites: [], months: [], totalConsumption: 0, totalSpend: 0 }));
    await renderPageAt('/pa/subsidizedLight/reporting', <ConventionReportingPage />, {
      session: comuneVerona,
    });
    expect(
      await screen.findByText('Nessun consumo in convenzione nel periodo scelto.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
