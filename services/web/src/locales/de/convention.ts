// The subsidised areas' convention pages (§2 /pa/subsidizedGas|subsidizedLight), German.
import type { ConventionMessages } from '../it/convention.ts';

const convention: ConventionMessages = {
  convention: {
    none: '—',
    currency: '{{amount}} €',
    validity: 'vom {{from}} bis {{to}}',
    validFrom: 'ab {{from}}',
    percent: '{{value}} %',
    overview: {
      title: {
        gas: 'Rahmenvertrag Gas',
        light: 'Rahmenvertrag Strom',
      },
      intro:
        'Der Rahmenvertrag, dem die Körperschaft beigetreten ist, was sie bereits bestellt hat und noch bestellen kann, die Ausgaben und die laufenden Bestellungen.',
      alerts: {
        heading: 'Hinweise',
        EXPIRING_one: 'Der Rahmenvertrag läuft in {{count}} Tag ab, am {{date}}.',
        EXPIRING_other: 'Der Rahmenvertrag läuft in {{count}} Tagen ab, am {{date}}.',
        expiringToday: 'Der Rahmenvertrag läuft heute ab.',
        QUANTITY_NEARLY_USED:
          'Die Körperschaft hat bereits {{percent}} % der Höchstmenge bestellt: Es bleiben {{available}}.',
      },
      identity: {
        heading: 'Der Rahmenvertrag',
        code: 'Kennung',
        name: 'Rahmenvertrag',
        lot: 'Los',
        frameworkCig: 'CIG des Rahmenvertrags',
        supplier: 'Lieferant',
        validity: 'Gültigkeit',
      },
      quantities: {
        heading: 'Bestellte und verfügbare Menge',
        ordered: 'Bestellte Menge',
        available: 'Noch verfügbare Menge',
        max: 'Höchstmenge der Körperschaft',
        perYear: 'pro Jahr',
        meterLabel: 'Anteil der Höchstmenge, der bereits bestellt ist',
        meterText:
          '{{percent}} % der Höchstmenge bestellt: {{ordered}} von {{max}}, es bleiben {{available}}.',
        consumed: 'Verbrauch der letzten 12 Monate',
      },
      figures: {
        heading: 'Lieferstellen, Ausgaben und Bestellungen',
        supplies: 'Lieferstellen im Rahmenvertrag',
        spend: 'Ausgaben im Rahmenvertrag',
        spendDetail: 'inkl. MwSt., seit {{from}}',
        openOrders: 'Offene Bestellungen',
        openOrdersLink: 'Stand der Bestellungen ansehen',
      },
      newOrder: {
        heading: 'Neue Bestellung',
        earliestStart:
          'Mit einer heute gesendeten Bestellung kann die Lieferung ab {{date}} beginnen.',
        noStart:
          'Kein Beginn liegt mehr in der Gültigkeit des Rahmenvertrags: Neue Bestellungen sind nicht möglich.',
        link: 'Lieferungen im Rahmenvertrag bestellen',
      },
      pages: {
        heading: 'Die Seiten des Rahmenvertrags',
      },
    },
    contracts: {
      title: {
        gas: 'Verträge im Rahmenvertrag Gas',
        light: 'Verträge im Rahmenvertrag Strom',
      },
      intro:
        'Ein Vertrag für jede angenommene Bestellung: sein Status, die Gültigkeit, die vertragliche und die verbrauchte Menge.',
      count_one: '{{count}} Vertrag',
      count_other: '{{count}} Verträge',
      empty:
        'Es gibt noch keine Verträge im Rahmenvertrag: Sie entstehen, wenn eine Bestellung angenommen wird.',
      caption: 'Verträge im Rahmenvertrag',
      columns: {
        number: 'Vertrag',
        status: 'Status',
        validity: 'Gültigkeit',
        contracted: 'Vertragliche Menge',
        consumed: 'Verbrauch (12 Monate)',
        order: 'Bestellung',
      },
      points_one: '{{count}} Lieferstelle',
      points_other: '{{count}} Lieferstellen',
      consumedShare: '{{percent}} % der vertraglichen Menge',
      orderLink: 'Bestellung {{number}}',
    },
    registry: {
      title: {
        gas: 'Stammdaten der Körperschaft — Gas im Rahmenvertrag',
        light: 'Stammdaten der Körperschaft — Strom im Rahmenvertrag',
      },
      intro:
        'Die Daten der Körperschaft, wie der Lieferant sie führt, für die elektronische Rechnung. Wenn etwas nicht stimmt, beantragen Sie die Berichtigung.',
      facts: {
        heading: 'Daten der Körperschaft',
        name: 'Bezeichnung',
        taxCode: 'Steuernummer',
        vatNumber: 'MwSt.-Nummer',
        ipaCode: 'IPA-Kennung',
        pec: 'PEC',
        registeredAddress: 'Rechtssitz',
        billingAddress: 'Rechnungsanschrift',
        splitPayment: 'Split Payment (Spaltung der Zahlung)',
      },
      splitPayment: {
        true: 'Ja, wird angewandt',
        false: 'Nein, wird nicht angewandt',
      },
      offices: {
        heading: 'Ämter für die elektronische Rechnung',
        caption: 'Ämter, die die elektronischen Rechnungen empfangen',
        code: 'Eindeutiger Amtscode',
        name: 'Amt',
        default: 'Standard',
        defaultBadge: 'Standard',
        notDefault: '—',
        none: 'Kein Amt eingetragen.',
      },
      fields: {
        REGISTERED_ADDRESS: 'Rechtssitz',
        BILLING_ADDRESS: 'Rechnungsanschrift',
        PEC: 'PEC',
        INVOICING_OFFICE: 'Eindeutiger Amtscode',
        SPLIT_PAYMENT: 'Split Payment',
        OTHER: 'Sonstiges',
      },
      form: {
        heading: 'Berichtigung beantragen',
        intro:
          'Geben Sie an, welche Angabe falsch ist und wie sie richtig lautet: Der Lieferant eröffnet einen Vorgang und teilt Ihnen das Ergebnis mit.',
        field: 'Zu berichtigende Angabe',
        choose: 'Angabe wählen',
        value: 'Richtiger Wert',
        current: 'Derzeit eingetragen: {{value}}',
        valueHints: {
          REGISTERED_ADDRESS: 'Straße und Hausnummer, PLZ, Gemeinde und Provinz.',
          BILLING_ADDRESS: 'Straße und Hausnummer, PLZ, Gemeinde und Provinz.',
          PEC: 'Eine Adresse der zertifizierten E-Mail, zum Beispiel protokoll@pec.gemeinde.it.',
          INVOICING_OFFICE: 'Der eindeutige Amtscode aus dem IPA: 6 Buchstaben oder Ziffern.',
          SPLIT_PAYMENT: 'Ob für die Körperschaft das Split Payment gilt.',
          OTHER: 'Die Angabe und ihr richtiger Wert, kurz.',
        },
        splitChoose: 'Wählen',
        note: 'Anmerkung',
        noteHint:
          'Höchstens {{max}} Zeichen: zum Beispiel der Beschluss oder die Verfügung, die die Berichtigung begründet.',
        send: 'Berichtigung beantragen',
        sending: 'Wird gesendet …',
        errorTitle: 'Bitte prüfen Sie diese Angaben',
        errors: {
          fieldMissing: 'Wählen Sie die zu berichtigende Angabe.',
          valueMissing: 'Geben Sie den richtigen Wert ein.',
          valueTooLong: 'Der richtige Wert darf höchstens {{max}} Zeichen haben.',
          invalidEmail:
            'Geben Sie die PEC als E-Mail-Adresse ein, zum Beispiel protokoll@pec.gemeinde.it.',
          invalidOfficeCode: 'Der eindeutige Amtscode hat 6 Zeichen, Buchstaben oder Ziffern.',
          noteTooLong: 'Die Anmerkung darf höchstens {{max}} Zeichen haben.',
        },
        failed: 'Der Antrag wurde nicht gesendet.',
        refused: 'Der Lieferant hat die Angaben nicht angenommen: Bitte prüfen Sie sie.',
        unavailable:
          'Der Dienst des Lieferanten antwortet nicht. Es wurde nichts gesendet: Versuchen Sie es in einigen Minuten erneut.',
      },
      confirmation: {
        heading: 'Antrag auf Berichtigung gesendet',
        text: 'Der Lieferant hat den Antrag erhalten und einen Vorgang eröffnet.',
        caseNumber: 'Vorgangsnummer',
        field: 'Angabe',
        value: 'Beantragter Wert',
        requestedAt: 'Eingegangen am',
        another: 'Eine weitere Berichtigung beantragen',
      },
      corrections: {
        heading: 'Beantragte Berichtigungen',
        caption: 'Beantragte Berichtigungen, die neueste zuerst',
        none: 'Die Körperschaft hat noch keine Berichtigung beantragt.',
        caseNumber: 'Vorgang',
        field: 'Angabe',
        value: 'Beantragter Wert',
        state: 'Status',
        requestedAt: 'Beantragt am',
      },
    },
  },
};

export default convention;
