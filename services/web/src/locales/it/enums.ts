const enums = {
  enums: {
    paymentMethod: {
      DIRECT_DEBIT: 'Addebito diretto SEPA',
      POSTAL_SLIP: 'Bollettino postale',
      CARD: 'Carta di credito',
      BANK_TRANSFER: 'Bonifico bancario',
    },
    paymentState: {
      PAID: 'Pagata',
      TO_PAY: 'Da pagare',
      OVERDUE: 'Scaduta',
      PARTIALLY_PAID: 'Pagata in parte',
    },
    documentType: {
      INVOICE: 'Fattura',
      CREDIT_NOTE: 'Nota di credito',
    },
    billingFrequency: {
      MONTHLY: 'Mensile',
      BIMONTHLY: 'Bimestrale',
      QUARTERLY: 'Trimestrale',
      FOUR_MONTHLY: 'Quadrimestrale',
      HALF_YEARLY: 'Semestrale',
      YEARLY: 'Annuale',
    },
    signingChannel: {
      WEB: 'Web',
      AGENCY: 'Agenzia',
      PHONE: 'Telefono',
      BRANCH: 'Sportello',
    },
    readingType: {
      REMOTE: 'Telelettura',
      SELF: 'Autolettura',
      ACTUAL: 'Effettiva',
      ESTIMATED: 'Stimata',
    },
    contractMacroStatus: {
      ACTIVE: '$t(status.contract.ACTIVE)',
      ACTIVATING: 'In attivazione',
      SUSPENDED: '$t(status.contract.SUSPENDED)',
      CEASED: '$t(status.contract.CEASED)',
    },
    voltage: {
      LOW: 'Bassa tensione',
      MEDIUM: 'Media tensione',
      HIGH: 'Alta tensione',
    },
    supplyUse: {
      DOMESTIC: 'Domestico',
      PUBLIC_ADMINISTRATION: 'Pubblica amministrazione',
      NON_DOMESTIC: 'Altri usi',
    },
    operationKind: {
      SUPPLY_ACTIVATION: 'Attivazione fornitura',
      HOLDER_CHANGE: 'Voltura',
      POWER_VARIATION: 'Variazione potenza',
      BILLING_COMPLAINT: 'Reclamo fatturazione',
      READING_CORRECTION: 'Rettifica lettura',
      PAYMENT_METHOD_CHANGE: 'Cambio modalità di pagamento',
      BILL_DELIVERY_CHANGE: 'Cambio modalità di invio bolletta',
      TERMINATION: 'Cessazione fornitura',
    },
    requestState: {
      TRANSMITTED: 'Trasmessa',
      PROCESSING: 'In lavorazione',
      ACCEPTED: 'Accettata',
      REJECTED: 'Respinta',
      CANCELED: 'Annullata',
    },
    notificationCategory: {
      INVOICE: 'Bolletta',
      READING: '$t(enums.readingType.SELF)',
      OPERATION: 'Richiesta',
      INFO: 'Informazione',
    },
    bonusLevel: {
      BRONZE: 'Bronzo',
      SILVER: 'Argento',
      GOLD: 'Oro',
    },
    billDelivery: {
      EMAIL: 'E-mail',
      PAPER: 'Cartaceo',
    },
  },
};

export type EnumsMessages = typeof enums;
export default enums;
