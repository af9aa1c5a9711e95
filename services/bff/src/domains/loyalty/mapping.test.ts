import { describe, expect, it } from 'vitest';
import { toLoyaltyBonus } from './mapping.ts';
import type { BonusFedeltaRecord } from './upstream.ts';

const record: BonusFedeltaRecord = {
  idanagrafica: 100001,
  punti: 620,
  livello: 'Argento',
  sogliaProssimoLivello: 2000,
  idoneo: true,
  motivoNonIdoneo: null,
  scadenzaPunti: '2028-12-31',
  movimenti: [{ data: '2026-10-02', punti: 12, descrizione: 'Pagamento puntuale F1' }],
  programma: {
    euroPerPunto: 4,
    puntiMinimiBolletta: 3,
    livelli: [
      { livello: 'Bronzo', sogliaPunti: 0 },
      { livello: 'Argento', sogliaPunti: 400 },
      { livello: 'Oro', sogliaPunti: 2000 },
    ],
    anniValiditaPunti: 2,
  },
};

describe('the loyalty bonus mapping (§7 bonusFedelta)', () => {
  it('passes the programme’s rules on as the supplier gives them, levels by their API key', () => {
    expect(toLoyaltyBonus(record).program).toEqual({
      eurosPerPoint: 4,
      minPointsPerBill: 3,
      levels: [
        { level: 'BRONZE', levelText: 'Bronzo', from: 0 },
        { level: 'SILVER', levelText: 'Argento', from: 400 },
        { level: 'GOLD', levelText: 'Oro', from: 2000 },
      ],
      pointsValidYears: 2,
    });
  });

  it('keeps a level it does not know as OTHER with the supplier’s text', () => {
    const other = toLoyaltyBonus({
      ...record,
      programma: { ...record.programma, livelli: [{ livello: 'Platino', sogliaPunti: 5000 }] },
    });
    expect(other.program.levels).toEqual([{ level: 'OTHER', levelText: 'Platino', from: 5000 }]);
  });
});
