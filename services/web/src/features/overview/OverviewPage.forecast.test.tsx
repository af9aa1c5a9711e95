// The business overview's year (decision 0021): the cost so far, the year's end with its range,
// the method and its uncertainty in words, F1/F2/F3 for power — in Italian and German — and the
// reason instead of a figure when the data fall short.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { CommodityOverview } from './api/useCommodityOverview.ts';
import OverviewPage from './OverviewPage.tsx';

const SECTIONS = {
  conventionPower: true,
  noConventionPower: true,
  conventionGas: true,
  noConventionGas: true,
};

type Forecast = NonNullable<CommodityOverview['yearForecast']>;

const POWER_FORECAST: Forecast = {
  year: 2026,
  monthsToDate: 10,
  costToDate: 215567.69,
  quantityToDate: 596091,
  notEnoughData: null,
  estimate: {
    cost: 260212.05,
    low: 258116.37,
    high: 262307.73,
    uncertaintyPercent: 1,
    quantity: 719630,
  },
  bands: [
    { band: 'F1', toDate: 264021, yearEnd: 319282, share: 0.4437 },
    { band: 'F2', toDate: 160948, yearEnd: 194305, share: 0.27 },
    { band: 'F3', toDate: 171122, yearEnd: 206027, share: 0.2863 },
  ],
};

function overview(utility: 'POWER' | 'GAS', yearForecast: Forecast | null): CommodityOverview {
  return {
    utility,
    supplyCount: 10,
    suppliesByStatus: [{ status: 'ACTIVE', count: 10 }],
    siteCount: 2,
    annualConsumption: 700000,
    unit: utility === 'GAS' ? 'SMC' : 'KWH',
    registryAnnualConsumption: null,
    spendFrom: '2025-11-16',
    spendTo: '2026-11-15',
    invoiceCount: 120,
    annualSpend: 250000,
    unpaidCount: 0,
    amountToPay: 0,
    overdueCount: 0,
    overdueAmount: 0,
    nextDue: null,
    convention: null,
    yearForecast,
  };
}

function answer(commodityOverview: CommodityOverview) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { commodityOverview } })),
  );
}

describe('the business overview projects the year’s cost, and says how', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /corporate/light/overview: so far, the year’s end with its range and method, F1/F2/F3', async () => {
    answer(overview('POWER', POWER_FORECAST));
    await renderPageAt('/corporate/light/overview', <OverviewPage />, {
      session: testSession({ segment: 'corporate', sections: SECTIONS }),
    });
    const card = await screen.findByRole('region', { name: 'Costo del 2026' });
    const toDate = within(card).getByRole('group', { name: 'Costo da inizio anno' });
    expect(toDate.textContent).toContain('215.567,69 €');
    expect(toDate.textContent).toContain(
      'dal 01/01/2026 al 31/10/2026, IVA inclusa; consumo 596.091 kWh',
    );
    const yearEnd = within(card).getByRole('group', { name: 'Previsione a fine 2026' });
    expect(yearEnd.textContent).toContain('260.212,05 €');
    expect(yearEnd.textContent).toContain('tra 258.116,37 € e 262.307,73 €');
    expect(card.textContent).toContain(
      'Stima basata sui costi dal 01/01/2026 al 31/10/2026 e sugli stessi mesi dell’anno scorso: i mesi che mancano sono quelli dell’anno scorso, in proporzione alla spesa di quest’anno finora; può variare di ±1 %.',
    );
    const table = within(card).getByRole('table', { name: 'Energia per fascia oraria' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FasciaDa inizio annoPrevisione a fine annoQuota',
      'F1264.021 kWh319.282 kWh44,4 %',
      'F2160.948 kWh194.305 kWh27,0 %',
      'F3171.122 kWh206.027 kWh28,6 %',
    ]);
  });

  it('§2 /de/pa/gas/overview: the same in German, no bands for gas', async () => {
    answer(
      overview('GAS', {
        ...POWER_FORECAST,
        costToDate: 133297.21,
        quantityToDate: 87603,
        estimate: {
          cost: 187589.27,
          low: 184273,
          high: 190905.54,
          uncertaintyPercent: 2,
          quantity: 123284,
        },
        bands: null,
      }),
    );
    await renderPageAt('/de/pa/gas/overview', <OverviewPage />, {
      session: testSession({ segment: 'pa', language: 'de', sections: SECTIONS }),
    });
    const card = await screen.findByRole('region', { name: 'Kosten 2026' });
    expect(
      within(card).getByRole('group', { name: 'Prognose zum Jahresende 2026' }).textContent,
    ).toContain('zwischen 184.273,00 € und 190.905,54 €');
    expect(card.textContent).toContain(
      'Schätzung auf Grundlage der Kosten vom 01/01/2026 bis 31/10/2026 und derselben Monate des Vorjahres',
    );
    expect(card.textContent).toContain('sie kann um ±2 % abweichen.');
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('not enough data: the cost so far, and why there is no year’s end instead of a figure', async () => {
    answer(
      overview('POWER', {
        ...POWER_FORECAST,
        monthsToDate: 2,
        costToDate: 40000,
        notEnoughData: 'COMPARISONS',
        estimate: null,
      }),
    );
    await renderPageAt('/corporate/light/overview', <OverviewPage />, {
      session: testSession({ segment: 'corporate', sections: SECTIONS }),
    });
    const card = await screen.findByRole('region', { name: 'Costo del 2026' });
    expect(within(card).getByRole('group', { name: 'Costo da inizio anno' }).textContent).toContain(
      '40.000,00 €',
    );
    expect(within(card).queryByRole('group', { name: 'Previsione a fine 2026' })).toBeNull();
    expect(card.textContent).toContain(
      'Non ci sono ancora dati sufficienti per una previsione: servono almeno 3 mesi di quest’anno da confrontare con l’anno scorso.',
    );
  });
});
