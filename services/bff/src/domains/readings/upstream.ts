// The data-service document of meter readings and the record it answers.
import type { Lettura } from '@portal/upstream-contract/records';

export const LETTURE_QUERY = `query Letture($idanagrafica: [Int!]!, $idrigaContratto: Int, $first: Int) {
  letture(idanagrafica: $idanagrafica, idrigaContratto: $idrigaContratto, first: $first) {
    idLettura idanagrafica idrigaContratto dataLettura lettura tipoLettura unitaMisura
  }
}`;

export type LetturaRecord = Pick<
  Lettura,
  | 'idLettura'
  | 'idanagrafica'
  | 'idrigaContratto'
  | 'dataLettura'
  | 'lettura'
  | 'tipoLettura'
  | 'unitaMisura'
>;
