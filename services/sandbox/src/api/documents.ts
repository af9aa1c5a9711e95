// The customer area's document catalogue (docs/upstream-contract.md "Documents"): the supplier's
// forms and service charter, the same for every customer, and the supply conditions of each of the
// customer's contracts — personal, so only the token's own customer lists or downloads them (another
// customer's id is 404, like an unknown one). Texts in Italian or German (`lingua`); every file a
// real PDF.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { type DocumentListAnswer } from '@portal/upstream-contract/rest';
import type { Contratto } from '../data/model.ts';
import { renderDocument, type DocumentSheet } from '../pdf/document-pdf.ts';
import { formatDate } from '../pdf/invoice-pdf.ts';
import { notFound, ownRegistries, type DataDeps } from './data-http.ts';
import { sendPdf } from './invoices.ts';

/** tipo of a document. */
export const TIPI_DOCUMENTO = {
  conditions: 'condizioni',
  form: 'modulo',
  charter: 'carta',
} as const;

type Lingua = 'it' | 'de';
type Text = Record<Lingua, string>;

interface CatalogueEntry {
  iddocumento: string;
  tipo: (typeof TIPI_DOCUMENTO)[keyof typeof TIPI_DOCUMENTO];
  titolo: Text;
  descrizione: Text;
  sections: { heading: Text; text: Text }[];
}

/** The documents every customer has, in the supplier's two languages. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    iddocumento: 'carta-servizi',
    tipo: TIPI_DOCUMENTO.charter,
    titolo: { it: 'Carta dei servizi', de: 'Dienstleistungscharta' },
    descrizione: {
      it: 'I livelli di qualità commerciale garantiti e gli indennizzi automatici (ARERA TIQV).',
      de: 'Die garantierten Qualitätsstandards und die automatischen Entschädigungen (ARERA TIQV).',
    },
    sections: [
      {
        heading: { it: 'Tempi di risposta', de: 'Antwortfristen' },
        text: {
          it: 'Ai reclami scritti rispondiamo entro 30 giorni solari; alle richieste di rettifica di fatturazione entro 60 giorni solari.',
          de: 'Schriftliche Beschwerden beantworten wir innerhalb von 30 Kalendertagen, Anträge auf Rechnungsberichtigung innerhalb von 60 Kalendertagen.',
        },
      },
      {
        heading: { it: 'Indennizzi automatici', de: 'Automatische Entschädigungen' },
        text: {
          it: 'Se un livello specifico non è rispettato, l’indennizzo è accreditato nella prima bolletta utile.',
          de: 'Wird ein spezifischer Standard nicht eingehalten, wird die Entschädigung in der nächsten Rechnung gutgeschrieben.',
        },
      },
    ],
  },
  {
    iddocumento: 'modulo-sepa',
    tipo: TIPI_DOCUMENTO.form,
    titolo: {
      it: 'Modulo di mandato per l’addebito diretto SEPA',
      de: 'SEPA-Lastschriftmandat',
    },
    descrizione: {
      it: 'Per pagare le bollette con addebito automatico sul conto corrente.',
      de: 'Um die Rechnungen automatisch vom Girokonto abbuchen zu lassen.',
    },
    sections: [
      {
        heading: { it: 'Dati del conto', de: 'Kontodaten' },
        text: {
          it: 'Intestatario del conto: ____________________  Codice fiscale: ________________  IBAN: IT__ _ _____ _____ ____________',
          de: 'Kontoinhaber: ____________________  Steuernummer: ________________  IBAN: IT__ _ _____ _____ ____________',
        },
      },
      {
        heading: { it: 'Autorizzazione', de: 'Ermächtigung' },
        text: {
          it: 'Autorizzo il fornitore ad addebitare sul conto indicato gli importi delle bollette alla loro scadenza.',
          de: 'Ich ermächtige den Lieferanten, die Rechnungsbeträge bei Fälligkeit von dem angegebenen Konto einzuziehen.',
        },
      },
    ],
  },
  {
    iddocumento: 'modulo-voltura',
    tipo: TIPI_DOCUMENTO.form,
    titolo: { it: 'Modulo di voltura', de: 'Formular für die Umschreibung' },
    descrizione: {
      it: 'Per intestare una fornitura esistente a un nuovo titolare.',
      de: 'Um eine bestehende Lieferung auf einen neuen Inhaber umzuschreiben.',
    },
    sections: [
      {
        heading: { it: 'Nuovo intestatario', de: 'Neuer Inhaber' },
        text: {
          it: 'Nome e cognome: ____________________  Codice fiscale: ________________  POD/PDR: ________________',
          de: 'Vor- und Nachname: ____________________  Steuernummer: ________________  POD/PDR: ________________',
        },
      },
    ],
  },
  {
    iddocumento: 'modulo-reclamo',
    tipo: TIPI_DOCUMENTO.form,
    titolo: { it: 'Modulo per reclami', de: 'Beschwerdeformular' },
    descrizione: {
      it: 'Per presentare un reclamo scritto anche per posta o PEC.',
      de: 'Um eine schriftliche Beschwerde auch per Post oder PEC einzureichen.',
    },
    sections: [
      {
        heading: { it: 'Il reclamo', de: 'Die Beschwerde' },
        text: {
          it: 'Codice cliente: ________  POD/PDR: ________________  Descrizione: ____________________________________________',
          de: 'Kundennummer: ________  POD/PDR: ________________  Beschreibung: ____________________________________________',
        },
      },
    ],
  },
];

/** At most this many contracts' conditions in one list (a large business has thousands of rows). */
export const MAX_CONDITIONS = 50;

