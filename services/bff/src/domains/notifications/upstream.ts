// The data-service documents of notifications and the record they answer.
import type { Notifica } from '@portal/upstream-contract/records';

export const NOTIFICHE_QUERY = `query Notifiche($idanagrafica: [Int!]!, $letta: Boolean, $first: Int, $offset: Int) {
  notifiche(idanagrafica: $idanagrafica, letta: $letta, first: $first, offset: $offset) {
    totalCount nonLette nodes { idnotifica idanagrafica categoria titolo testo dataCreazione letta link }
  }
}`;

/** Notifications of the session's registries, to prove a notification id before marking it. */
export const NOTIFICHE_IDS_QUERY = `query NotificheIds($idanagrafica: [Int!]!, $first: Int) {
  notifiche(idanagrafica: $idanagrafica, first: $first) { totalCount nodes { idnotifica idanagrafica } }
}`;

export const SEGNA_NOTIFICA_MUTATION = `mutation SegnaNotificaLetta($idnotifica: Int!, $letta: Boolean) {
  segnaNotificaLetta(idnotifica: $idnotifica, letta: $letta) { idnotifica idanagrafica categoria titolo testo dataCreazione letta link }
}`;

/** Every unread notification of the registries marked read; answers how many (an upstream write). */
export const SEGNA_TUTTE_MUTATION = `mutation SegnaNotificheLette($idanagrafica: [Int!]!) {
  segnaNotificheLette(idanagrafica: $idanagrafica)
}`;

export type NotificaRecord = Notifica;
