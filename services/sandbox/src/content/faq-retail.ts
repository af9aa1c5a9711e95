// The household customers' FAQ of the content site: WordPress posts in the
// category 'faq-retail', in Italian and German, read like the business ones (content/faq.ts) with
// ?categories=<id>; the main query leaves them out.
import type { FaqEntry, WpCategory } from './faq.ts';

export const FAQ_RETAIL_CATEGORY: WpCategory = {
  id: 42,
  slug: 'faq-retail',
  name: {
    it: 'Domande frequenti famiglie',
    de: 'Häufige Fragen für Haushalte',
  },
};

export const RETAIL_ENTRIES: readonly FaqEntry[] = [
  [
    'pagare-bolletta-online',
    'Come pago una bolletta online?',
    "Nella pagina Le mie bollette scegliete la bolletta da pagare e premete «Paga»: vi portiamo sulla pagina sicura del circuito delle carte, poi tornate nel portale con l'esito. Il pagamento è registrato subito e la bolletta risulta pagata; una bolletta già pagata non può essere addebitata una seconda volta.",
    'Wie bezahle ich eine Rechnung online?',
    'Auf der Seite Meine Rechnungen wählen Sie die offene Rechnung und tippen auf „Bezahlen“: Sie gelangen auf die sichere Seite des Kartenanbieters und danach mit dem Ergebnis zurück ins Portal. Die Zahlung wird sofort erfasst und die Rechnung als bezahlt angezeigt; eine bezahlte Rechnung kann nicht ein zweites Mal belastet werden.',
  ],
  [
    'bolletta-digitale',
    'Come ricevo la bolletta via e-mail invece che su carta?',
    "Dalla pagina di gestione della fornitura scegliete «Modalità di ricezione della bolletta» e indicate l'indirizzo e-mail: dalla bolletta successiva la riceverete solo in formato digitale, senza spese di spedizione. Potete tornare alla carta in qualsiasi momento con la stessa pagina.",
    'Wie erhalte ich die Rechnung per E-Mail statt auf Papier?',
    'Auf der Verwaltungsseite der Lieferstelle wählen Sie „Rechnungsversand“ und geben Ihre E-Mail-Adresse an: Ab der nächsten Rechnung erhalten Sie sie nur noch digital, ohne Versandkosten. Über dieselbe Seite können Sie jederzeit zur Papierrechnung zurückkehren.',
  ],
  [
    'autolettura-gas',
    "Quando posso comunicare l'autolettura del gas?",
    "L'autolettura si comunica nella finestra di lettura indicata nella pagina Autolettura, di solito alcuni giorni a fine mese. Inserite solo le cifre nere del contatore, senza decimali: la bolletta successiva userà il vostro dato invece di una stima.",
    'Wann kann ich die Selbstablesung des Gaszählers mitteilen?',
    'Die Selbstablesung teilen Sie im Ablesezeitraum mit, den die Seite Selbstablesung anzeigt, meist einige Tage am Monatsende. Geben Sie nur die schwarzen Ziffern des Zählers ohne Nachkommastellen ein: Die nächste Rechnung verwendet dann Ihren Zählerstand statt einer Schätzung.',
  ],
  [
    'domiciliazione-sepa',
    "Come attivo l'addebito diretto sul conto corrente?",
    "Nella gestione della fornitura scegliete «Metodo di pagamento» e poi l'addebito diretto SEPA: servono l'IBAN, il nome dell'intestatario del conto e il suo codice fiscale. L'attivazione richiede di norma 30 giorni; fino ad allora pagate le bollette come di consueto.",
    'Wie richte ich die Lastschrift vom Girokonto ein?',
    'In der Verwaltung der Lieferstelle wählen Sie „Zahlungsart“ und dann die SEPA-Lastschrift: Nötig sind die IBAN, der Name des Kontoinhabers und seine Steuernummer. Die Einrichtung dauert in der Regel 30 Tage; bis dahin zahlen Sie die Rechnungen wie gewohnt.',
  ],
  [
    'leggere-bolletta',
    'Come leggo la bolletta?',
    "La prima pagina riporta l'importo da pagare, la scadenza e il periodo fatturato; il riepilogo distingue spesa per la materia energia, trasporto e gestione del contatore, oneri di sistema e imposte. Accanto ai consumi è indicato se derivano da una lettura effettiva o da una stima.",
    'Wie lese ich die Rechnung?',
    'Auf der ersten Seite stehen der zu zahlende Betrag, die Fälligkeit und der abgerechnete Zeitraum; die Übersicht trennt die Kosten für die Energie, für Transport und Zählerbetrieb, die Systemkosten und die Steuern. Neben den Verbräuchen steht, ob sie auf einem tatsächlichen Zählerstand oder auf einer Schätzung beruhen.',
  ],
  [
    'variazione-potenza-casa',
    'Posso aumentare la potenza del contatore di casa?',
    'Sì: nella gestione della fornitura di luce scegliete «Variazione di potenza» e uno dei valori standard proposti. Prima di confermare vedete la differenza di costo mensile; il distributore esegue la variazione di norma entro 15 giorni lavorativi.',
    'Kann ich die Leistung meines Haushaltszählers erhöhen?',
    'Ja: In der Verwaltung der Stromlieferstelle wählen Sie „Leistungsänderung“ und einen der angebotenen Standardwerte. Vor der Bestätigung sehen Sie den Unterschied der monatlichen Kosten; der Verteiler führt die Änderung in der Regel innerhalb von 15 Arbeitstagen aus.',
  ],
  [
    'disdetta-trasloco',
    'Cosa devo fare se trasloco o voglio chiudere la fornitura?',
    "Chiedete la cessazione dalla gestione della fornitura indicando la data, l'autolettura finale e il recapito per la bolletta di chiusura. Il distributore chiude il punto entro pochi giorni lavorativi; la bolletta finale arriva con i consumi fino alla lettura di chiusura.",
    'Was muss ich bei einem Umzug oder einer Kündigung der Lieferung tun?',
    'Beantragen Sie die Beendigung in der Verwaltung der Lieferstelle mit dem Datum, dem Endzählerstand und der Anschrift für die Schlussrechnung. Der Verteiler schließt die Lieferstelle innerhalb weniger Arbeitstage; die Schlussrechnung enthält die Verbräuche bis zur Schlussablesung.',
  ],
  [
    'bonus-sociale',
    'Come ottengo il bonus sociale per luce e gas?',
    "Il bonus sociale è riconosciuto automaticamente alle famiglie con un ISEE entro la soglia fissata da ARERA: basta presentare la Dichiarazione Sostitutiva Unica all'INPS. Lo sconto compare in bolletta alla voce «bonus sociale», senza alcuna domanda a noi.",
    'Wie erhalte ich den Sozialbonus für Strom und Gas?',
    'Der Sozialbonus wird Haushalten mit einem ISEE-Wert unterhalb der von ARERA festgelegten Schwelle automatisch gewährt: Es genügt, die Einheitliche Ersatzerklärung (DSU) beim INPS einzureichen. Der Rabatt erscheint auf der Rechnung unter „Sozialbonus“, ohne Antrag bei uns.',
  ],
  [
    'reclamo-tempi',
    'Entro quando ricevo risposta a un reclamo?',
    'Secondo il TIQV di ARERA rispondiamo per iscritto entro 30 giorni solari a reclami e richieste di informazioni, entro 60 giorni alle richieste di rettifica di fatturazione. Nella pagina Scrivici vedete il numero della pratica, la data di invio e il giorno entro cui è dovuta la risposta.',
    'Bis wann erhalte ich eine Antwort auf eine Beschwerde?',
    'Nach dem TIQV der ARERA antworten wir schriftlich innerhalb von 30 Kalendertagen auf Beschwerden und Informationsanfragen und innerhalb von 60 Kalendertagen auf Anträge auf Berichtigung der Rechnung. Auf der Seite Schreiben Sie uns sehen Sie die Vorgangsnummer, das Sendedatum und den Tag, bis zu dem die Antwort fällig ist.',
  ],
  [
    'conciliazione-casa',
    'Cosa posso fare se la risposta non mi soddisfa?',
    'Se la risposta non vi soddisfa o non arriva entro 40 giorni, potete rivolgervi gratuitamente al Servizio Conciliazione di ARERA, anche online, oppure a un organismo di conciliazione delle associazioni dei consumatori. Il tentativo di conciliazione è obbligatorio prima di rivolgersi al giudice.',
    'Was kann ich tun, wenn mich die Antwort nicht zufriedenstellt?',
    'Stellt Sie die Antwort nicht zufrieden oder kommt sie nicht innerhalb von 40 Tagen, können Sie sich kostenlos an den Schlichtungsdienst der ARERA wenden, auch online, oder an eine Schlichtungsstelle der Verbraucherverbände. Der Schlichtungsversuch ist Pflicht, bevor Sie ein Gericht anrufen.',
  ],
  [
    'modificare-contatti',
    'Come aggiorno e-mail e telefono?',
    'Nella pagina Profilo modificate e-mail, telefono o cellulare e salvate: li usiamo per le comunicazioni sulla fornitura e per la bolletta digitale. Nome, codice fiscale e indirizzo di residenza si cambiano con una richiesta scritta, allegando un documento.',
    'Wie aktualisiere ich E-Mail-Adresse und Telefonnummer?',
    'Auf der Seite Profil ändern Sie E-Mail-Adresse, Telefon oder Mobilnummer und speichern: Wir verwenden sie für Mitteilungen zur Lieferung und für die digitale Rechnung. Name, Steuernummer und Wohnadresse ändern Sie mit einer schriftlichen Anfrage, der Sie ein Ausweisdokument beilegen.',
  ],
  [
    'consensi-privacy',
    'Come cambio i consensi al trattamento dei dati?',
    'Nella pagina Profilo trovate i consensi per le comunicazioni commerciali, la profilazione e la comunicazione a terzi, ciascuno con il suo stato attuale. Potete darli o revocarli in ogni momento; la revoca non riguarda le comunicazioni necessarie al contratto.',
    'Wie ändere ich meine Einwilligungen zur Datenverarbeitung?',
    'Auf der Seite Profil finden Sie die Einwilligungen für Werbemitteilungen, für die Profilbildung und für die Weitergabe an Dritte, jede mit ihrem aktuellen Stand. Sie können sie jederzeit erteilen oder widerrufen; der Widerruf betrifft nicht die für den Vertrag nötigen Mitteilungen.',
  ],
];