const CONDITIONS_PREFIX = 'condizioni-';

const ListQuery = Type.Object({
  lingua: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')])),
});
const PdfQuery = Type.Object({
  iddocumento: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
  lingua: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')])),
});

function conditionsTitle(c: Contratto, lingua: Lingua): string {
  return lingua === 'de'
    ? `Allgemeine Lieferbedingungen – Vertrag ${c.codiceContratto}`
    : `Condizioni generali di fornitura – contratto ${c.codiceContratto}`;
}

function conditionsDescription(c: Contratto, lingua: Lingua): string {
  const gas = c.codUtility === 1;
  return lingua === 'de'
    ? `${gas ? 'Gas' : 'Strom'}, Angebot ${c.prodotto}, unterzeichnet am ${formatDate(c.dataStipula)}.`
    : `${gas ? 'Gas' : 'Luce'}, offerta ${c.prodotto}, sottoscritto il ${formatDate(c.dataStipula)}.`;
}

/** One entry per contract (not per row) of the registries, the newest signed first. */
function contractsOf(deps: DataDeps, own: ReadonlySet<number>): Contratto[] {
  const byId = new Map<number, Contratto>();
  for (const id of own)
    for (const c of deps.store.data.contratti.get(id) ?? [])
      if (!byId.has(c.idcontratto)) byId.set(c.idcontratto, c);
  return [...byId.values()]
    .sort((a, b) => b.dataStipula.localeCompare(a.dataStipula) || b.idcontratto - a.idcontratto)
    .slice(0, MAX_CONDITIONS);
}

