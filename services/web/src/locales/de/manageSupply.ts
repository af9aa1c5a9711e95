// Managing a retail supply (§2 /retail/myUtilities/manageUts/...), German.
import type { ManageSupplyMessages } from '../it/manageSupply.ts';

const manageSupply: ManageSupplyMessages = {
  manageSupply: {
    title: 'Lieferstelle verwalten',
    intro:
      'Wählen Sie, was Sie ändern möchten. Jede Anfrage wird an uns gesendet; ihren Stand sehen Sie hier und in den Mitteilungen.',
    notActive:
      'Diese Lieferstelle ist nicht aktiv: Änderungen sind nicht möglich. Für Auskünfte schreiben Sie uns über den Bereich Kundenservice.',
    breadcrumb: {
      utilities: 'Meine Lieferungen',
      supply: 'Details der Lieferstelle',
      manage: 'Lieferstelle verwalten',
    },
    supply: {
      gas: 'Gas – PDR {{point}}',
      light: 'Strom – POD {{point}}',
    },
    current: {
      billByEmail: 'Per E-Mail an {{email}}',
      billOnPaper: 'Auf Papier, per Post',
      unknown: 'Nicht angegeben',
      power: '{{kw}} kW',
      termination: 'Sie können ein Datum vom {{from}} bis zum {{to}} wählen',
    },
    operations: {
      BILL_DELIVERY: {
        title: 'Rechnungsversand',
        current: 'So erhalten Sie sie jetzt',
        action: 'Rechnungsversand ändern',
      },
      PAYMENT_METHOD: {
        title: 'Zahlungsart',
        current: 'So zahlen Sie jetzt',
        action: 'Zahlungsart ändern',
      },
      POWER_VARIATION: {
        title: 'Anschlussleistung',
        current: 'Aktuelle Leistung',
        action: 'Leistung ändern',
      },
      TERMINATION: {
        title: '$t(enums.operationKind.TERMINATION)',
        current: 'Wann sie enden kann',
        action: 'Kündigung beantragen',
      },
    },
    open: {
      heading: 'Sie haben bereits eine laufende Anfrage:',
      already: 'Für diese Lieferstelle läuft bereits eine Anfrage dieser Art:',
      wait: 'Eine weitere können Sie senden, sobald sie abgeschlossen ist. Bei jeder Statusänderung erhalten Sie eine Mitteilung.',
    },
    requests: {
      heading: 'Anfragen zu dieser Lieferstelle',
      none: 'Sie haben für diese Lieferstelle noch keine Anfrage gesendet.',
      notifications: 'Alle Mitteilungen ansehen',
    },
    request: {
      numberAndDate: 'Anfrage Nr. {{id}} vom {{date}}',
    },
    what: {
      billByEmail: 'Rechnung per E-Mail an {{email}}',
      billOnPaper: 'Rechnung auf Papier',
      power: '{{kw}} kW',
      termination: 'Kündigung zum {{date}}',
    },
    flow: {
      formHeading: 'Ihre Anfrage',
      checkHeading: 'Prüfen und bestätigen',
      doneHeading: 'Anfrage gesendet',
      errorTitle: 'Bitte korrigieren Sie diese Angaben',
      continue: 'Weiter',
      cancel: 'Abbrechen',
      confirm: 'Bestätigen und senden',
      change: 'Angaben ändern',
      sending: 'Wird gesendet…',
      failed: 'Die Anfrage wurde nicht gesendet.',
      pending:
        'Für diese Lieferstelle läuft bereits eine Anfrage dieser Art: Eine weitere können Sie senden, sobald sie abgeschlossen ist.',
      refused: 'Einige Angaben wurden nicht angenommen: Gehen Sie zurück und prüfen Sie sie.',
      follow:
        'Bei jeder Statusänderung erhalten Sie eine Mitteilung; den Stand sehen Sie auch auf der Seite der Lieferstelle.',
      notifications: 'Zu den Mitteilungen',
      backToSupply: 'Zurück zur Lieferstelle',
    },
    errors: {
      deliveryMissing: 'Wählen Sie, wie Sie die Rechnung erhalten möchten',
      emailMissing: 'Geben Sie die E-Mail-Adresse ein',
      emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.it',
      methodMissing: 'Wählen Sie eine Zahlungsart',
      ibanMissing: 'Geben Sie die IBAN des Kontos ein',
      ibanNotItalian: 'Die IBAN muss zu einem italienischen Konto gehören und mit IT beginnen',
      ibanLength: 'Eine italienische IBAN hat 27 Zeichen',
      ibanFormat:
        'Die IBAN ist nicht richtig geschrieben: IT, 2 Ziffern, ein Buchstabe (CIN), 10 Ziffern (ABI und CAB) und 12 Zeichen der Kontonummer',
      ibanCheckDigits: 'Die IBAN ist ungültig: Prüfen Sie die Ziffern, eine könnte falsch sein',
      ibanCin:
        'Die IBAN ist ungültig: Der CIN (der Buchstabe nach den ersten 4 Zeichen) passt nicht zum Konto',
      holderMissing: 'Geben Sie Vor- und Nachnamen des Kontoinhabers ein',
      holderLength: 'Der Name des Kontoinhabers muss 2 bis 70 Zeichen haben',
      taxCodeMissing: 'Geben Sie die Steuernummer des Kontoinhabers ein',
      taxCodeFormat:
        'Die Steuernummer ist nicht richtig geschrieben: 16 Zeichen für eine Person, 11 Ziffern für ein Unternehmen oder ein Kondominium',
      taxCodeCheck: 'Die Steuernummer ist ungültig: Prüfen Sie die Zeichen, das letzte passt nicht',
      kwMissing: 'Wählen Sie die neue Leistung',
      dateMissing: 'Geben Sie das Kündigungsdatum ein',
      dateInvalid: 'Geben Sie ein gültiges Datum ein',
      dateTooEarly: 'Das Kündigungsdatum muss mindestens 5 Tage nach heute liegen',
      dateTooLate: 'Das Kündigungsdatum muss innerhalb von 90 Tagen ab heute liegen',
      readingInvalid: 'Der Endzählerstand darf nur Ziffern enthalten (höchstens 9), ohne Komma',
      contactMissing: 'Wählen Sie, wohin die Schlussrechnung gehen soll',
      addressMissing: 'Geben Sie die Postanschrift ein',
      addressLength: 'Die Anschrift muss 5 bis 200 Zeichen haben',
    },
    billDelivery: {
      intro:
        'Wählen Sie, wie Sie Ihre Rechnungen erhalten: Die Wahl gilt für alle Lieferstellen auf Ihren Namen.',
      legend: 'Wie möchten Sie die Rechnung erhalten?',
      options: {
        EMAIL: 'Per E-Mail (digitale Rechnung)',
        PAPER: 'Auf Papier, per Post',
      },
      hints: {
        EMAIL: 'Sie erhalten die Rechnung als PDF, sobald sie ausgestellt ist, ohne Versandkosten.',
        PAPER: 'Sie erhalten die gedruckte Rechnung an die Adresse der Lieferstelle.',
      },
      email: 'E-Mail-Adresse',
      emailHint: 'Die Rechnungen kommen an diese Adresse.',
      next: 'Die Änderung gilt ab der ersten Rechnung nach Annahme der Anfrage, in der Regel innerhalb von 5 Werktagen.',
    },
    paymentMethod: {
      intro: 'Wählen Sie, wie Sie die Rechnungen dieser Lieferstelle bezahlen.',
      legend: 'Wie möchten Sie bezahlen?',
      currentHint: 'Derzeit zahlen Sie mit: {{method}}.',
      hints: {
        DIRECT_DEBIT: 'Die Rechnungen werden bei Fälligkeit von Ihrem Konto abgebucht.',
        CARD: 'Sie registrieren die Karte auf der sicheren Seite des Zahlungsdienstleisters: Die Rechnungen dieser Versorgung werden dieser Karte belastet.',
        POSTAL_SLIP:
          'Sie erhalten den Zahlschein mit der Rechnung und zahlen bei der Post, der Bank oder im Tabakladen.',
      },
      iban: 'IBAN des Kontos',
      ibanHint: '27 Zeichen, beginnt mit IT. Sie können sie mit Leerzeichen schreiben.',
      holder: 'Kontoinhaber',
      holderHint: 'Vor- und Nachname oder Firmenname, wie beim Konto.',
      taxCode: 'Steuernummer des Kontoinhabers',
      taxCodeHint:
        '16 Zeichen für eine Person, 11 Ziffern für ein Unternehmen oder ein Kondominium.',
      card: {
        where: 'Kartendaten',
        provider:
          'Sie geben sie nach der Bestätigung auf der sicheren Seite des Zahlungsdienstleisters ein.',
        registered: 'Registrierte Karte',
        checking: 'Wir prüfen die Karte beim Zahlungsdienstleister …',
        outcome: {
          DECLINED:
            'Der Zahlungsdienstleister hat die Karte abgelehnt: Wir haben keine Anfrage gesendet. Sie können es mit einer anderen Karte versuchen oder eine andere Zahlungsart wählen.',
          CANCELED:
            'Sie haben die Registrierung der Karte abgebrochen: Wir haben keine Anfrage gesendet. Sie können es erneut versuchen oder eine andere Zahlungsart wählen.',
          PENDING:
            'Die Registrierung der Karte ist noch nicht abgeschlossen: Wir haben keine Anfrage gesendet. Versuchen Sie es in einigen Augenblicken erneut.',
        },
      },
      next: {
        DIRECT_DEBIT:
          'Wir aktivieren das SEPA-Mandat bei Ihrer Bank: In der Regel dauert das 2 bis 3 Abrechnungszeiträume. Bis dahin zahlen Sie die Rechnungen wie bisher.',
        CARD: 'Die nächsten Rechnungen dieser Versorgung werden der registrierten Karte belastet. Die Kartendaten bleiben beim Zahlungsdienstleister: Das Portal sieht sie nie.',
        POSTAL_SLIP:
          'Ab der nächsten Rechnung erhalten Sie den Zahlschein zusammen mit der Rechnung.',
      },
    },
    power: {
      intro:
        'Die Anschlussleistung ist die Leistung, die Sie gleichzeitig nutzen können, ohne dass der Zähler abschaltet.',
      gas: 'Eine Gaslieferstelle hat keine Anschlussleistung: Diese Änderung gilt nur für Strom.',
      current: 'Aktuelle Leistung',
      currentIs: 'Aktuelle Leistung: {{power}}',
      requested: 'Neue Leistung',
      monthly: 'Unterschied pro Monat',
      hint: 'Die Standardstufen, bis {{max}} kW für diese Lieferstelle.',
      choose: 'Leistung wählen',
      option: '{{kw}} kW ({{difference}} pro Monat)',
      cost: '{{difference}} pro Monat beim Leistungspreis',
      quota:
        'Berechnet mit dem Leistungspreis Ihres Tarifs: {{quota}} € pro kW und Monat, ohne MwSt. und Steuern.',
      next: 'Der örtliche Netzbetreiber ändert die Leistung, meist per Fernsteuerung, innerhalb von 10 Werktagen nach Annahme. Die Gebühr für die Änderung steht in der nächsten Rechnung.',
    },
    termination: {
      intro:
        'Beantragen Sie die Kündigung, wenn Sie die Wohnung verlassen oder die Lieferung nicht mehr brauchen. Übernimmt eine andere Person, ist keine Kündigung nötig: Sie kann die Umschreibung beantragen.',
      nextHeading: 'Wie es weitergeht',
      next: {
        distributor:
          'Wir senden die Anfrage an den örtlichen Netzbetreiber, der den Zähler am {{date}} oder in den Tagen danach schließt.',
        reading: {
          gas: 'Der Netzbetreiber erfasst den Endstand des Gaszählers; wenn Sie ihn kennen, geben Sie ihn hier an: Wir prüfen damit die Schlussrechnung.',
          light:
            'Der elektronische Zähler übermittelt den Endstand selbst; den Stand, den Sie hier angeben, nutzen wir zur Prüfung der Schlussrechnung.',
        },
        finalBill:
          'Sie erhalten die Schlussrechnung mit dem Verbrauch bis zur Kündigung an die hier angegebene Adresse, in der Regel innerhalb von 6 Wochen.',
        noCharge: 'Nach der Kündigung berechnen wir für diese Lieferstelle nichts mehr.',
      },
      date: 'Kündigungsdatum',
      dateHint: 'Ein Datum vom {{from}} bis zum {{to}}.',
      reading: 'Endstand des Zählers',
      readingHint: 'Nur die ganzen Ziffern, ohne Nachkommastellen.',
      noReading: 'Nicht angegeben',
      contact: 'Wohin senden wir die Schlussrechnung?',
      contactHint:
        'Nach der Kündigung kommt die Rechnung nicht mehr an die Adresse der Lieferstelle.',
      contactEmail: 'An eine E-Mail-Adresse',
      contactPostal: 'An eine Postanschrift',
      email: 'E-Mail-Adresse',
      address: 'Postanschrift',
      addressHint: 'Straße und Hausnummer, PLZ, Gemeinde und Provinz.',
    },
  },
};

export default manageSupply;
