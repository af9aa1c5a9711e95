// The loyalty bonus record → the API's LoyaltyBonus; the set reasons and movements cross as kinds
// the page words in its language (§9).
import { bonusMovementText, setTextValue } from '@portal/shared/set-texts';
import { day, enumeratedRequired } from '../../graphql/mapping.ts';
import type { BonusFedeltaRecord } from './upstream.ts';

/** `textLanguage`: the language of the registry's free text (registryLanguage). */
export function toLoyaltyBonus(b: BonusFedeltaRecord, textLanguage: 'it' | 'de' = 'it') {
  const level = enumeratedRequired('bonusLevel', b.livello);
  return {
    points: b.punti,
    level: level.key,
    levelText: level.text,
    nextLevelThreshold: b.sogliaProssimoLivello,
    eligible: Boolean(b.idoneo),
    notEligibleReason: b.motivoNonIdoneo,
    notEligibleReasonKind: setTextValue('bonusIneligibility', b.motivoNonIdoneo)?.key ?? null,
    textLanguage,
    pointsExpireOn: day(b.scadenzaPunti),
    movements: (b.movimenti ?? []).map((m) => ({
      date: m.data,
      points: m.punti,
      description: m.descrizione,
      ...bonusMovementText(m.descrizione),
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
