// The news articles of the content site, in Italian and German, each for the customers it concerns:
// households, businesses and public bodies, or everyone (posts.ts gives them dates and the
// WordPress categories of their audience).

export type Audience = 'tutti' | 'famiglie' | 'imprese';

interface Version {
  title: string;
  excerpt: string;
  paragraphs: readonly string[];
}

export interface Article {
  audience: Audience;
  category: { it: string; de: string };
  it: Version;
  de: Version;
}

/** Newest first. */
export const ARTICLES: readonly Article[] = [
  {
    audience: 'famiglie',
    category: { it: 'Agevolazioni', de: 'Förderungen' },
    it: {
      title: 'Bonus sociale: come richiederlo',
      excerpt:
        'Lo sconto in bolletta per le famiglie in difficoltà arriva in automatico con l’ISEE.',
      paragraphs: [
        'Il bonus sociale per luce e gas è uno sconto in bolletta per le famiglie con un ISEE entro la soglia fissata ogni anno dall’ARERA, più alta per le famiglie con almeno quattro figli a carico. Non serve una domanda a noi: basta presentare ogni anno la dichiarazione sostitutiva unica (DSU) all’INPS, a un CAF o al Comune.',
        'Se l’ISEE rientra nella soglia, l’INPS trasmette i dati al Sistema Informativo Integrato e lo sconto compare nella prima bolletta utile, diviso sui giorni del periodo fatturato. Il bonus vale per dodici mesi e si rinnova con la nuova DSU.',
        'Per chi usa apparecchiature elettromedicali salvavita esiste un bonus a parte, che si chiede al Comune con il certificato dell’ASL. Se hai dubbi, il servizio clienti ti aiuta a verificare che lo sconto sia applicato.',
      ],
    },
    de: {
      title: 'Sozialbonus: so beantragen',
      excerpt:
        'Der Rabatt auf der Rechnung für Familien in Schwierigkeiten kommt mit der ISEE automatisch.',
      paragraphs: [
        'Der Sozialbonus für Strom und Gas ist ein Rabatt auf der Rechnung für Familien, deren ISEE unter der jährlich von der ARERA festgelegten Schwelle liegt; für Familien mit mindestens vier unterhaltsberechtigten Kindern ist sie höher. Ein Antrag bei uns ist nicht nötig: Es genügt, jedes Jahr die einheitliche Ersatzerklärung (DSU) beim NISF/INPS, einem Steuerbeistandszentrum oder der Gemeinde abzugeben.',
        'Liegt die ISEE unter der Schwelle, übermittelt das NISF die Daten an das integrierte Informationssystem und der Rabatt erscheint auf der nächsten Rechnung, aufgeteilt auf die Tage des Abrechnungszeitraums. Der Bonus gilt zwölf Monate und wird mit der neuen DSU erneuert.',
        'Wer lebenserhaltende elektromedizinische Geräte nutzt, erhält einen eigenen Bonus, der bei der Gemeinde mit der Bescheinigung des Sanitätsbetriebs beantragt wird. Bei Fragen prüft der Kundenservice mit Ihnen, ob der Rabatt angewendet wird.',
      ],
    },
  },
  {
    audience: 'imprese',
    category: { it: 'Offerte', de: 'Angebote' },
    it: {
      title: 'Nuove offerte per le imprese',
      excerpt: 'Prezzo fisso o indicizzato: come scegliere in base ai consumi dell’azienda.',
      paragraphs: [
        'Da questo mese le imprese possono scegliere tra Energia Business Indicizzata, che segue ogni mese il PUN con uno spread fisso, e un prezzo bloccato per dodici o ventiquattro mesi. L’indicizzata conviene a chi può spostare i consumi nelle ore meno care; il prezzo fisso a chi vuole un budget certo.',
        'Per le aziende con più sedi il contratto resta uno solo, con una fattura per sito o una fattura riepilogativa, e il portale mostra consumi e curve di carico di ogni punto di prelievo.',
        'Il referente commerciale prepara una simulazione sui consumi degli ultimi dodici mesi: basta chiederla al servizio imprese dal portale.',
      ],
    },
    de: {
      title: 'Neue Angebote für Unternehmen',
      excerpt: 'Fixpreis oder indexiert: wie man nach dem Verbrauch des Betriebs wählt.',
      paragraphs: [
        'Ab diesem Monat können Unternehmen zwischen Energia Business Indicizzata, die jeden Monat dem PUN mit einem festen Aufschlag folgt, und einem für zwölf oder vierundzwanzig Monate festen Preis wählen. Der indexierte Preis lohnt sich für Betriebe, die ihren Verbrauch in günstigere Stunden verlegen können, der Fixpreis für alle, die ein sicheres Budget wollen.',
        'Für Unternehmen mit mehreren Standorten bleibt es bei einem Vertrag, mit einer Rechnung je Standort oder einer Sammelrechnung; das Portal zeigt Verbrauch und Lastgang jeder Entnahmestelle.',
        'Der Vertriebsansprechpartner erstellt eine Simulation auf Grundlage des Verbrauchs der letzten zwölf Monate: Fragen Sie sie einfach über das Portal beim Unternehmensservice an.',
      ],
    },
  },
  {
    audience: 'famiglie',
    category: { it: 'Consigli', de: 'Tipps' },
    it: {
      title: 'Autolettura del gas: perché conviene',
      excerpt: 'Comunicare la lettura evita consumi stimati e conguagli.',
      paragraphs: [
        'Quando il distributore non riesce a leggere il contatore, la bolletta si basa su consumi stimati. Con l’autolettura paghi quello che hai davvero consumato e eviti conguagli a sorpresa.',
        'Puoi comunicarla dal portale nella finestra indicata in bolletta, di solito pochi giorni a cavallo della fine del periodo di fatturazione. Leggi solo le cifre nere prima della virgola e controlla la matricola del contatore.',
        'Se la lettura sembra troppo alta o troppo bassa rispetto al passato, il portale te lo segnala prima dell’invio: è il momento di ricontrollare le cifre.',
      ],
    },
    de: {
      title: 'Gas-Selbstablesung: warum sie sich lohnt',
      excerpt: 'Die Mitteilung des Zählerstands vermeidet Schätzungen und Nachzahlungen.',
      paragraphs: [
        'Kann der Netzbetreiber den Zähler nicht ablesen, beruht die Rechnung auf geschätztem Verbrauch. Mit der Selbstablesung zahlen Sie, was Sie wirklich verbraucht haben, und vermeiden überraschende Nachzahlungen.',
        'Sie können den Stand im Portal in dem auf der Rechnung genannten Zeitfenster mitteilen, meist einige Tage um das Ende des Abrechnungszeitraums. Lesen Sie nur die schwarzen Ziffern vor dem Komma und prüfen Sie die Zählernummer.',
        'Wirkt der Stand im Vergleich zu früher zu hoch oder zu niedrig, weist das Portal Sie vor dem Senden darauf hin: Dann lohnt es sich, die Ziffern noch einmal zu prüfen.',
      ],
    },
  },
  {
    audience: 'tutti',
    category: { it: 'Sostenibilità', de: 'Nachhaltigkeit' },
    it: {
      title: 'Energia verde dall’Alto Adige',
      excerpt: 'Le nostre centrali idroelettriche e le garanzie di origine.',
      paragraphs: [
        'L’energia delle offerte verdi viene dalle centrali idroelettriche dell’Alto Adige e del Trentino. Per ogni kWh che consumi annulliamo una garanzia di origine nel registro del GSE, il certificato europeo che prova la provenienza rinnovabile.',
        'Ogni anno, per ogni fornitura verde, trovi nella sezione download il certificato di garanzia di origine con l’energia dell’anno, gli impianti che l’hanno prodotta e la CO2 evitata.',
        'Le imprese possono usare il certificato nel bilancio di sostenibilità e nelle dichiarazioni sulle emissioni indirette (scope 2).',
      ],
    },
    de: {
      title: 'Grüne Energie aus Südtirol',
      excerpt: 'Unsere Wasserkraftwerke und die Herkunftsnachweise.',
      paragraphs: [
        'Die Energie der grünen Angebote stammt aus Wasserkraftwerken in Südtirol und im Trentino. Für jede verbrauchte kWh entwerten wir einen Herkunftsnachweis im Register des GSE, das europäische Zertifikat für die erneuerbare Herkunft.',
        'Jedes Jahr finden Sie für jede grüne Lieferung im Download-Bereich den Herkunftsnachweis mit der Energie des Jahres, den erzeugenden Anlagen und dem vermiedenen CO2.',
        'Unternehmen können den Nachweis im Nachhaltigkeitsbericht und bei den indirekten Emissionen (Scope 2) verwenden.',
      ],
    },
  },
  {
    audience: 'famiglie',
    category: { it: 'Servizi', de: 'Dienste' },
    it: {
      title: 'Pagare la bolletta online',
      excerpt: 'Carta di credito, addebito SEPA e bollettino: tutte le modalità.',
      paragraphs: [
        'Dal portale paghi una bolletta con carta di credito in pochi passaggi: la pagina di pagamento è quella sicura del circuito e la bolletta risulta pagata subito.',
        'Se preferisci non pensarci, attiva l’addebito diretto SEPA: l’importo viene addebitato alla scadenza e ricevi comunque la bolletta per controllarla. Puoi attivarlo dalla gestione della fornitura o con il modulo nella sezione download.',
        'Resta possibile pagare con il bollettino allegato alla bolletta in posta, tabaccheria o banca, anche con il codice QR stampato sulla prima pagina.',
      ],
    },
    de: {
      title: 'Rechnung online bezahlen',
      excerpt: 'Kreditkarte, SEPA-Lastschrift und Zahlschein: alle Möglichkeiten.',
      paragraphs: [
        'Im Portal bezahlen Sie eine Rechnung in wenigen Schritten mit Kreditkarte: Die Zahlungsseite ist die sichere Seite des Kartennetzes und die Rechnung gilt sofort als bezahlt.',
        'Wenn Sie nicht daran denken möchten, aktivieren Sie die SEPA-Lastschrift: Der Betrag wird bei Fälligkeit abgebucht und Sie erhalten die Rechnung trotzdem zur Kontrolle. Sie aktivieren sie in der Verwaltung der Lieferung oder mit dem Formular im Download-Bereich.',
        'Weiterhin können Sie mit dem beigelegten Zahlschein bei der Post, in der Trafik oder bei der Bank zahlen, auch mit dem QR-Code auf der ersten Seite.',
      ],
    },
  },
  {
    audience: 'imprese',
    category: { it: 'Fatturazione', de: 'Rechnungsstellung' },
    it: {
      title: 'Fattura elettronica e scissione dei pagamenti per gli enti',
      excerpt: 'Codice univoco ufficio, CIG e split payment: cosa serve perché la fattura arrivi.',
      paragraphs: [
        'Le fatture agli enti pubblici passano dal Sistema di Interscambio e arrivano all’ufficio indicato dal codice univoco dell’Indice PA. Se l’ufficio cambia, comunicacelo prima della prossima emissione per evitare scarti.',
        'Per le forniture acquistate con gara o convenzione la fattura riporta il CIG e, se previsto, il CUP: li prendiamo dall’ordine di fornitura, quindi è importante indicarli correttamente quando si ordina.',
        'Con la scissione dei pagamenti l’ente paga a noi l’imponibile e versa l’IVA all’Erario: nel portale l’importo da pagare è già al netto dell’IVA.',
      ],
    },
    de: {
      title: 'Elektronische Rechnung und Split Payment für Körperschaften',
      excerpt: 'Amtskodex, CIG und Split Payment: was nötig ist, damit die Rechnung ankommt.',
      paragraphs: [
        'Rechnungen an öffentliche Körperschaften laufen über das Austauschsystem SDI und erreichen das Amt mit dem eindeutigen Kodex aus dem IPA-Verzeichnis. Ändert sich das Amt, teilen Sie es uns vor der nächsten Ausstellung mit, damit keine Rechnung abgelehnt wird.',
        'Bei Lieferungen aus einer Ausschreibung oder Konvention trägt die Rechnung den CIG und gegebenenfalls den CUP: Wir übernehmen sie aus dem Lieferauftrag, deshalb ist es wichtig, sie bei der Bestellung richtig anzugeben.',
        'Beim Split Payment zahlt die Körperschaft uns den Nettobetrag und führt die Mehrwertsteuer an den Staat ab: Im Portal ist der zu zahlende Betrag bereits ohne Mehrwertsteuer.',
      ],
    },
  },
  {
    audience: 'famiglie',
    category: { it: 'Consigli', de: 'Tipps' },
    it: {
      title: 'Risparmiare in inverno',
      excerpt: 'Dieci minuti di attenzione che si vedono in bolletta.',
      paragraphs: [
        'Ogni grado in meno in casa vale circa il 7% del gas per il riscaldamento: 19 °C nelle stanze di giorno e 17 °C di notte bastano per stare bene. Le valvole termostatiche tengono ogni stanza alla sua temperatura.',
        'Far sfiatare i termosifoni a inizio stagione e non coprirli con tende o mobili migliora la resa. Arieggia con le finestre spalancate per pochi minuti invece di lasciarle socchiuse.',
        'La manutenzione annuale della caldaia non è solo un obbligo: una caldaia pulita consuma meno e dura di più.',
      ],
    },
    de: {
      title: 'Im Winter sparen',
      excerpt: 'Zehn Minuten Aufmerksamkeit, die man auf der Rechnung sieht.',
      paragraphs: [
        'Jedes Grad weniger spart etwa 7 % des Heizgases: 19 °C tagsüber und 17 °C nachts reichen für ein angenehmes Zuhause. Thermostatventile halten jeden Raum auf seiner Temperatur.',
        'Heizkörper zu Beginn der Saison entlüften und nicht mit Vorhängen oder Möbeln verdecken verbessert die Leistung. Lüften Sie wenige Minuten stoßweise statt die Fenster gekippt zu lassen.',
        'Die jährliche Wartung des Heizkessels ist nicht nur Pflicht: Ein sauberer Kessel verbraucht weniger und hält länger.',
      ],
    },
  },
  {
    audience: 'tutti',
    category: { it: 'Guide', de: 'Ratgeber' },
    it: {
      title: 'Fasce orarie F1, F2, F3',
      excerpt: 'Cosa sono le fasce e come leggere i consumi in bolletta.',
      paragraphs: [
        'L’energia elettrica si misura in tre fasce: F1 nei giorni feriali dalle 8 alle 19, F2 nei feriali dalle 7 alle 8 e dalle 19 alle 23 e il sabato dalle 7 alle 23, F3 di notte, la domenica e nei festivi.',
        'Il contatore elettronico registra i consumi di ogni fascia e la bolletta li riporta separati. Con un’offerta a fasce, spostare lavatrice e lavastoviglie la sera o nel fine settimana riduce la spesa.',
        'Nella pagina dei consumi del portale vedi la ripartizione mese per mese; le imprese trovano anche la curva di carico al quarto d’ora.',
      ],
    },
    de: {
      title: 'Zeitbänder F1, F2, F3',
      excerpt: 'Was die Zeitbänder sind und wie man den Verbrauch auf der Rechnung liest.',
      paragraphs: [
        'Strom wird in drei Zeitbändern gemessen: F1 an Werktagen von 8 bis 19 Uhr, F2 an Werktagen von 7 bis 8 und von 19 bis 23 Uhr sowie samstags von 7 bis 23 Uhr, F3 nachts, sonntags und an Feiertagen.',
        'Der elektronische Zähler erfasst den Verbrauch jedes Bandes, und die Rechnung weist ihn getrennt aus. Bei einem Tarif nach Zeitbändern senkt es die Kosten, Wasch- und Spülmaschine abends oder am Wochenende laufen zu lassen.',
        'Auf der Verbrauchsseite des Portals sehen Sie die Aufteilung Monat für Monat; Unternehmen finden dort auch den Lastgang in Viertelstunden.',
      ],
    },
  },
  {
    audience: 'imprese',
    category: { it: 'Efficienza', de: 'Effizienz' },
    it: {
      title: 'Diagnosi energetica: ridurre i consumi dell’azienda',
      excerpt: 'Dalla curva di carico alle misure che si ripagano in pochi anni.',
      paragraphs: [
        'La curva di carico al quarto d’ora mostra dove va l’energia: consumi notturni alti con i reparti fermi, picchi all’avvio delle macchine, potenza impegnata più alta del necessario.',
        'Una diagnosi energetica, obbligatoria ogni quattro anni per le grandi imprese e le energivore, parte da questi dati e indica le misure con il loro tempo di ritorno: rifasamento, inverter sui motori, illuminazione LED, recupero di calore.',
        'I nostri tecnici possono affiancarvi nella diagnosi e nella richiesta dei certificati bianchi per gli interventi che ne hanno diritto.',
      ],
    },
    de: {
      title: 'Energieaudit: den Verbrauch des Betriebs senken',
      excerpt: 'Vom Lastgang zu Maßnahmen, die sich in wenigen Jahren bezahlt machen.',
      paragraphs: [
        'Der Lastgang in Viertelstunden zeigt, wohin die Energie geht: hoher Nachtverbrauch bei stillstehenden Abteilungen, Spitzen beim Anlauf der Maschinen, eine höhere vertragliche Leistung als nötig.',
        'Ein Energieaudit, für große und energieintensive Unternehmen alle vier Jahre Pflicht, geht von diesen Daten aus und nennt die Maßnahmen mit ihrer Amortisationszeit: Blindstromkompensation, Frequenzumrichter, LED-Beleuchtung, Wärmerückgewinnung.',
        'Unsere Techniker begleiten Sie beim Audit und beim Antrag auf weiße Zertifikate für die förderfähigen Maßnahmen.',
      ],
    },
  },
  {
    audience: 'tutti',
    category: { it: 'Avvisi', de: 'Hinweise' },
    it: {
      title: 'Manutenzione programmata della rete',
      excerpt: 'Interventi previsti nei comuni della provincia e come saperlo in anticipo.',
      paragraphs: [
        'Il distributore locale ha programmato lavori di rinnovo sulle linee di media tensione in alcuni comuni della provincia. Le interruzioni durano di norma poche ore e sono annunciate con avvisi affissi almeno due giorni prima.',
        'Durante l’interruzione non serve chiamarci: la fornitura torna da sola a fine lavori. Se dopo l’orario indicato l’energia non è tornata, chiama il pronto intervento del distributore, il numero è in bolletta.',
        'Le imprese con processi continui possono chiedere al distributore il calendario dei lavori sulla propria linea.',
      ],
    },
    de: {
      title: 'Geplante Wartung des Netzes',
      excerpt: 'Vorgesehene Arbeiten in den Gemeinden der Provinz und wie man sie vorher erfährt.',
      paragraphs: [
        'Der örtliche Netzbetreiber hat Erneuerungsarbeiten an Mittelspannungsleitungen in einigen Gemeinden der Provinz geplant. Die Unterbrechungen dauern meist wenige Stunden und werden mindestens zwei Tage vorher mit Aushängen angekündigt.',
        'Während der Unterbrechung müssen Sie uns nicht anrufen: Die Lieferung kommt nach den Arbeiten von selbst zurück. Ist der Strom nach der angegebenen Zeit nicht zurück, rufen Sie den Störungsdienst des Netzbetreibers an; die Nummer steht auf der Rechnung.',
        'Unternehmen mit durchgehenden Prozessen können beim Netzbetreiber den Arbeitsplan für ihre Leitung anfragen.',
      ],
    },
  },
  {
    audience: 'famiglie',
    category: { it: 'Guide', de: 'Ratgeber' },
    it: {
      title: 'Come leggere la bolletta',
      excerpt: 'Le voci di spesa, il periodo, le letture: la bolletta in cinque minuti.',
      paragraphs: [
        'Nella prima pagina trovi l’importo da pagare, la scadenza e il periodo a cui si riferisce. Le voci di spesa sono quattro: materia energia, trasporto e gestione del contatore, oneri di sistema e imposte.',
        'La materia energia è la parte che dipende dall’offerta; le altre sono stabilite dall’ARERA e uguali con ogni fornitore. Accanto ai consumi trovi se sono rilevati o stimati.',
        'Nel portale ogni bolletta ha una pagina di dettaglio con le stesse voci e il PDF da scaricare.',
      ],
    },
    de: {
      title: 'Wie man die Rechnung liest',
      excerpt: 'Kostenposten, Zeitraum, Zählerstände: die Rechnung in fünf Minuten.',
      paragraphs: [
        'Auf der ersten Seite stehen der zu zahlende Betrag, die Fälligkeit und der Abrechnungszeitraum. Es gibt vier Kostenposten: Energie, Transport und Zählerverwaltung, Systemkosten und Steuern.',
        'Der Energieanteil hängt vom Angebot ab; die übrigen legt die ARERA fest, sie sind bei jedem Lieferanten gleich. Neben dem Verbrauch steht, ob er abgelesen oder geschätzt ist.',
        'Im Portal hat jede Rechnung eine Detailseite mit denselben Posten und dem PDF zum Herunterladen.',
      ],
    },
  },
  {
    audience: 'tutti',
    category: { it: 'Servizi', de: 'Dienste' },
    it: {
      title: 'La bolletta digitale',
      excerpt: 'Via e-mail, sempre nel portale, senza carta.',
      paragraphs: [
        'Con la bolletta digitale ricevi un’e-mail a ogni emissione e trovi il PDF nel portale, senza attendere la posta. Si attiva dal profilo in un minuto.',
        'Le bollette degli ultimi anni restano consultabili e scaricabili; le imprese possono esportarne molte insieme in un unico PDF.',
        'La bolletta digitale è gratuita e si può disattivare in qualsiasi momento dal profilo.',
      ],
    },
    de: {
      title: 'Die digitale Rechnung',
      excerpt: 'Per E-Mail, immer im Portal, ohne Papier.',
      paragraphs: [
        'Mit der digitalen Rechnung erhalten Sie bei jeder Ausstellung eine E-Mail und finden das PDF im Portal, ohne auf die Post zu warten. Sie wird im Profil in einer Minute aktiviert.',
        'Die Rechnungen der letzten Jahre bleiben einsehbar und herunterladbar; Unternehmen können viele davon zusammen in ein PDF exportieren.',
        'Die digitale Rechnung ist kostenlos und kann jederzeit im Profil wieder abbestellt werden.',
      ],
    },
  },
  {
    audience: 'famiglie',
    category: { it: 'Offerte', de: 'Angebote' },
    it: {
      title: 'Luce Casa Prezzo Fisso: il prezzo bloccato per due anni',
      excerpt: 'Per le famiglie che vogliono sapere oggi quanto pagheranno domani.',
      paragraphs: [
        'Con Luce Casa Prezzo Fisso il prezzo dell’energia resta lo stesso per ventiquattro mesi dall’attivazione, qualunque cosa succeda sui mercati all’ingrosso.',
        'L’offerta si attiva online in pochi minuti, senza interruzioni di fornitura e senza costi di attivazione; prima della scadenza ti scriviamo con le nuove condizioni.',
        'Chi ha già un contratto con noi può passare a Luce Casa Prezzo Fisso dalla gestione della fornitura.',
      ],
    },
    de: {
      title: 'Luce Casa Prezzo Fisso: der Preis zwei Jahre fest',
      excerpt: 'Für Familien, die heute wissen wollen, was sie morgen zahlen.',
      paragraphs: [
        'Mit Luce Casa Prezzo Fisso bleibt der Energiepreis vierundzwanzig Monate ab der Aktivierung gleich, was auch immer auf den Großhandelsmärkten geschieht.',
        'Das Angebot wird in wenigen Minuten online aktiviert, ohne Unterbrechung der Lieferung und ohne Aktivierungskosten; vor Ablauf schreiben wir Ihnen die neuen Bedingungen.',
        'Wer schon einen Vertrag mit uns hat, kann in der Verwaltung der Lieferung zu Luce Casa Prezzo Fisso wechseln.',
      ],
    },
  },
  {
    audience: 'tutti',
    category: { it: 'Avvisi', de: 'Hinweise' },
    it: {
      title: 'Truffe porta a porta e al telefono: come riconoscerle',
      excerpt: 'Non chiediamo mai dati della carta o codici al telefono o a domicilio.',
      paragraphs: [
        'Nessun nostro incaricato chiede di vedere una bolletta per “verificare” un rimborso né chiede pagamenti a domicilio. Chi si presenta a nome nostro deve avere un tesserino con nome e codice dell’agenzia.',
        'Al telefono non chiediamo mai i dati della carta, i codici ricevuti via SMS o il codice POD per cambiare contratto. Se hai dubbi, chiudi la chiamata e richiama il servizio clienti al numero in bolletta.',
        'Se hai firmato un contratto che non volevi, hai quattordici giorni per ripensarci senza costi.',
      ],
    },
    de: {
      title: 'Betrug an der Haustür und am Telefon: so erkennen Sie ihn',
      excerpt: 'Wir fragen nie am Telefon oder an der Tür nach Kartendaten oder Codes.',
      paragraphs: [
        'Keiner unserer Beauftragten verlangt, eine Rechnung zu sehen, um eine Rückerstattung zu „prüfen“, oder kassiert an der Haustür. Wer in unserem Namen kommt, muss einen Ausweis mit Namen und Code der Agentur haben.',
        'Am Telefon fragen wir nie nach Kartendaten, per SMS erhaltenen Codes oder dem POD-Code für einen Vertragswechsel. Im Zweifel legen Sie auf und rufen den Kundenservice unter der Nummer auf der Rechnung an.',
        'Wenn Sie einen Vertrag unterschrieben haben, den Sie nicht wollten, können Sie ihn innerhalb von vierzehn Tagen kostenlos widerrufen.',
      ],
    },
  },
];
