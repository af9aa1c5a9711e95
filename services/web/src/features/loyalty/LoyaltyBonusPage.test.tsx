// The retail loyalty bonus page — eligibility (the API's and the session's
// bonus_eligible, §3), points, level and the way to the next, expiry, how points are earned in
// words and figures, and the movements; a customer without a bonus is told so.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { LoyaltyBonus } from './api/useLoyaltyBonus.ts';
import LoyaltyBonusPage from './LoyaltyBonusPage.tsx';

const registry = {
  idAnagrafica: 100001,
  ragSoc: 'Mario Rossi',
  customerSegment: 'retail',
  culture: 'it-IT',
};
const mario = testSession({
  registries: [registry],
  selectedRegistry: registry,
  bonusEligible: true,
});

const BONUS: LoyaltyBonus = {
  points: 340,
  level: 'BRONZE',
  levelText: 'Bronzo',
  nextLevelThreshold: 500,
  eligible: true,
  notEligibleReason: null,
  notEligibleReasonKind: null,
  textLanguage: 'it',
  pointsExpireOn: '2027-12-31',
  movements: [
    {
      date: '2026-10-20',
      points: 24,
      description: 'Pagamento puntuale FT2026_000123',
      kind: 'ON_TIME_PAYMENT',
      invoiceNumber: 'FT2026_000123',
    },
    {
      date: '2026-08-18',
      points: 5,
      description: 'Pagamento puntuale FT2026_000087',
      kind: 'ON_TIME_PAYMENT',
      invoiceNumber: 'FT2026_000087',
    },
  ],
  program: {
    eurosPerPoint: 5,
    minPointsPerBill: 5,
    levels: [
      { level: 'BRONZE', levelText: 'Bronzo', from: 0 },
      { level: 'SILVER', levelText: 'Argento', from: 500 },
      { level: 'GOLD', levelText: 'Oro', from: 1500 },
    ],
    pointsValidYears: 1,
  },
};

function api(bonus: LoyaltyBonus | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { loyaltyBonus: bonus } })),
  );
}