export async function registerDocumentRoutes(app: FastifyInstance, deps: DataDeps): Promise<void> {
  const updated = () => `${deps.store.today().slice(0, 4)}-01-01`;

  app.get('/api/documenti/list', { schema: { querystring: ListQuery } }, async (request) => {
    const lingua = (request.query as Static<typeof ListQuery>).lingua ?? 'it';
    const general = CATALOGUE.map((d) => ({
      iddocumento: d.iddocumento,
      tipo: d.tipo,
      titolo: d.titolo[lingua],
      descrizione: d.descrizione[lingua],
      lingua,
      idanagrafica: null,
      codiceContratto: null,
      dataAggiornamento: updated(),
    }));
    const personal = contractsOf(deps, ownRegistries(request)).map((c) => ({
      iddocumento: `${CONDITIONS_PREFIX}${c.idcontratto}`,
      tipo: TIPI_DOCUMENTO.conditions,
      titolo: conditionsTitle(c, lingua),
      descrizione: conditionsDescription(c, lingua),
      lingua,
      idanagrafica: c.idanagrafica,
      codiceContratto: c.codiceContratto,
      dataAggiornamento: c.dataStipula,
    }));
    return { documenti: [...personal, ...general] } satisfies Static<typeof DocumentListAnswer>;
  });

  app.get('/api/documenti/pdf', { schema: { querystring: PdfQuery } }, async (request, reply) => {
    const { iddocumento, lingua = 'it' } = request.query as Static<typeof PdfQuery>;
    let sheet: DocumentSheet | null = null;
    const entry = CATALOGUE.find((d) => d.iddocumento === iddocumento);
    if (entry) {
      sheet = {
        title: entry.titolo[lingua],
        holder: [],
        updated: `${lingua === 'de' ? 'Stand' : 'Aggiornato al'} ${formatDate(updated())}`,
        sections: entry.sections.map((s) => ({
          heading: s.heading[lingua],
          text: s.text[lingua],
        })),
      };
    } else if (iddocumento.startsWith(CONDITIONS_PREFIX)) {
      const idcontratto = Number(iddocumento.slice(CONDITIONS_PREFIX.length));
      const own = ownRegistries(request);
      const contract = [...own]
        .flatMap((id) => deps.store.data.contratti.get(id) ?? [])
        .find((c) => c.idcontratto === idcontratto);
      const holder = contract ? deps.store.data.anagrafiche.get(contract.idanagrafica) : undefined;
      if (contract && holder) {
        const de = lingua === 'de';
        sheet = {
          title: conditionsTitle(contract, lingua),
          holder: [
            holder.ragSoc,
            `${holder.indirizzo}, ${holder.cap} ${holder.localita} (${holder.provincia})`,
            `${contract.codUtility === 1 ? 'PDR' : 'POD'}: ${contract.codicePunto}`,
            conditionsDescription(contract, lingua),
          ],
          updated: `${de ? 'Stand' : 'Aggiornato al'} ${formatDate(contract.dataStipula)}`,
          sections: [
            {
              heading: de ? 'Gegenstand' : 'Oggetto',
              text: de
                ? `Lieferung von ${contract.codUtility === 1 ? 'Erdgas' : 'elektrischer Energie'} an die oben genannte Lieferstelle zum Angebot ${contract.prodotto}.`
                : `Fornitura di ${contract.codUtility === 1 ? 'gas naturale' : 'energia elettrica'} al punto indicato sopra alle condizioni dell’offerta ${contract.prodotto}.`,
            },
            {
              heading: de ? 'Abrechnung und Zahlung' : 'Fatturazione e pagamento',
              text: de
                ? `Rechnungsstellung: ${contract.frequenzaFatturazione}. Zahlungsart: ${contract.tipoPagamento}.`
                : `Fatturazione: ${contract.frequenzaFatturazione}. Modalità di pagamento: ${contract.tipoPagamento}.`,
            },
            {
              heading: de ? 'Rücktritt' : 'Recesso',
              text: de
                ? 'Der Kunde kann jederzeit kostenlos vom Vertrag zurücktreten; der Rücktritt wird zum ersten Tag des zweiten Folgemonats wirksam.'
                : 'Il cliente può recedere in ogni momento senza oneri; il recesso ha effetto dal primo giorno del secondo mese successivo.',
            },
          ],
        };
      }
    }
    if (!sheet) return notFound(reply, `document ${iddocumento}`);
    return sendPdf(
      reply,
      await renderDocument(sheet, deps.store.data.supplier),
      `${iddocumento}.pdf`,
    );
  });
}
