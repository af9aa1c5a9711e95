// The business customers' FAQ of the content site: WordPress posts in the
// category 'faq-business', in Italian and German. The site's main query leaves this category out
// (the posts list stays the news), so they are read with ?categories=<id> (docs/upstream-contract.md).
import { addDays, toYmd, romeToday } from '../data/dates.ts';
import { FAQ_RETAIL_CATEGORY, RETAIL_ENTRIES } from './faq-retail.ts';
import type { Post } from './posts.ts';

export interface WpCategory {
  id: number;
  slug: string;
  name: Record<'it' | 'de', string>;
}

export const FAQ_BUSINESS_CATEGORY: WpCategory = {
  id: 41,
  slug: 'faq-business',
  name: {
    it: 'Domande frequenti imprese ed enti',
    de: 'Häufige Fragen für Unternehmen und Körperschaften',
  },
};

/** [slug, Italian question, Italian answer, German question, German answer] */
export type FaqEntry = readonly [string, string, string, string, string];

const ENTRIES: readonly FaqEntry[] = [
  [
    'split-payment',
    'Come funziona la scissione dei pagamenti (split payment)?',
    "Le pubbliche amministrazioni e le società soggette all'art. 17-ter del DPR 633/1972 ricevono fatture con la dicitura «scissione dei pagamenti»: l'IVA è esposta in fattura ma non va pagata a noi. Si paga solo l'imponibile e l'IVA si versa direttamente all'Erario. Se il vostro regime cambia, inviateci una richiesta scritta con la documentazione: la variazione vale dalla prima fattura emessa dopo la registrazione.",
    'Wie funktioniert die Spaltung der Zahlung (Split Payment)?',
    'Öffentliche Verwaltungen und Gesellschaften, die Art. 17-ter DPR 633/1972 unterliegen, erhalten Rechnungen mit dem Vermerk „scissione dei pagamenti“: Die Mehrwertsteuer steht auf der Rechnung, wird aber nicht an uns gezahlt. Sie zahlen nur den Nettobetrag und führen die Mehrwertsteuer direkt an den Staat ab. Ändert sich Ihre Regelung, senden Sie uns eine schriftliche Anfrage mit den Unterlagen: Die Änderung gilt ab der ersten Rechnung nach ihrer Erfassung.',
  ],
  [
    'fattura-elettronica-sdi',
    'Come ricevo le fatture elettroniche tramite SDI?',
    "Tutte le fatture sono trasmesse al Sistema di Interscambio (SDI) dell'Agenzia delle Entrate. Le imprese le ricevono al codice destinatario di 7 caratteri o alla PEC registrati presso lo SDI; le pubbliche amministrazioni al codice univoco ufficio di 6 caratteri pubblicato sull'Indice PA. Il PDF che trovate nel portale è una copia di cortesia: fa fede il file XML ricevuto dallo SDI.",
    'Wie erhalte ich die elektronischen Rechnungen über das SDI?',
    'Alle Rechnungen werden an das Austauschsystem (SDI) der Agentur der Einnahmen übermittelt. Unternehmen erhalten sie über den 7-stelligen Empfängerkodex oder die beim SDI hinterlegte PEC-Adresse, öffentliche Verwaltungen über den 6-stelligen eindeutigen Amtskodex aus dem Verzeichnis der öffentlichen Verwaltungen (IPA). Das PDF im Portal ist eine Höflichkeitskopie: Maßgeblich ist die XML-Datei aus dem SDI.',
  ],
  [
    'cig-cup-pubblica-amministrazione',
    'Dove indichiamo CIG, CUP e codice univoco ufficio?',
    'Per le pubbliche amministrazioni CIG e, se previsto, CUP del contratto sono riportati in ogni fattura elettronica, insieme al codice univoco ufficio. Se cambiano (nuova convenzione, nuovo ufficio destinatario) inviateci una richiesta di informazioni indicando i nuovi codici: le fatture con codici errati vengono scartate dallo SDI e riemesse.',
    'Wo geben wir CIG, CUP und den eindeutigen Amtskodex an?',
    'Bei öffentlichen Verwaltungen stehen der CIG und, falls vorgesehen, der CUP des Vertrags zusammen mit dem eindeutigen Amtskodex auf jeder elektronischen Rechnung. Ändern sie sich (neue Konvention, neues Empfängeramt), senden Sie uns eine Informationsanfrage mit den neuen Kodizes: Rechnungen mit falschen Kodizes weist das SDI zurück, und wir stellen sie neu aus.',
  ],
  [
    'letture-consumi-stimati',
    'Perché in fattura trovo consumi stimati?',
    "Le letture sono rilevate dal distributore locale: per l'energia elettrica quasi sempre in telelettura, per il gas secondo il calendario del distributore. Se una lettura manca, la fattura si basa su una stima e il conguaglio arriva con la lettura effettiva. Per il gas potete comunicare l'autolettura nella finestra indicata: evita stime e conguagli.",
    'Warum stehen auf der Rechnung geschätzte Verbräuche?',
    'Die Zählerstände erhebt der örtliche Verteilernetzbetreiber: beim Strom fast immer per Fernablesung, beim Gas nach dem Kalender des Verteilers. Fehlt ein Zählerstand, beruht die Rechnung auf einer Schätzung, und die Abrechnung folgt mit dem tatsächlichen Zählerstand. Beim Gas können Sie im angegebenen Zeitraum eine Selbstablesung mitteilen: Das vermeidet Schätzungen und Nachzahlungen.',
  ],
  [
    'variazione-potenza',
    'Come chiedo un aumento o una riduzione di potenza?',
    'Inviate una richiesta di informazioni indicando il POD e la potenza desiderata: vi mandiamo il preventivo del distributore con i contributi previsti da ARERA. Dopo la vostra accettazione il distributore esegue il lavoro, di norma entro 15 giorni lavorativi se non servono interventi complessi; la nuova potenza compare nella pagina delle forniture.',
    'Wie beantrage ich eine Erhöhung oder Senkung der Leistung?',
    'Senden Sie eine Informationsanfrage mit dem POD und der gewünschten Leistung: Wir schicken Ihnen den Kostenvoranschlag des Verteilers mit den von ARERA vorgesehenen Beiträgen. Nach Ihrer Annahme führt der Verteiler die Arbeit aus, in der Regel innerhalb von 15 Arbeitstagen, wenn keine aufwendigen Eingriffe nötig sind; die neue Leistung erscheint auf der Seite der Lieferstellen.',
  ],
  [
    'modifiche-contratto',
    'Come modifico ragione sociale, sede o dati di fatturazione del contratto?',
    "Le variazioni anagrafiche (ragione sociale, sede legale, partita IVA dopo un'operazione straordinaria) richiedono una richiesta scritta con la visura camerale aggiornata. Indirizzo di recapito, e-mail e telefono si cambiano dal profilo; il metodo di pagamento con un nuovo mandato SEPA. Le modifiche valgono dalla prima fattura successiva alla loro registrazione.",
    'Wie ändere ich Firmenname, Sitz oder Rechnungsdaten des Vertrags?',
    'Änderungen der Stammdaten (Firmenname, Rechtssitz, Mehrwertsteuernummer nach einer außerordentlichen Maßnahme) erfordern eine schriftliche Anfrage mit dem aktuellen Handelsregisterauszug. Zustelladresse, E-Mail und Telefon ändern Sie im Profil, die Zahlungsart mit einem neuen SEPA-Mandat. Die Änderungen gelten ab der ersten Rechnung nach ihrer Erfassung.',
  ],
  [
    'scaricare-piu-fatture',
    'Come scarico molte fatture in una volta?',
    "Nella pagina Download scegliete le fatture con i filtri o selezionandole, poi avviate l'esportazione delle fatture o del loro dettaglio. L'esportazione viene preparata in background: potete lasciare la pagina e tornare più tardi, lo stato si aggiorna da solo e a lavoro concluso il PDF è pronto da scaricare.",
    'Wie lade ich viele Rechnungen auf einmal herunter?',
    'Auf der Seite Downloads wählen Sie die Rechnungen über die Filter oder einzeln aus und starten den Export der Rechnungen oder ihrer Details. Der Export wird im Hintergrund vorbereitet: Sie können die Seite verlassen und später zurückkehren, der Status aktualisiert sich von selbst, und nach Abschluss steht das PDF zum Herunterladen bereit.',
  ],
  [
    'tempi-risposta-reclami',
    'Entro quando rispondete a reclami e richieste scritte?',
    'Secondo il Testo integrato della qualità della vendita (TIQV) di ARERA rispondiamo per iscritto entro 30 giorni solari ai reclami e alle richieste di informazioni ed entro 60 giorni solari alle richieste di rettifica di fatturazione. Il portale mostra per ogni richiesta la data entro cui è dovuta la risposta. Se rispondiamo in ritardo su un reclamo vi spetta un indennizzo automatico di 25 euro, che raddoppia o triplica con il ritardo.',
    'Bis wann beantworten Sie Beschwerden und schriftliche Anfragen?',
    'Nach dem Einheitstext zur Vertriebsqualität (TIQV) der ARERA antworten wir schriftlich innerhalb von 30 Kalendertagen auf Beschwerden und Informationsanfragen und innerhalb von 60 Kalendertagen auf Anträge auf Berichtigung der Rechnung. Das Portal zeigt zu jeder Anfrage den Tag, bis zu dem die Antwort fällig ist. Antworten wir auf eine Beschwerde zu spät, steht Ihnen eine automatische Entschädigung von 25 Euro zu, die sich mit der Verspätung verdoppelt oder verdreifacht.',
  ],
  [
    'reclamo-o-rettifica',
    'Reclamo o rettifica di fatturazione: quale scegliere?',
    'Scegliete la rettifica di fatturazione quando contestate importi o consumi di una fattura precisa (indicate il numero della fattura): la verifichiamo e, se serve, la correggiamo con una nota di credito. Il reclamo riguarda invece un disservizio o un comportamento non conforme al contratto. La richiesta di informazioni serve per domande che non contestano nulla.',
    'Beschwerde oder Berichtigung der Rechnung: Was wähle ich?',
    'Wählen Sie die Berichtigung der Rechnung, wenn Sie Beträge oder Verbräuche einer bestimmten Rechnung beanstanden (geben Sie die Rechnungsnummer an): Wir prüfen sie und korrigieren sie bei Bedarf mit einer Gutschrift. Die Beschwerde betrifft dagegen eine Störung oder ein Verhalten, das nicht dem Vertrag entspricht. Die Informationsanfrage dient für Fragen, mit denen Sie nichts beanstanden.',
  ],
  [
    'conciliazione-arera',
    'Cosa posso fare se la risposta al reclamo non mi soddisfa?',
    "Se la risposta non vi soddisfa, o se non arriva entro 40 giorni dall'invio del reclamo, potete attivare gratuitamente il Servizio Conciliazione di ARERA, anche online. Il tentativo di conciliazione è condizione per rivolgersi al giudice nelle controversie con il fornitore.",
    'Was kann ich tun, wenn mich die Antwort auf die Beschwerde nicht zufriedenstellt?',
    'Stellt Sie die Antwort nicht zufrieden oder kommt sie nicht innerhalb von 40 Tagen nach dem Versand der Beschwerde, können Sie kostenlos den Schlichtungsdienst der ARERA anrufen, auch online. Der Schlichtungsversuch ist Voraussetzung, um bei Streitigkeiten mit dem Lieferanten das Gericht anzurufen.',
  ],
  [
    'pagamenti-ritardi',
    'Quali modalità di pagamento sono previste e cosa succede in caso di ritardo?',
    "Le imprese pagano con addebito diretto SEPA (schema Core o B2B) o con bonifico bancario; le pubbliche amministrazioni tramite bonifico, anche attraverso PagoPA. Sui pagamenti oltre la scadenza maturano gli interessi di mora previsti dal contratto; dopo il sollecito scritto l'inadempimento può portare alla sospensione della fornitura, che non si applica alle utenze non disalimentabili.",
    'Welche Zahlungsarten gibt es und was geschieht bei Verzug?',
    'Unternehmen zahlen per SEPA-Lastschrift (Core- oder B2B-Verfahren) oder per Banküberweisung, öffentliche Verwaltungen per Überweisung, auch über PagoPA. Auf Zahlungen nach Fälligkeit fallen die im Vertrag vorgesehenen Verzugszinsen an; nach der schriftlichen Mahnung kann der Verzug zur Aussetzung der Lieferung führen, die für nicht abschaltbare Anschlüsse nicht gilt.',
  ],
  [
    'fasce-orarie',
    'Cosa sono le fasce orarie F1, F2 e F3?',
    "F1 comprende le ore dalle 8 alle 19 dei giorni feriali dal lunedì al venerdì; F2 le ore dalle 7 alle 8 e dalle 19 alle 23 dei feriali e dalle 7 alle 23 del sabato; F3 la notte, la domenica e i festivi. Le fatture e la pagina Costi e consumi ripartiscono l'energia elettrica nelle tre fasce: spostare i carichi verso F2 e F3 riduce la spesa con le offerte multiorarie.",
    'Was sind die Zeitbänder F1, F2 und F3?',
    'F1 umfasst die Stunden von 8 bis 19 Uhr an Werktagen von Montag bis Freitag, F2 die Stunden von 7 bis 8 und von 19 bis 23 Uhr an Werktagen sowie von 7 bis 23 Uhr am Samstag, F3 die Nacht, den Sonntag und die Feiertage. Die Rechnungen und die Seite Kosten und Verbräuche teilen den Strom auf die drei Zeitbänder auf: Lasten nach F2 und F3 zu verlagern senkt die Kosten bei Mehrtarifangeboten.',
  ],
  [
    'consorzi-piu-anagrafiche',
    'Come vede un consorzio le fatture delle imprese consorziate?',
    "Dopo l'accesso il consorzio sceglie l'impresa consorziata nel selettore in alto: fatture, forniture e richieste si riferiscono a quell'anagrafica. Nella pagina delle fatture potete anche chiedere l'elenco di tutte le consorziate insieme; le richieste scritte vengono registrate sull'anagrafica selezionata.",
    'Wie sieht ein Konsortium die Rechnungen seiner Mitgliedsunternehmen?',
    'Nach der Anmeldung wählt das Konsortium das Mitgliedsunternehmen in der Auswahl oben: Rechnungen, Lieferstellen und Anfragen beziehen sich auf diese Stammdaten. Auf der Seite der Rechnungen können Sie auch die Liste aller Mitglieder zusammen abrufen; schriftliche Anfragen werden für die gewählten Stammdaten erfasst.',
  ],
  [
    'garanzie-origine',
    "Come dimostriamo l'uso di energia rinnovabile?",
    "Per le forniture con energia verde annulliamo garanzie d'origine (GO) nel registro del GSE pari ai consumi dell'anno. La pagina Energia verde elenca per ogni fornitura il certificato, la quota rinnovabile e la CO₂ evitata; su richiesta inviamo l'attestazione annuale da allegare al bilancio di sostenibilità.",
    'Wie weisen wir die Nutzung erneuerbarer Energie nach?',
    'Für Lieferstellen mit grüner Energie entwerten wir im Register des GSE Herkunftsnachweise (HKN) in Höhe des Jahresverbrauchs. Die Seite Grüne Energie zeigt für jede Lieferstelle den Nachweis, den erneuerbaren Anteil und das vermiedene CO₂; auf Anfrage senden wir die Jahresbescheinigung für den Nachhaltigkeitsbericht.',
  ],
];