describe('the retail loyalty bonus page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /retail/loyaltyBonus: eligible, the points, level, expiry, the way to silver and how points are earned', async () => {
    api(BONUS);
    await renderPageAt('/retail/loyaltyBonus', <LoyaltyBonusPage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonus fedeltà' })).toBeTruthy();
    expect(await screen.findByText('Partecipi al programma')).toBeTruthy();
    const state = screen.getByRole('region', { name: 'Il tuo bonus' });
    expect(within(state).getByText('340')).toBeTruthy();
    expect(within(state).getByText('Bronzo')).toBeTruthy();
    expect(within(state).getByText('31/12/2027')).toBeTruthy();
    expect(
      within(state).getByText('Ti mancano 160 punti per il livello Argento (500 punti).'),
    ).toBeTruthy();
    const bar = within(state).getByRole('progressbar', { name: /Ti mancano 160 punti/ });
    expect(bar.getAttribute('value')).toBe('68');
    const how = screen.getByRole('region', { name: 'Come funziona' });
    expect(
      within(how).getByText(
        'Per ogni bolletta pagata entro la scadenza ricevi 1 punto ogni 5 € dell’importo, e almeno 5 punti.',
      ),
    ).toBeTruthy();
    expect(
      within(how).getByText(
        'I livelli: Bronzo da 0 punti, Argento da 500 punti e Oro da 1.500 punti.',
      ),
    ).toBeTruthy();
    expect(
      within(how).getByText(
        'I punti restano validi fino al 31 dicembre dell’anno successivo a quello in cui li guadagni. Quelli accumulati finora sono validi fino al 31/12/2027.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Movimenti dei punti' });
    expect(within(table).getByText('Pagamento puntuale FT2026_000123')).toBeTruthy();
    expect(within(table).getByText('+24 punti')).toBeTruthy();
    expect(within(table).getByText('20/10/2026')).toBeTruthy();
  });

  it('a customer with overdue bills is told why it cannot earn points; gold has no next level', async () => {
    api({
      ...BONUS,
      points: 1720,
      level: 'GOLD',
      levelText: 'Oro',
      nextLevelThreshold: null,
      eligible: false,
      notEligibleReason: 'Sono presenti bollette scadute non pagate',
      notEligibleReasonKind: 'OVERDUE_BILLS',
    });
    await renderPageAt('/retail/loyaltyBonus', <LoyaltyBonusPage />, { session: mario });
    expect(await screen.findByText('Al momento non puoi accumulare punti')).toBeTruthy();
    expect(screen.getByText('Motivo: Sono presenti bollette scadute non pagate.')).toBeTruthy();
    expect(screen.getByText('Hai raggiunto il livello più alto, Oro.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains the programme the API answers, not figures of its own; German texts', async () => {
    api({
      ...BONUS,
      points: 900,
      level: 'SILVER',
      levelText: 'Argento',
      nextLevelThreshold: 2000,
      pointsExpireOn: '2028-12-31',
      program: {
        eurosPerPoint: 2.5,
        minPointsPerBill: 3,
        levels: [
          { level: 'BRONZE', levelText: 'Bronzo', from: 0 },
          { level: 'SILVER', levelText: 'Argento', from: 800 },
          { level: 'GOLD', levelText: 'Oro', from: 2000 },
          { level: 'OTHER', levelText: 'Platino', from: 5000 },
        ],
        pointsValidYears: 2,
      },
    });
    await setLanguage('de');
    await renderPageAt('/de/retail/loyaltyBonus', <LoyaltyBonusPage />, {
      session: { ...mario, language: 'de' },
    });
    const how = await screen.findByRole('region', { name: 'So funktioniert es' });
    expect(
      within(how).getByText(
        'Für jede bis zur Fälligkeit bezahlte Rechnung erhalten Sie 1 Punkt je 2,5 € des Betrags, mindestens 3 Punkte.',
      ),
    ).toBeTruthy();
    expect(
      within(how).getByText(
        'Die Level: Bronze ab 0 Punkten, Silber ab 800 Punkten, Gold ab 2.000 Punkten und Platino ab 5.000 Punkten.',
      ),
    ).toBeTruthy();
    expect(
      within(how).getByText(
        'Punkte bleiben bis zum 31. Dezember gültig, 2 Jahre nach dem Jahr, in dem Sie sie sammeln. Ihre bisher gesammelten Punkte sind bis zum 31/12/2028 gültig.',
      ),
    ).toBeTruthy();
    const state = screen.getByRole('region', { name: 'Ihr Bonus' });
    // 100 points from silver (800) to gold (2000): a twelfth of the way.
    const bar = within(state).getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('8');
    expect(within(state).getByText(/bis zum Level Gold \(2.000 Punkte\)\./)).toBeTruthy();
  });

  it('in German, and a registry without a bonus is told the programme is not available', async () => {
    api(null);
    await setLanguage('de');
    await renderPageAt('/de/retail/loyaltyBonus', <LoyaltyBonusPage />, {
      session: { ...mario, language: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Treuebonus' })).toBeTruthy();
    expect(
      await screen.findByText('Das Treueprogramm ist für diese Stammdaten nicht verfügbar.'),
    ).toBeTruthy();
  });

  it('§9: under /de the set reason and movements read in German; any other keeps upstream’s words, marked Italian', async () => {
    api({
      ...BONUS,
      eligible: false,
      notEligibleReason: 'Sono presenti bollette scadute non pagate',
      notEligibleReasonKind: 'OVERDUE_BILLS',
      movements: [
        ...BONUS.movements,
        {
          date: '2026-07-01',
          points: 50,
          description: 'Bonus di benvenuto',
          kind: 'OTHER',
          invoiceNumber: null,
        },
      ],
    });
    await setLanguage('de');
    await renderPageAt('/de/retail/loyaltyBonus', <LoyaltyBonusPage />, {
      session: { ...mario, language: 'de' },
    });
    expect(
      await screen.findByText('Grund: Es gibt überfällige, unbezahlte Rechnungen.'),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Pünktliche Zahlung FT2026_000123')).toBeTruthy();
    expect(within(table).queryByText(/Pagamento puntuale/)).toBeNull();
    expect(within(table).getByText('Bonus di benvenuto').getAttribute('lang')).toBe('it');
  });
});
