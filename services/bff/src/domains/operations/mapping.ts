// Operation records → the API's Operation with its state history.
import { enumeratedRequired, optionalId, toHistory, utilityOf } from '../../graphql/mapping.ts';
import type { OperazioneRecord } from './upstream.ts';

export function toOperation(o: OperazioneRecord) {
  const kind = enumeratedRequired('operationKind', o.tipo);
  const state = enumeratedRequired('requestState', o.stato);
  return {
    id: String(o.idoperazione),
    registryId: String(o.idanagrafica),
    kind: kind.key,
    kindText: kind.text,
    description: o.descrizione,
    state: state.key,
    stateText: state.text,
    openedAt: o.dataApertura,
    updatedAt: o.dataUltimoAggiornamento,
    supplyId: optionalId(o.idfornitura),
    pointId: o.podPdr,
    utility: o.codUtility == null ? null : utilityOf(o.codUtility),
    history: toHistory(o.storico),
  };
}
