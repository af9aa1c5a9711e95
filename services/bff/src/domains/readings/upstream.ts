// The data-service document of meter readings and the record it answers.

export const LETTURE_QUERY = `query Letture($idanagrafica: [Int!]!, $idrigaContratto: Int, $first: Int) {
  letture(idanagrafica: $idanagrafica, idrigaContratto: $idrigaContratto, first: $first) {
    idLettura idanagrafica idrigaContratto dataLettura lettura tipoLettura unitaMisura
  }
}`;

export interface LetturaRecord {
  idLettura: number;
  idanagrafica: number;
  idrigaContratto: number;
  dataLettura: string;
  lettura: number;
  tipoLettura: string | null;
  unitaMisura: string | null;
}
