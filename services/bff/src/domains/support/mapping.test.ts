import { describe, expect, it } from 'vitest';
import { paragraphsOf, toSupportCase } from './mapping.ts';
import type { RichiestaScrittaRecord } from './upstream.ts';

describe('support mapping', () => {
  it('turns WordPress rendered HTML into plain paragraphs, entities decoded, no markup left', () => {
    expect(
      paragraphsOf(
        '<p>L&#039;IVA è esposta &amp; non pagata.</p>\n<p>Scrivete a <a href="x">noi</a>.<br/>Grazie &#x263A;</p>',
      ),
    ).toEqual(["L'IVA è esposta & non pagata.", 'Scrivete a noi.', 'Grazie ☺']);
    expect(paragraphsOf(undefined)).toEqual([]);
    expect(paragraphsOf('<p> </p>')).toEqual([]);
  });

  it('maps a written request: TIQV kind from tipoRichiesta, OTHER for an unknown word, §4 request state', () => {
    const record: RichiestaScrittaRecord = {
      idRichiesta: 7,
      numeroPratica: 'RS-2026-000007',
      idanagrafica: 200001,
      tipoRichiesta: 'rettificaFatturazione',
      oggetto: 'Consumi',
      messaggio: 'Testo',
      idfornitura: null,
      podPdr: null,
      codUtility: 1,
      numeroFattura: 'FT2026/1',
      dataRichiesta: '2026-11-22T12:00:00',
      dataScadenzaRisposta: '2027-01-21',
      stato: 'Trasmessa',
    };
    expect(toSupportCase(record)).toMatchObject({
      id: '7',
      kind: 'BILLING_RECTIFICATION',
      state: 'TRANSMITTED',
      utility: 'GAS',
      supplyId: null,
      answerDueOn: '2027-01-21',
    });
    expect(toSupportCase({ ...record, tipoRichiesta: 'segnalazione' })).toMatchObject({
      kind: 'OTHER',
      kindText: 'segnalazione',
    });
  });
});
