// The data-service document of the loyalty bonus and the record it answers.

export const BONUS_QUERY = `query BonusFedelta($idanagrafica: Int!) {
  bonusFedelta(idanagrafica: $idanagrafica) {
    idanagrafica punti livello sogliaProssimoLivello idoneo motivoNonIdoneo scadenzaPunti movimenti { data punti descrizione }
    programma { euroPerPunto puntiMinimiBolletta livelli { livello sogliaPunti } anniValiditaPunti }
  }
}`;

export interface BonusFedeltaRecord {
  idanagrafica: number;
  punti: number;
  livello: string;
  sogliaProssimoLivello: number | null;
  idoneo: boolean;
  motivoNonIdoneo: string | null;
  scadenzaPunti: string | null;
  movimenti: { data: string; punti: number; descrizione: string }[];
  programma: {
    euroPerPunto: number;
    puntiMinimiBolletta: number;
    livelli: { livello: string; sogliaPunti: number }[];
    anniValiditaPunti: number;
  };
}
