import type { ProfileMessages } from '../it/profile.ts';

const profile: ProfileMessages = {
  profile: {
    title: 'Profil',
    intro:
      'Die Daten der gewählten Stammdaten, die elektronische Rechnungsstellung und die Kontaktdaten, unter denen wir Sie erreichen.',
    none: '—',
    yes: 'Ja',
    no: 'Nein',
    registry: {
      title: 'Stammdaten',
      companyName: 'Firmenname',
      taxCode: 'Steuernummer',
      vatNumber: 'MwSt.-Nummer',
      foreignTaxCode: 'Ausländische Steuernummer',
      address: 'Anschrift',
      place: 'PLZ, Ort und Provinz',
      country: 'Staat',
      ateco: 'ATECO-Kodex',
      ateco2: 'Zweiter ATECO-Kodex',
      splitPayment: 'Spaltung der Zahlung (Split Payment)',
    },
    digital: {
      title: 'Elektronische Rechnungsstellung',
      email: 'E-Mail für Rechnungen',
      digital: 'Digitale Rechnung',
      byEmail: 'Versand per E-Mail',
      grouped: 'Sammelrechnung',
      delivery: 'Versandart',
      none: 'Keine Angaben zur elektronischen Rechnungsstellung.',
    },
    contacts: {
      title: 'Kontaktdaten',
      intro: 'Hier können Sie die E-Mail-Adresse und die Telefonnummern Ihrer Stammdaten ändern.',
      email: 'E-Mail',
      phone: 'Telefon',
      mobile: 'Mobiltelefon',
      hints: {
        email: 'An diese Adresse schreiben wir Ihnen, zum Beispiel verwaltung@firma.it.',
        phone:
          'Nur Ziffern und Leerzeichen, mit + davor für eine ausländische Nummer. Leer gelassen bleibt die gespeicherte Nummer.',
        mobile:
          'Nur Ziffern und Leerzeichen, mit + davor für eine ausländische Nummer. Leer gelassen bleibt die gespeicherte Nummer.',
      },
      summary: 'Bitte korrigieren Sie diese Angaben',
      save: 'Kontaktdaten speichern',
      saving: 'Wird gespeichert …',
      saved: 'Kontaktdaten gespeichert.',
      failed: 'Die Kontaktdaten wurden nicht gespeichert.',
      errors: {
        email: {
          required: 'Geben Sie die E-Mail-Adresse ein.',
          invalid: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@firma.it.',
          tooLong: 'Die E-Mail-Adresse darf höchstens 254 Zeichen haben.',
        },
        phone: {
          required: 'Geben Sie die Telefonnummer ein.',
          invalid:
            'Die Telefonnummer darf nur Ziffern und Leerzeichen enthalten (6 bis 20), mit + davor.',
          tooLong: 'Die Telefonnummer darf höchstens 20 Zeichen haben.',
        },
        mobile: {
          required: 'Geben Sie die Mobilnummer ein.',
          invalid:
            'Die Mobilnummer darf nur Ziffern und Leerzeichen enthalten (6 bis 20), mit + davor.',
          tooLong: 'Die Mobilnummer darf höchstens 20 Zeichen haben.',
        },
      },
    },
    consortium: {
      title: 'Konsortium',
      logo: 'Logo des {{name}}',
      code: 'Kennung {{code}}',
      members_one: '{{count}} Mitglied',
      members_other: '{{count}} Mitglieder',
      caption: 'Stammdaten der Mitglieder des Konsortiums',
      columns: {
        companyName: 'Firmenname',
        taxCode: 'Steuernummer',
        vatNumber: 'MwSt.-Nummer',
        locality: 'Ort',
        kind: 'Kundenart',
      },
      kinds: {
        CORPORATE: 'Unternehmen',
        ASSOCIATION: 'Verein',
        PUBLIC_AUTHORITY: '$t(enums.supplyUse.PUBLIC_ADMINISTRATION)',
        PA_NON_CONV: 'Öffentliche Verwaltung ohne Konvention',
        RESIDENT: 'Privatkunde',
        CONDOMINIUM: 'Kondominium',
        SME: 'Kleines oder mittleres Unternehmen',
      },
    },
    retail: {
      intro:
        'Ihre Daten, die Kontaktdaten, unter denen wir Sie erreichen, wie Sie die Rechnung erhalten, Ihre Datenschutz-Einwilligungen und die Sprache des Portals.',
      contacts: {
        intro:
          'Hier können Sie die E-Mail-Adresse und die Telefonnummern ändern, unter denen wir Sie erreichen.',
        email: 'E-Mail',
        phone: 'Telefon',
        mobile: 'Mobiltelefon',
        hints: {
          email: 'An diese Adresse schreiben wir Ihnen, zum Beispiel vorname.nachname@beispiel.it.',
          phone:
            'Nur Ziffern und Leerzeichen, mit + davor für eine ausländische Nummer. Leer gelassen bleibt die gespeicherte Nummer.',
          mobile:
            'Nur Ziffern und Leerzeichen, mit + davor für eine ausländische Nummer. Leer gelassen bleibt die gespeicherte Nummer.',
        },
        summary: 'Bitte korrigieren Sie diese Angaben',
        save: 'Kontaktdaten speichern',
        saving: 'Wird gespeichert …',
        saved: 'Kontaktdaten gespeichert.',
        failed: 'Die Kontaktdaten wurden nicht gespeichert.',
        errors: {
          email: {
            required: 'Geben Sie die E-Mail-Adresse ein.',
            invalid: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.it.',
            tooLong: 'Die E-Mail-Adresse darf höchstens 254 Zeichen haben.',
          },
          phone: {
            required: 'Geben Sie die Telefonnummer ein.',
            invalid:
              'Die Telefonnummer darf nur Ziffern und Leerzeichen enthalten (6 bis 20), mit + davor.',
            tooLong: 'Die Telefonnummer darf höchstens 20 Zeichen haben.',
          },
          mobile: {
            required: 'Geben Sie die Mobilnummer ein.',
            invalid:
              'Die Mobilnummer darf nur Ziffern und Leerzeichen enthalten (6 bis 20), mit + davor.',
            tooLong: 'Die Mobilnummer darf höchstens 20 Zeichen haben.',
          },
        },
      },
      registry: {
        title: 'Ihre Daten',
        name: 'Vor- und Nachname',
        taxCode: 'Steuernummer',
        address: 'Wohnadresse',
        place: 'PLZ, Ort und Provinz',
        hint: 'Um Name, Steuernummer oder Adresse zu berichtigen, senden Sie uns eine schriftliche Anfrage.',
        writeUs: 'Schreiben Sie uns',
      },
      bill: {
        title: 'Digitale Rechnung',
        digital: 'Sie erhalten die Rechnung per E-Mail an {{email}}.',
        digitalNoEmail: 'Sie erhalten die Rechnung digital.',
        paper: 'Sie erhalten die Rechnung auf Papier an die Lieferadresse.',
        change: 'Wie Sie die Rechnung erhalten, können Sie für jede Lieferstelle ändern:',
        supply: 'Rechnungsversand für {{point}} ({{address}})',
        utility: { GAS: 'Gas', POWER: 'Strom' },
        noSupply: 'Es gibt keine Lieferstelle, für die Sie den Rechnungsversand ändern können.',
      },
      privacy: {
        title: 'Datenschutz-Einwilligungen',
        intro:
          'Sie können jede Einwilligung jederzeit erteilen oder widerrufen. Die für den Vertrag nötigen Mitteilungen hängen nicht davon ab.',
        legend: 'Ihre Einwilligungen',
        marketing: 'Werbemitteilungen',
        marketingHint: 'Angebote und Neuigkeiten von {{brand}} per E-Mail, SMS und Telefon.',
        profiling: 'Profilbildung',
        profilingHint: 'Auswertung Ihrer Verbräuche, um Ihnen passende Angebote zu machen.',
        thirdParties: 'Weitergabe an Dritte',
        thirdPartiesHint: 'Weitergabe Ihrer Daten an Partner für deren Angebote.',
        given: 'Erteilt',
        refused: 'Nicht erteilt',
        updatedAt: 'Zuletzt geändert am {{date}}.',
        never: 'Sie haben noch keine Wahl getroffen: Keine Einwilligung ist erteilt.',
        save: 'Einwilligungen speichern',
        saving: 'Die Einwilligungen werden gespeichert…',
        saved: 'Einwilligungen gespeichert.',
        failed: 'Die Einwilligungen wurden nicht gespeichert.',
      },
      language: {
        title: 'Bevorzugte Sprache',
        intro: 'Die Sprache, in der wir Ihnen das Portal zeigen und Ihnen schreiben.',
        legend: 'Sprache',
        save: 'Sprache speichern',
        saving: 'Die Sprache wird gespeichert…',
        saved: 'Sprache gespeichert.',
        failed: 'Die Sprache wurde nicht gespeichert.',
      },
    },
  },
};

export default profile;
