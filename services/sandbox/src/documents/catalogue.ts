// The supplier's general documents of the customer area (docs/upstream-contract.md "Documents"):
// the service charter and the forms, each for the customers it concerns (households, businesses
// and public bodies, or everyone) and the commodity it concerns (gas, light, or both), in Italian
// and German. Each one is data for the document generator (pdf/generator.ts), with the brand's
// contacts filled in where a customer needs them.
import type { Field, Lingua, Section, SupplierDocument } from '../pdf/generator.ts';
import { formatDate } from '../pdf/invoice-pdf.ts';
import type { Supplier } from '../supplier.ts';

/** tipo of a document. */
export const TIPI_DOCUMENTO = {
  conditions: 'condizioni',
  form: 'modulo',
  charter: 'carta',
  guaranteeOfOrigin: 'garanzia-origine',
} as const;

/** Whom a general document concerns: households (retail), businesses and public bodies, everyone. */
export type Clientela = 'tutti' | 'domestici' | 'business';

type Text = Record<Lingua, string>;

export interface GeneralDocument {
  iddocumento: string;
  tipo: (typeof TIPI_DOCUMENTO)['form' | 'charter'];
  clientela: Clientela;
  /** The commodity it concerns (§1: 0 power, 1 gas); null for both. */
  codUtility: 0 | 1 | null;
  titolo: Text;
  descrizione: Text;
  sections: (lingua: Lingua, supplier: Supplier) => Section[];
}

const BLANK = '______________________________';
const blank = (...labels: string[]): Field[] => labels.map((label) => ({ label, value: BLANK }));

const customer = (lingua: Lingua): Section =>
  lingua === 'de'
    ? {
        heading: 'Kundendaten',
        blocks: [
          {
            fields: blank(
              'Vor- und Nachname oder Firma',
              'Steuernummer oder MwSt.-Nr.',
              'Kundennummer',
              'Telefon',
              'E-Mail',
              'POD/PDR',
            ),
          },
        ],
      }
    : {
        heading: 'Dati del cliente',
        blocks: [
          {
            fields: blank(
              'Nome e cognome o ragione sociale',
              'Codice fiscale o partita IVA',
              'Codice cliente',
              'Telefono',
              'E-mail',
              'POD/PDR',
            ),
          },
        ],
      };

const signature = (lingua: Lingua, supplier: Supplier): Section =>
  lingua === 'de'
    ? {
        heading: 'Unterschrift und Versand',
        blocks: [
          { fields: blank('Ort und Datum', 'Unterschrift') },
          {
            paragraph: `Senden Sie das unterschriebene Formular mit einer Kopie eines Ausweises an ${supplier.email} oder über das Kundenportal. Unternehmen und Körperschaften können auch an ${supplier.pec} (PEC) schreiben.`,
          },
        ],
      }
    : {
        heading: 'Firma e invio',
        blocks: [
          { fields: blank('Luogo e data', 'Firma') },
          {
            paragraph: `Invia il modulo firmato con la copia di un documento di identità a ${supplier.email} o dall'area clienti del portale. Imprese ed enti possono scrivere anche a ${supplier.pec} (PEC).`,
          },
        ],
      };

const privacy = (lingua: Lingua, supplier: Supplier): Section =>
  lingua === 'de'
    ? {
        heading: 'Datenschutz',
        blocks: [
          {
            paragraph: `${supplier.companyName} verarbeitet die Daten dieses Formulars nur, um den Antrag zu bearbeiten und die gesetzlichen Pflichten zu erfüllen (Art. 6 Abs. 1 Buchst. b und c DSGVO). Die vollständige Datenschutzerklärung steht im Kundenportal.`,
          },
        ],
      }
    : {
        heading: 'Trattamento dei dati personali',
        blocks: [
          {
            paragraph: `${supplier.companyName} tratta i dati di questo modulo solo per gestire la richiesta e adempiere agli obblighi di legge (art. 6, par. 1, lett. b e c del GDPR). L'informativa completa è nel portale clienti.`,
          },
        ],
      };

