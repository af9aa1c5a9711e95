// Issue 14 item 5: the retail loyalty bonus page — eligibility (the API's and the session's
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
  pointsExpireOn: '2027-12-31',
  movements: [
    { date: '2026-10-20', points: 24, description: 'Pagamento puntuale FT2026_000123' },
    { date: '2026-08-18', points: 5, description: 'Pagamento puntuale FT2026_000087' },
  ],
};

function api(bonus: LoyaltyBonus | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { loyaltyBonus: bonus } })),
  );
}

describe('issue 14 item 5: the retail loyalty bonus page', () => {
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
      within(how).getByText(/con 500 punti passi ad Argento, con 1.500 punti a Oro/),
    ).toBeTruthy();
    expect(
      within(how).getByText('I punti accumulati sono validi fino al 31/12/2027.'),
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
    });
    await renderPageAt('/retail/loyaltyBonus', <LoyaltyBonusPage />, { session: mario });
    expect(await screen.findByText('Al momento non puoi accumulare punti')).toBeTruthy();
    expect(screen.getByText('Motivo: Sono presenti bollette scadute non pagate.')).toBeTruthy();
    expect(screen.getByText('Hai raggiunto il livello più alto, Oro.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
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
});
