// The business support page (§2 support, assistance layout), German.
import type { SupportMessages } from '../it/support.ts';

const support: SupportMessages = {
  support: {
    title: {
      light: 'Kundenservice Strom',
      gas: 'Kundenservice Gas',
    },
    intro:
      'Eigene Kontakte für Unternehmen und Körperschaften, Antworten auf häufige Fragen und schriftliche Anfragen mit dem Tag, bis zu dem wir antworten.',
    contacts: {
      heading: 'Kundenservice für Unternehmen und Körperschaften',
      phone: 'Telefon',
      email: 'E-Mail',
      pec: 'PEC (zertifizierte E-Mail)',
      pecHint: 'Für rechtsverbindliche Mitteilungen, auch von öffentlichen Verwaltungen.',
      hours: 'Öffnungszeiten',
    },
    faq: {
      heading: 'Häufige Fragen',
      search: 'In den Fragen suchen',
      searchHint: 'Geben Sie ein oder mehrere Wörter ein: Die Liste wird beim Tippen kürzer.',
      count_one: '{{count}} Frage',
      count_other: '{{count}} Fragen',
      found_one: '{{count}} von {{total}} Fragen enthält die gesuchten Wörter',
      found_other: '{{count}} von {{total}} Fragen enthalten die gesuchten Wörter',
      none: 'Keine Frage enthält die Wörter „{{text}}“. Versuchen Sie es mit anderen Wörtern oder schreiben Sie uns.',
      showAll: 'Alle Fragen anzeigen',
      empty: 'Die häufigen Fragen sind im Moment nicht verfügbar.',
    },
    form: {
      heading: 'Schreiben Sie uns',
      intro:
        'Jede schriftliche Anfrage erhält eine Vorgangsnummer. Wir antworten schriftlich innerhalb von 30 Kalendertagen auf Beschwerden und Informationsanfragen, innerhalb von 60 Tagen auf Anträge auf Berichtigung der Rechnung.',
      registry: 'Die Anfrage wird für {{name}} erfasst.',
      kind: 'Art der Anfrage',
      choose: 'Art der Anfrage wählen',
      kinds: {
        COMPLAINT: 'Beschwerde',
        INFORMATION_REQUEST: 'Informationsanfrage',
        BILLING_RECTIFICATION: 'Antrag auf Berichtigung der Rechnung',
        OTHER: 'Andere Anfrage',
      },
      kindHint: {
        COMPLAINT:
          'Bei einer Störung oder einem Verhalten, das nicht dem Vertrag entspricht. Antwort innerhalb von {{days}} Kalendertagen.',
        INFORMATION_REQUEST:
          'Für eine Frage, mit der Sie nichts beanstanden. Antwort innerhalb von {{days}} Kalendertagen.',
        BILLING_RECTIFICATION:
          'Um Beträge oder Verbräuche einer Rechnung zu beanstanden: Geben Sie ihre Nummer an. Antwort innerhalb von {{days}} Kalendertagen.',
      },
      subject: 'Betreff',
      subjectHint: '{{min}} bis {{max}} Zeichen.',
      message: 'Nachricht',
      messageHint:
        '{{min}} bis {{max}} Zeichen. Beschreiben Sie, was geschehen ist und worum Sie uns bitten.',
      messageCount: '{{count}} von {{max}} Zeichen',
      supply: 'Betroffene Lieferstelle',
      supplyNone: 'Keine bestimmte',
      supplyOption: '{{point}} – {{address}}',
      supplyHint: {
        light: 'Der POD der Stromlieferstelle, die die Anfrage betrifft.',
        gas: 'Der PDR der Gaslieferstelle, die die Anfrage betrifft.',
        any: 'Der POD (Strom) oder PDR (Gas) der Lieferstelle, die die Anfrage betrifft.',
      },
      invoice: 'Rechnungsnummer',
      invoiceHint: 'Pflichtangabe für die Berichtigung der Rechnung, zum Beispiel FT2026/000123.',
      privacy: 'Ich habe die Datenschutzinformation gelesen',
      privacyLink: 'Datenschutzinformation lesen (öffnet sich in einem neuen Tab)',
      send: 'Anfrage senden',
      sending: 'Die Anfrage wird gesendet…',
      errorTitle: 'Bitte prüfen Sie die Anfrage',
      errors: {
        kindMissing: 'Wählen Sie die Art der Anfrage',
        subjectTooShort: 'Geben Sie einen Betreff mit mindestens {{min}} Zeichen ein',
        subjectTooLong: 'Der Betreff darf höchstens {{max}} Zeichen haben',
        messageTooShort: 'Geben Sie eine Nachricht mit mindestens {{min}} Zeichen ein',
        messageTooLong: 'Die Nachricht darf höchstens {{max}} Zeichen haben',
        invoiceMissing: 'Geben Sie die Nummer der zu berichtigenden Rechnung an',
        invoiceInvalid: 'Die Rechnungsnummer darf nur Buchstaben, Ziffern und / _ . - enthalten',
        privacyMissing: 'Bestätigen Sie, dass Sie die Datenschutzinformation gelesen haben',
      },
      failed: 'Die Anfrage wurde nicht gesendet.',
      notFound:
        'Die angegebene Lieferstelle oder Rechnung gehört nicht zu den gewählten Stammdaten: Bitte prüfen Sie die Nummer.',
    },
    confirmation: {
      heading: 'Anfrage gesendet',
      text: 'Bewahren Sie die Vorgangsnummer auf: Sie brauchen sie für jede Mitteilung zu dieser Anfrage.',
      number: 'Vorgangsnummer',
      kind: 'Art',
      filedAt: 'Eingegangen am',
      dueOn: 'Antwort bis',
      another: 'Eine weitere Anfrage schreiben',
    },
    cases: {
      heading: 'Gesendete schriftliche Anfragen',
      caption: 'Gesendete schriftliche Anfragen, die neueste zuerst',
      count_one: '{{count}} Anfrage',
      count_other: '{{count}} Anfragen',
      empty: 'Es gibt noch keine schriftlichen Anfragen.',
      scope: 'Anfragen von',
      allRegistries: 'Alle Mitgliedsunternehmen',
      pages: 'Seiten der Anfragen',
      invoice: 'Rechnung {{number}}',
      none: '—',
      columns: {
        number: 'Vorgangsnummer',
        kind: 'Art',
        subject: 'Betreff',
        concerns: 'Betrifft',
        filedAt: 'Eingegangen am',
        dueOn: 'Antwort bis',
        state: 'Status',
      },
    },
    convention: {
      title: {
        gas: 'Informationen und Beschwerden: Gas der Konvention',
        light: 'Informationen und Beschwerden: Strom der Konvention',
      },
      intro:
        'Die Ansprechpartner der Konvention, schriftliche Anfragen (Beschwerden, Informationsanfragen, Rechnungskorrekturen) mit Vorgangsnummer und dem Tag, bis zu dem wir antworten, und die bereits gesendeten Anfragen der Körperschaft.',
      contacts: {
        heading: 'Ansprechpartner der Konvention',
        intro: 'Für Fragen zur Konvention, zu den Bestellungen und zu den aktivierten Lieferungen.',
        name: 'Name',
        email: 'E-Mail',
        pec: 'PEC',
        phone: 'Telefon',
        hours: 'Zeiten',
        empty: 'Für diese Konvention sind keine eigenen Ansprechpartner angegeben.',
        roles: {
          CONVENTION_DESK: 'Konventionsschalter',
          ACCOUNT_MANAGER: 'Kundenbetreuung',
          CERTIFIED_MAIL: 'Zertifizierte E-Mail (PEC)',
          OTHER: 'Weiterer Kontakt',
        },
      },
    },
    retail: {
      assistance: {
        title: 'Kundenservice',
        intro:
          'Wir helfen Ihnen gern: Rufen Sie uns an, schreiben Sie uns oder suchen Sie die Antwort in den häufigen Fragen.',
        contacts: 'Kundenservice für Privatkunden',
        phone: 'Gebührenfreie Nummer',
        phoneHint: 'Kostenlos aus dem Fest- und Mobilnetz.',
        email: 'E-Mail',
        hours: 'Öffnungszeiten',
        faqTitle: 'Häufige Fragen',
        faqText:
          'Rechnungen, Zahlungen, Selbstablesung, Vertrag: die Antworten auf die häufigsten Fragen.',
        faqLink: 'In den häufigen Fragen suchen',
        writeTitle: 'Schreiben Sie uns',
        writeText:
          'Beschwerden, Informationsanfragen und Berichtigungen der Rechnung, mit Vorgangsnummer und dem Tag, bis zu dem wir Ihnen antworten.',
        writeLink: 'Eine schriftliche Anfrage senden',
        casesLink: 'Ihre Anfragen ansehen',
      },
      faq: {
        title: 'Häufige Fragen',
        intro:
          'Geben Sie ein Wort ein, zum Beispiel „Rechnung“ oder „Selbstablesung“, um die Antwort zu finden.',
        notFound: 'Sie haben keine Antwort gefunden?',
        writeUs: 'Schreiben Sie uns',
      },
      writeus: {
        title: 'Schreiben Sie uns',
        intro:
          'Wählen Sie die Art der Anfrage: Sie erhalten sofort die Vorgangsnummer und den Tag, bis zu dem Sie eine schriftliche Antwort bekommen.',
      },
    },
  },
};

export default support;
