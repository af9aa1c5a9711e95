// The retail home's next bills (decision 0021): the estimate with its range, the period, and the
// method and its uncertainty in words — the use measured so far, or for a meter without a load
// curve last year's same period and the bills' trend — in Italian and German; no figure where the
// data fall short.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import RetailDashboardPage from './RetailDashboardPage.tsx';

const supply = (id: string, utility: 'POWER' | 'GAS', pointId: string) => ({
  id,
  utility,
  pointId,
  address: 'Via Roma 1',
  locality: 'Verona',
  province: 'VR',
  status: 'ACTIVE',
  greenEnergy: false,
});

const dashboard = (forecasts: unknown) => ({
  totalToPay: 0,
  billsToPay: [],
  supplies: [
    supply('1', 'POWER', 'IT001E00000001'),
    supply('2', 'GAS', '00880000000002'),
    supply('3', 'POWER', 'IT001E00000003'),
  ],
  notifications: [],
  forecasts,
});

const FORECASTS = [
  {
    supplyId: '1',
    utility: 'POWER',
    unit: 'kWh',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    measuredTo: '2026-11-14',
    notEnoughData: null,
    estimate: {
      amount: 72.03,
      low: 70.64,
      high: 73.41,
      uncertaintyPercent: 2,
      billsUsed: 6,
      comparisons: 12,
      basis: 'MEASURED',
    },
  },
  {
    // A gas meter read only for the bills: nothing of the period is measured.
    supplyId: '2',
    utility: 'GAS',
    unit: 'Smc',
    periodFrom: '2026-11-01',
    periodTo: '2026-12-31',
    measuredTo: null,
    notEnoughData: null,
    estimate: {
      amount: 301.5,
      low: 268.34,
      high: 334.67,
      uncertaintyPercent: 11,
      billsUsed: 6,
      comparisons: 5,
      basis: 'LAST_YEAR_TREND',
    },
  },
  {
    supplyId: '3',
    utility: 'POWER',
    unit: 'kWh',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    measuredTo: null,
    notEnoughData: 'LAST_YEAR',
    estimate: null,
  },
];

function answer(retailDashboard: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { retailDashboard } })),
  );
}

async function nextBills() {
  const heading = await screen.findByRole('heading', { level: 2, name: /stimate|geschätzt/ });
  return heading.closest('section') as HTMLElement;
}

describe('the retail home estimates the next bills, and says how', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('in Italian: the amount, its range, the period and the method with its ±', async () => {
    answer(dashboard(FORECASTS));
    await renderPageAt('/retail', <RetailDashboardPage />);
    const card = await nextBills();
    const [power, gas, newPower] = await within(card).findAllByRole('listitem');
    const estimate = within(power!).getByRole('group', { name: 'Importo stimato' });
    expect(estimate.textContent).toContain('72,03');
    expect(estimate.textContent).toContain('tra 70,64 € e 73,41 €');
    expect(power!.textContent).toContain('Periodo dal 01/11/2026 al 30/11/2026');
    expect(power!.textContent).toContain(
      'Stima basata sui consumi dal 01/11/2026 al 14/11/2026, sui prezzi delle ultime 6 bollette (quota fissa e prezzo per kWh) e sull’andamento degli stessi giorni dell’anno scorso; può variare di ±2 %.',
    );
    expect(power!.textContent).toContain('POD: IT001E00000001');
    // No load curve: last year's same period and the bills' trend, and no measured days claimed.
    expect(within(gas!).getByRole('group', { name: 'Importo stimato' }).textContent).toContain(
      'tra 268,34 € e 334,67 €',
    );
    expect(gas!.textContent).toContain('Periodo dal 01/11/2026 al 31/12/2026');
    expect(gas!.textContent).toContain(
      'Stima basata sui consumi dello stesso periodo dell’anno scorso, corretti dall’andamento delle ultime 5 bollette (il contatore non invia letture tra una bolletta e l’altra), e sui prezzi delle ultime 6 bollette (quota fissa e prezzo per Smc); può variare di ±11 %.',
    );
    expect(gas!.textContent).not.toContain('Stima basata sui consumi dal');
    // Not enough data: the reason, and no amount.
    expect(newPower!.textContent).toContain(
      'Non ci sono ancora dati sufficienti per una stima: servono i consumi degli stessi giorni dell’anno scorso.',
    );
    expect(within(newPower!).queryByRole('group')).toBeNull();
  });

  it('in German: the same figures and the method in German', async () => {
    answer(dashboard(FORECASTS));
    await renderPageAt('/de/retail', <RetailDashboardPage />);
    const card = await nextBills();
    const [power, gas, newPower] = await within(card).findAllByRole('listitem');
    expect(within(power!).getByRole('group', { name: 'Geschätzter Betrag' }).textContent).toContain(
      'zwischen 70,64 € und 73,41 €',
    );
    expect(power!.textContent).toContain(
      'Schätzung auf Grundlage des Verbrauchs vom 01/11/2026 bis 14/11/2026, der Preise der letzten 6 Rechnungen (Grundpreis und Preis je kWh) und des Verlaufs derselben Tage im Vorjahr; sie kann um ±2 % abweichen.',
    );
    expect(gas!.textContent).toContain(
      'Schätzung auf Grundlage des Verbrauchs desselben Zeitraums im Vorjahr, angepasst an den Verlauf der letzten 5 Rechnungen (der Zähler übermittelt zwischen zwei Rechnungen keine Messwerte), und der Preise der letzten 6 Rechnungen (Grundpreis und Preis je Smc); sie kann um ±11 % abweichen.',
    );
    expect(newPower!.textContent).toContain('Noch nicht genug Daten für eine Schätzung');
  });

  it('when the estimates could not be read, says so and shows the rest of the page', async () => {
    answer(dashboard(null));
    await renderPageAt('/retail', <RetailDashboardPage />);
    const card = await nextBills();
    expect(card.textContent).toContain(
      'Le stime delle prossime bollette non sono disponibili in questo momento.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Forniture' })).toBeTruthy();
  });
});
