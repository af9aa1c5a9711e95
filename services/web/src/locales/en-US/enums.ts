import type { EnumsMessages } from '../it/enums.ts';

const enums: EnumsMessages = {
  enums: {
    paymentMethod: {
      DIRECT_DEBIT: 'SEPA direct debit',
      POSTAL_SLIP: 'Postal payment slip',
      CARD: 'Credit card',
      BANK_TRANSFER: 'Bank transfer',
    },
    paymentState: {
      PAID: 'Paid',
      TO_PAY: 'To pay',
      OVERDUE: 'Overdue',
      PARTIALLY_PAID: 'Partially paid',
    },
    documentType: {
      INVOICE: 'Invoice',
      CREDIT_NOTE: 'Credit note',
    },
    billingFrequency: {
      MONTHLY: 'Monthly',
      BIMONTHLY: 'Every two months',
      QUARTERLY: 'Quarterly',
      FOUR_MONTHLY: 'Every four months',
      HALF_YEARLY: 'Every six months',
      YEARLY: 'Yearly',
    },
    signingChannel: {
      WEB: 'Online',
      AGENCY: 'Agency',
      PHONE: 'Phone',
      BRANCH: 'Customer desk',
    },
    readingType: {
      REMOTE: 'Remote reading',
      SELF: 'Self-reading',
      ACTUAL: 'Actual reading',
      ESTIMATED: 'Estimated',
    },
    contractMacroStatus: {
      ACTIVE: '$t(status.contract.ACTIVE)',
      ACTIVATING: '$t(status.contract.ACTIVATING)',
      SUSPENDED: '$t(status.contract.SUSPENDED)',
      CEASED: 'Ended',
    },
    voltage: {
      LOW: 'Low voltage',
      MEDIUM: 'Medium voltage',
      HIGH: 'High voltage',
    },
    supplyUse: {
      DOMESTIC: 'Domestic',
      PUBLIC_ADMINISTRATION: 'Public administration',
      NON_DOMESTIC: 'Non-domestic use',
    },
    operationKind: {
      SUPPLY_ACTIVATION: 'Supply activation',
      HOLDER_CHANGE: 'Change of account holder',
      POWER_VARIATION: 'Power change',
      BILLING_COMPLAINT: 'Billing complaint',
      READING_CORRECTION: 'Meter reading correction',
      PAYMENT_METHOD_CHANGE: 'Payment method change',
      BILL_DELIVERY_CHANGE: 'Bill delivery change',
      TERMINATION: 'Supply termination',
    },
    requestState: {
      TRANSMITTED: 'Sent',
      PROCESSING: 'In progress',
      ACCEPTED: '$t(status.contract.ACCEPTED)',
      REJECTED: '$t(status.request.REJECTED)',
      CANCELED: 'Cancelled',
    },
    notificationCategory: {
      INVOICE: 'Bill',
      READING: 'Meter reading',
      OPERATION: 'Request',
      INFO: 'Information',
    },
    bonusLevel: {
      BRONZE: 'Bronze',
      SILVER: 'Silver',
      GOLD: 'Gold',
    },
    billDelivery: {
      EMAIL: 'Email',
      PAPER: 'Paper',
    },
  },
};

export default enums;
