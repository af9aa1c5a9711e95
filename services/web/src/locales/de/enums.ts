import type { EnumsMessages } from '../it/enums.ts';

const enums: EnumsMessages = {
  enums: {
    paymentMethod: {
      DIRECT_DEBIT: 'SEPA-Lastschrift',
      POSTAL_SLIP: 'Posterlagschein',
      CARD: 'Kreditkarte',
      BANK_TRANSFER: 'Banküberweisung',
    },
    paymentState: {
      PAID: 'Bezahlt',
      TO_PAY: 'Zu zahlen',
      OVERDUE: 'Überfällig',
      PARTIALLY_PAID: 'Teilweise bezahlt',
    },
    documentType: {
      INVOICE: 'Rechnung',
      CREDIT_NOTE: 'Gutschrift',
    },
    billingFrequency: {
      MONTHLY: 'Monatlich',
      BIMONTHLY: 'Alle zwei Monate',
      QUARTERLY: 'Vierteljährlich',
      FOUR_MONTHLY: 'Alle vier Monate',
      HALF_YEARLY: 'Halbjährlich',
      YEARLY: 'Jährlich',
    },
    signingChannel: {
      WEB: 'Online',
      AGENCY: 'Agentur',
      PHONE: 'Telefon',
      BRANCH: 'Kundenschalter',
    },
    readingType: {
      REMOTE: 'Fernablesung',
      SELF: 'Selbstablesung',
      ACTUAL: 'Tatsächlicher Zählerstand',
      ESTIMATED: 'Geschätzt',
    },
    contractMacroStatus: {
      ACTIVE: '$t(status.contract.ACTIVE)',
      ACTIVATING: '$t(status.contract.ACTIVATING)',
      SUSPENDED: '$t(status.contract.SUSPENDED)',
      CEASED: '$t(status.contract.CEASED)',
    },
    voltage: {
      LOW: 'Niederspannung',
      MEDIUM: 'Mittelspannung',
      HIGH: 'Hochspannung',
    },
    supplyUse: {
      DOMESTIC: 'Haushalt',
      PUBLIC_ADMINISTRATION: 'Öffentliche Verwaltung',
      NON_DOMESTIC: 'Andere Nutzungen',
    },
    operationKind: {
      SUPPLY_ACTIVATION: 'Aktivierung der Lieferung',
      HOLDER_CHANGE: 'Umschreibung',
      POWER_VARIATION: 'Leistungsänderung',
      BILLING_COMPLAINT: 'Rechnungsreklamation',
      READING_CORRECTION: 'Korrektur Zählerstand',
      PAYMENT_METHOD_CHANGE: 'Änderung der Zahlungsart',
      BILL_DELIVERY_CHANGE: 'Änderung des Rechnungsversands',
      TERMINATION: 'Kündigung der Lieferung',
    },
    requestState: {
      TRANSMITTED: '$t(status.contract.TRANSMITTED)',
      PROCESSING: '$t(status.contract.PROCESSING)',
      ACCEPTED: '$t(status.contract.ACCEPTED)',
      REJECTED: '$t(status.request.REJECTED)',
      CANCELED: '$t(status.request.CANCELED)',
    },
    notificationCategory: {
      INVOICE: '$t(enums.documentType.INVOICE)',
      READING: '$t(enums.readingType.SELF)',
      OPERATION: 'Anfrage',
      INFO: 'Information',
    },
    bonusLevel: {
      BRONZE: 'Bronze',
      SILVER: 'Silber',
      GOLD: 'Gold',
    },
    billDelivery: {
      EMAIL: 'E-Mail',
      PAPER: 'Papier',
    },
  },
};

export default enums;