/** The documents of the catalogue, in the order the customer area lists them. */
export const CATALOGUE: readonly GeneralDocument[] = [
  {
    iddocumento: 'carta-servizi',
    tipo: TIPI_DOCUMENTO.charter,
    clientela: 'tutti',
    codUtility: null,
    titolo: { it: 'Carta dei servizi', de: 'Dienstleistungscharta' },
    descrizione: {
      it: 'I livelli di qualità commerciale garantiti e gli indennizzi automatici (ARERA TIQV).',
      de: 'Die garantierten Qualitätsstandards und die automatischen Entschädigungen (ARERA TIQV).',
    },
    sections: (lingua, supplier) =>
      lingua === 'de'
        ? [
            {
              heading: 'Wer wir sind',
              blocks: [
                {
                  paragraph: `${supplier.companyName} liefert Strom und Erdgas an Haushalte, Unternehmen und öffentliche Körperschaften. Diese Charta sagt, welche Qualität wir bei Anfragen, Beschwerden und Rechnungen zusichern und was Ihnen zusteht, wenn wir sie nicht einhalten.`,
                },
              ],
            },
            {
              heading: 'So erreichen Sie uns',
              blocks: [
                {
                  fields: [
                    { label: 'Kundenservice', value: `${supplier.phone} - ${supplier.email}` },
                    {
                      label: 'Unternehmen und Körperschaften',
                      value: `${supplier.businessPhone} - ${supplier.businessEmail}`,
                    },
                    { label: 'PEC', value: supplier.pec },
                    { label: 'Postanschrift', value: supplier.registeredOffice },
                  ],
                },
              ],
            },
            {
              heading: 'Spezifische Qualitätsstandards',
              blocks: [
                {
                  table: {
                    columns: ['Leistung', 'Höchstfrist', 'Automatische Entschädigung'],
                    widths: [3, 1.2, 1.6],
                    rows: [
                      ['Begründete Antwort auf schriftliche Beschwerden', '30 Tage', '25,00 EUR'],
                      ['Berichtigung einer Rechnung', '60 Tage', '25,00 EUR'],
                      ['Berichtigung einer Doppelrechnung', '20 Tage', '25,00 EUR'],
                    ],
                  },
                },
                {
                  paragraph:
                    'Die Entschädigung verdoppelt sich, wenn die Leistung mehr als doppelt so spät erbracht wird, und verdreifacht sich ab der dreifachen Frist. Sie wird in der ersten Rechnung nach Ablauf der Frist gutgeschrieben, ohne dass Sie sie beantragen müssen.',
                },
              ],
            },
            {
              heading: 'Beschwerden und Schlichtung',
              blocks: [
                {
                  paragraph:
                    'Beschwerden können Sie über das Kundenportal, per E-Mail, PEC oder Post einreichen. Sind Sie mit der Antwort nicht zufrieden oder erhalten Sie innerhalb von 40 Tagen keine, können Sie kostenlos die Schlichtungsstelle der Regulierungsbehörde ARERA anrufen.',
                },
              ],
            },
          ]
        : [
            {
              heading: 'Chi siamo',
              blocks: [
                {
                  paragraph: `${supplier.companyName} fornisce energia elettrica e gas naturale a famiglie, imprese e pubbliche amministrazioni. Questa carta dice quale qualità garantiamo nelle risposte, nei reclami e nelle bollette e che cosa ti spetta quando non la rispettiamo.`,
                },
              ],
            },
            {
              heading: 'Come contattarci',
              blocks: [
                {
                  fields: [
                    { label: 'Servizio clienti', value: `${supplier.phone} - ${supplier.email}` },
                    {
                      label: 'Imprese ed enti',
                      value: `${supplier.businessPhone} - ${supplier.businessEmail}`,
                    },
                    { label: 'PEC', value: supplier.pec },
                    { label: 'Indirizzo postale', value: supplier.registeredOffice },
                  ],
                },
              ],
            },
            {
              heading: 'Livelli specifici di qualità commerciale',
              blocks: [
                {
                  table: {
                    columns: ['Prestazione', 'Tempo massimo', 'Indennizzo automatico'],
                    widths: [3, 1.2, 1.6],
                    rows: [
                      ['Risposta motivata ai reclami scritti', '30 giorni', '25,00 EUR'],
                      ['Rettifica di fatturazione', '60 giorni', '25,00 EUR'],
                      ['Rettifica di doppia fatturazione', '20 giorni', '25,00 EUR'],
                    ],
                  },
                },
                {
                  paragraph:
                    "L'indennizzo raddoppia se la prestazione arriva oltre il doppio del tempo massimo e triplica oltre il triplo. È accreditato nella prima bolletta utile dopo la scadenza, senza che tu debba chiederlo.",
                },
              ],
            },
            {
              heading: 'Reclami e conciliazione',
              blocks: [
                {
                  paragraph:
                    "Puoi presentare un reclamo dal portale clienti, per e-mail, PEC o posta. Se la risposta non ti soddisfa o non arriva entro 40 giorni, puoi rivolgerti gratuitamente al Servizio Conciliazione dell'Autorità di Regolazione per Energia Reti e Ambiente (ARERA).",
                },
              ],
            },
          ],
  },
  {
    iddocumento: 'modulo-sepa',
    tipo: TIPI_DOCUMENTO.form,
    clientela: 'tutti',
    codUtility: null,
    titolo: { it: 'Modulo di mandato per l’addebito diretto SEPA', de: 'SEPA-Lastschriftmandat' },
    descrizione: {
      it: 'Per pagare le bollette con addebito automatico sul conto corrente.',
      de: 'Um die Rechnungen automatisch vom Girokonto abbuchen zu lassen.',
    },
    sections: (lingua, supplier) => [
      customer(lingua),
      lingua === 'de'
        ? {
            heading: 'Kontodaten',
            blocks: [
              { fields: blank('Kontoinhaber', 'Steuernummer des Inhabers', 'IBAN', 'Bank') },
            ],
          }
        : {
            heading: 'Dati del conto',
            blocks: [
              { fields: blank('Intestatario del conto', 'Codice fiscale', 'IBAN', 'Banca') },
            ],
          },
      {
        heading: lingua === 'de' ? 'Ermächtigung' : 'Autorizzazione',
        blocks: [
          {
            paragraph:
              lingua === 'de'
                ? `Ich ermächtige ${supplier.companyName}, die Rechnungsbeträge bei Fälligkeit von dem angegebenen Konto einzuziehen, und weise meine Bank an, die Lastschriften einzulösen. Ich kann innerhalb von acht Wochen ab dem Belastungsdatum die Erstattung verlangen.`
                : `Autorizzo ${supplier.companyName} ad addebitare sul conto indicato gli importi delle bollette alla loro scadenza e la mia banca a eseguire gli addebiti. Posso chiedere il rimborso entro otto settimane dalla data dell'addebito.`,
          },
        ],
      },
      signature(lingua, supplier),
      privacy(lingua, supplier),
    ],
  },
  {
    iddocumento: 'modulo-voltura',
    tipo: TIPI_DOCUMENTO.form,
    clientela: 'tutti',
    codUtility: null,
    titolo: { it: 'Modulo di voltura', de: 'Formular für die Umschreibung' },
    descrizione: {
      it: 'Per intestare una fornitura esistente a un nuovo titolare.',
      de: 'Um eine bestehende Lieferung auf einen neuen Inhaber umzuschreiben.',
    },
    sections: (lingua, supplier) => [
      lingua === 'de'
        ? {
            heading: 'Bisheriger Inhaber',
            blocks: [{ fields: blank('Vor- und Nachname oder Firma', 'Steuernummer', 'POD/PDR') }],
          }
        : {
            heading: 'Intestatario uscente',
            blocks: [
              { fields: blank('Nome e cognome o ragione sociale', 'Codice fiscale', 'POD/PDR') },
            ],
          },
      lingua === 'de'
        ? {
            heading: 'Neuer Inhaber',
            blocks: [
              {
                fields: blank(
                  'Vor- und Nachname oder Firma',
                  'Steuernummer oder MwSt.-Nr.',
                  'Rechnungsadresse',
                  'Zählerstand am Tag der Umschreibung',
                ),
              },
            ],
          }
        : {
            heading: 'Nuovo intestatario',
            blocks: [
              {
                fields: blank(
                  'Nome e cognome o ragione sociale',
                  'Codice fiscale o partita IVA',
                  'Indirizzo di recapito',
                  'Lettura del contatore alla data della voltura',
                ),
              },
            ],
          },
      {
        heading: lingua === 'de' ? 'Wie es weitergeht' : 'Come procede',
        blocks: [
          {
            paragraph:
              lingua === 'de'
                ? 'Die Umschreibung wird innerhalb von zwei Arbeitstagen an den Netzbetreiber weitergeleitet und gilt ohne Unterbrechung der Lieferung. Der bisherige Inhaber erhält eine Schlussrechnung zum angegebenen Zählerstand.'
                : 'La voltura è inoltrata al distributore entro due giorni lavorativi e avviene senza interrompere la fornitura. Il titolare uscente riceve una bolletta di chiusura alla lettura indicata.',
          },
        ],
      },
      signature(lingua, supplier),
      privacy(lingua, supplier),
    ],
  },
  {
    iddocumento: 'modulo-reclamo',
    tipo: TIPI_DOCUMENTO.form,
    clientela: 'tutti',
    codUtility: null,
    titolo: { it: 'Modulo per reclami', de: 'Beschwerdeformular' },
    descrizione: {
      it: 'Per presentare un reclamo scritto anche per posta o PEC.',
      de: 'Um eine schriftliche Beschwerde auch per Post oder PEC einzureichen.',
    },
    sections: (lingua, supplier) => [
      customer(lingua),
      lingua === 'de'
        ? {
            heading: 'Die Beschwerde',
            blocks: [
              { fields: blank('Betroffene Rechnung (Nummer)', 'Zeitraum') },
              { paragraph: `Beschreibung: ${BLANK}${BLANK}${BLANK}` },
              {
                paragraph:
                  'Wir antworten schriftlich und begründet innerhalb von 30 Kalendertagen; sonst erhalten Sie die automatische Entschädigung der Dienstleistungscharta.',
              },
            ],
          }
        : {
            heading: 'Il reclamo',
            blocks: [
              { fields: blank('Bolletta interessata (numero)', 'Periodo') },
              { paragraph: `Descrizione: ${BLANK}${BLANK}${BLANK}` },
              {
                paragraph:
                  "Rispondiamo per iscritto e in modo motivato entro 30 giorni solari; altrimenti ricevi l'indennizzo automatico della carta dei servizi.",
              },
            ],
          },
      signature(lingua, supplier),
      privacy(lingua, supplier),
    ],
  },
  {
    iddocumento: 'dichiarazione-iva-agevolata',
    tipo: TIPI_DOCUMENTO.form,
    clientela: 'business',
    codUtility: null,
    titolo: {
      it: 'Dichiarazione per l’IVA agevolata',
      de: 'Erklärung für den ermäßigten Mehrwertsteuersatz',
    },
    descrizione: {
      it: 'Per le imprese manifatturiere e agricole che hanno diritto all’aliquota IVA del 10%.',
      de: 'Für Herstellungs- und Landwirtschaftsbetriebe mit Anspruch auf 10 % Mehrwertsteuer.',
    },
    sections: (lingua, supplier) => [
      customer(lingua),
      lingua === 'de'
        ? {
            heading: 'Erklärung',
            blocks: [
              { fields: blank('ATECO-Code der Tätigkeit', 'Betroffene Lieferstellen (POD/PDR)') },
              {
                paragraph:
                  'Der Unterzeichnete erklärt nach Art. 47 DPR 445/2000, dass die gelieferte Energie in einem Herstellungs- oder Landwirtschaftsbetrieb verwendet wird (Tabelle A, Teil III, Nr. 103 DPR 633/1972), und verpflichtet sich, jede Änderung mitzuteilen. Der ermäßigte Satz gilt ab der ersten Rechnung nach Eingang der Erklärung.',
              },
            ],
          }
        : {
            heading: 'Dichiarazione',
            blocks: [
              { fields: blank('Codice ATECO dell’attività', 'Punti interessati (POD/PDR)') },
              {
                paragraph:
                  "Il sottoscritto dichiara, ai sensi dell'art. 47 del DPR 445/2000, che l'energia fornita è impiegata in un'impresa manifatturiera o agricola (tabella A, parte III, n. 103 del DPR 633/1972) e si impegna a comunicare ogni variazione. L'aliquota ridotta vale dalla prima bolletta emessa dopo il ricevimento della dichiarazione.",
              },
            ],
          },
      signature(lingua, supplier),
    ],
  },
  {
    iddocumento: 'istanza-accise-gas',
    tipo: TIPI_DOCUMENTO.form,
    clientela: 'business',
    codUtility: 1,
    titolo: {
      it: 'Istanza per l’accisa ridotta sul gas per uso industriale',
      de: 'Antrag auf ermäßigte Akzise auf Gas für industrielle Nutzung',
    },
    descrizione: {
      it: 'Per applicare l’aliquota di accisa degli usi industriali ai punti di riconsegna dell’impresa.',
      de: 'Um den Akzisesatz für industrielle Nutzung auf die Lieferstellen des Unternehmens anzuwenden.',
    },
    sections: (lingua, supplier) => [
      customer(lingua),
      lingua === 'de'
        ? {
            heading: 'Nutzung des Gases',
            blocks: [
              { fields: blank('PDR', 'Tätigkeit am Standort', 'Jahresverbrauch (Smc)') },
              {
                paragraph:
                  'Der Antrag wird an die Zoll- und Monopolagentur weitergeleitet; bis zu ihrer Bestätigung wird der Satz für zivile Nutzung berechnet und danach rückwirkend ausgeglichen.',
              },
            ],
          }
        : {
            heading: 'Impiego del gas',
            blocks: [
              { fields: blank('PDR', 'Attività svolta nel sito', 'Consumo annuo (Smc)') },
              {
                paragraph:
                  "L'istanza è trasmessa all'Agenzia delle Dogane e dei Monopoli; fino alla sua conferma si applica l'aliquota degli usi civili, poi conguagliata.",
              },
            ],
          },
      signature(lingua, supplier),
    ],
  },
];

/** A general document as the generator draws it, with its edition. */
export function generalDocument(
  entry: GeneralDocument,
  lingua: Lingua,
  supplier: Supplier,
  edition: string,
): SupplierDocument {
  const de = lingua === 'de';
  return {
    title: entry.titolo[lingua],
    subtitle: `${de ? 'Stand' : 'Aggiornato al'} ${formatDate(edition)}`,
    fields: [
      { label: de ? 'Dokument' : 'Documento', value: entry.iddocumento },
      { label: de ? 'Ausgabe' : 'Edizione', value: formatDate(edition) },
    ],
    sections: [
      {
        heading: de ? 'Wozu es dient' : 'A cosa serve',
        blocks: [{ paragraph: entry.descrizione[lingua] }],
      },
      ...entry.sections(lingua, supplier),
    ],
  };
}
