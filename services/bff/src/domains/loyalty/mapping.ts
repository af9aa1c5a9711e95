// The loyalty bonus record → the API's LoyaltyBonus.
import { day, enumeratedRequired } from '../../graphql/mapping.ts';
import type { BonusFedeltaRecord } from './upstream.ts';

export function toLoyaltyBonus(b: BonusFedeltaRecord) {
  const level = enumeratedRequired('bonusLevel', b.livello);
  return {
    points: b.punti,
    level: level.key,
    levelText: level.text,
    nextLevelThreshold: b.sogliaProssimoLivello,
    eligible: Boolean(b.idoneo),
    notEligibleReason: b.motivoNonIdoneo,
    pointsExpireOn: day(b.scadenzaPunti),
    movements: (b.movimenti ?? []).map((m) => ({
      date: m.data,
      points: m.punti,
      description: m.descrizione,
    })),
    program: {
      eurosPerPoint: b.programma.euroPerPunto,
      minPointsPerBill: b.programma.puntiMinimiBolletta,
      levels: b.programma.livelli.map((l) => {
        const known = enumeratedRequired('bonusLevel', l.livello);
        return { level: known.key, levelText: known.text, from: l.sogliaPunti };
      }),
      pointsValidYears: b.programma.anniValiditaPunti,
    },
  };
}
