// Operation records → the API's Operation with its state history.
import { OTHER } from '@portal/shared/enumerations';
import { setTextValue } from '@portal/shared/set-texts';
import { enumeratedRequired, optionalId, toHistory, utilityOf } from '../../graphql/mapping.ts';
import type { OperazioneRecord } from './upstream.ts';

/** `textLanguage`: the language of the operation's registry's free text (registryLanguage). */
export function toOperation(o: OperazioneRecord, textLanguage: 'it' | 'de' = 'it') {
  const kind = enumeratedRequired('operationKind', o.tipo);
  const description = setTextValue('operationDescription', o.descrizione) ?? { key: OTHER };
  const state = enumeratedRequired('requestState', o.stato);
  return {
    id: String(o.idoperazione),
    registryId: String(o.idanagrafica),
    kind: kind.key,
    kindText: kind.text,
    description: o.descrizione,
    descriptionKind: description.key,
    textLanguage,
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
