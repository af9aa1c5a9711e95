// The data-service document of the loyalty bonus and the record it answers.
import type { BonusFedelta } from '@portal/upstream-contract/records';

export const BONUS_QUERY = `query BonusFedelta($idanagrafica: Int!) {
  bonusFedelta(idanagrafica: $idanagrafica) {
    idanagrafica punti livello sogliaProssimoLivello idoneo motivoNonIdoneo scadenzaPunti movimenti { data punti descrizione }
    programma { euroPerPunto puntiMinimiBolletta livelli { livello sogliaPunti } anniValiditaPunti }
  }
}`;

export type BonusFedeltaRecord = BonusFedelta;