/** The FAQ posts of one category, in Italian and German, each language in the order of its entries. */
function postsOf(
  category: WpCategory,
  entries: readonly FaqEntry[],
  firstId: Record<'it' | 'de', number>,
  now: number,
): Post[] {
  const published = addDays(romeToday(now), -30);
  return (['it', 'de'] as const).flatMap((lang) =>
    entries.map(([slug, itTitle, itText, deTitle, deText], index) => {
      const title = lang === 'it' ? itTitle : deTitle;
      const content = lang === 'it' ? itText : deText;
      return {
        id: firstId[lang] + index + 1,
        date: `${toYmd(addDays(published, -index))}T09:00:00`,
        slug: lang === 'it' ? slug : `${slug}-de`,
        lang,
        title,
        excerpt: content.split(/(?<=\.)\s(?=[A-ZÀ-Ü])/)[0] ?? content,
        content,
        category: category.slug,
        categoryId: category.id,
      };
    }),
  );
}

/** Every FAQ post: the business category's, then the households'. */
export function buildFaq(now: number): Post[] {
  return [
    ...postsOf(FAQ_BUSINESS_CATEGORY, ENTRIES, { it: 4100, de: 4200 }, now),
    ...postsOf(FAQ_RETAIL_CATEGORY, RETAIL_ENTRIES, { it: 4300, de: 4400 }, now),
  ];
}

/** The content site's FAQ categories. */
export const FAQ_CATEGORIES: readonly WpCategory[] = [FAQ_BUSINESS_CATEGORY, FAQ_RETAIL_CATEGORY];
