// The subsidised areas' convention pages (§2 /pa/subsidizedGas|subsidizedLight), the fallback
// English.
import type { ConventionMessages } from '../it/convention.ts';

const convention: ConventionMessages = {
  convention: {
    none: '—',
    currency: '€{{amount}}',
    validity: 'from {{from}} to {{to}}',
    validFrom: 'from {{from}}',
    percent: '{{value}}%',
    overview: {
      title: {
        gas: 'Gas convention',
        light: 'Electricity convention',
      },
      intro:
        'The convention the body joined, what it has ordered and can still order, its spend and the orders under way.',
      alerts: {
        heading: 'Alerts',
        EXPIRING_one: 'The convention expires in {{count}} day, on {{date}}.',
        EXPIRING_other: 'The convention expires in {{count}} days, on {{date}}.',
        expiringToday: 'The convention expires today.',
        QUANTITY_NEARLY_USED:
          'The body has already ordered {{percent}}% of its maximum quantity: {{available}} left.',
      },
      identity: {
        heading: 'The convention',
        code: 'Code',
        name: 'Convention',
        lot: 'Lot',
        frameworkCig: 'Convention CIG',
        supplier: 'Supplier',
        validity: 'Validity',
      },
      quantities: {
        heading: 'Ordered and available quantity',
        ordered: 'Ordered quantity',
        available: 'Quantity still available',
        max: 'The body’s maximum quantity',
        perYear: 'a year',
        meterLabel: 'Share of the maximum quantity already ordered',
        meterText:
          '{{percent}}% of the maximum quantity ordered: {{ordered}} of {{max}}, {{available}} left.',
        consumed: 'Consumption in the last 12 months',
      },
      figures: {
        heading: 'Supplies, spend and orders',
        supplies: 'Supplies under the convention',
        spend: 'Spend under the convention',
        spendDetail: 'VAT included, since {{from}}',
        openOrders: 'Open orders',
        openOrdersLink: 'See the state of the orders',
      },
      newOrder: {
        heading: 'New order',
        earliestStart: 'An order sent today can start the supply on {{date}} at the earliest.',
        noStart:
          'No start day falls within the convention’s validity any more: new orders cannot be sent.',
        link: 'Order supplies under the convention',
      },
      pages: {
        heading: 'The convention’s pages',
      },
    },
    contracts: {
      title: {
        gas: 'Gas convention contracts',
        light: 'Electricity convention contracts',
      },
      intro:
        'One contract per accepted order: its status, validity, the contracted quantity and the quantity consumed.',
      count_one: '{{count}} contract',
      count_other: '{{count}} contracts',
      empty: 'There are no contracts under the convention yet: one comes with each accepted order.',
      caption: 'Contracts under the convention',
      columns: {
        number: 'Contract',
        status: 'Status',
        validity: 'Validity',
        contracted: 'Contracted quantity',
        consumed: 'Consumption, last 12 months',
        order: 'Order',
      },
      points_one: '{{count}} point',
      points_other: '{{count}} points',
      consumedShare: '{{percent}}% of the contracted quantity',
      orderLink: 'Order {{number}}',
    },
    registry: {
      title: {
        gas: 'The body’s registry — gas under convention',
        light: 'The body’s registry — electricity under convention',
      },
      intro:
        'The body’s details as the supplier holds them, used for electronic invoicing. If something is wrong, ask for a correction.',
      facts: {
        heading: 'The body’s details',
        name: 'Name',
        taxCode: 'Tax code',
        vatNumber: 'VAT number',
        ipaCode: 'IPA code',
        pec: 'PEC (certified e-mail)',
        registeredAddress: 'Registered office',
        billingAddress: 'Billing address',
        splitPayment: 'Split payment',
      },
      splitPayment: {
        true: 'Yes, it applies',
        false: 'No, it does not apply',
      },
      offices: {
        heading: 'Electronic invoicing offices',
        caption: 'Offices that receive the electronic invoices',
        code: 'Unique office code',
        name: 'Office',
        default: 'Default',
        defaultBadge: 'Default',
        notDefault: '—',
        none: 'No office registered.',
      },
      fields: {
        REGISTERED_ADDRESS: 'Registered office',
        BILLING_ADDRESS: 'Billing address',
        PEC: 'PEC (certified e-mail)',
        INVOICING_OFFICE: 'Unique office code',
        SPLIT_PAYMENT: 'Split payment',
        OTHER: 'Other',
      },
      form: {
        heading: 'Ask for a correction',
        intro:
          'Say which detail is wrong and what it should read: the supplier opens a case and tells you the outcome.',
        field: 'Detail to correct',
        choose: 'Choose a detail',
        value: 'Correct value',
        current: 'On record today: {{value}}',
        valueHints: {
          REGISTERED_ADDRESS: 'Street and number, postal code, town and province.',
          BILLING_ADDRESS: 'Street and number, postal code, town and province.',
          PEC: 'A certified e-mail address, for example protocollo@pec.comune.it.',
          INVOICING_OFFICE: 'The IPA unique office code: 6 letters or digits.',
          SPLIT_PAYMENT: 'Whether split payment applies to the body.',
          OTHER: 'The detail and its correct value, briefly.',
        },
        splitChoose: 'Choose',
        note: 'Note',
        noteHint:
          'At most {{max}} characters: for example the resolution or act behind the correction.',
        send: 'Send the correction request',
        sending: 'Sending…',
        errorTitle: 'Check these details',
        errors: {
          fieldMissing: 'Choose the detail to correct.',
          valueMissing: 'Type the correct value.',
          valueTooLong: 'The correct value has at most {{max}} characters.',
          invalidEmail: 'Type the PEC as an e-mail address, for example protocollo@pec.comune.it.',
          invalidOfficeCode: 'The unique office code has 6 characters, letters or digits.',
          noteTooLong: 'The note has at most {{max}} characters.',
        },
        failed: 'The request was not sent.',
        refused: 'The supplier did not accept the details: check them and try again.',
        unavailable:
          'The supplier’s service does not answer. Nothing was sent: try again in a few minutes.',
      },
      confirmation: {
        heading: 'Correction request sent',
        text: 'The supplier received the request and opened a case.',
        caseNumber: 'Case number',
        field: 'Detail',
        value: 'Requested value',
        requestedAt: 'Received on',
        another: 'Ask for another correction',
      },
      corrections: {
        heading: 'Corrections requested',
        caption: 'Corrections requested, newest first',
        none: 'The body has not asked for any correction yet.',
        caseNumber: 'Case',
        field: 'Detail',
        value: 'Requested value',
        state: 'State',
        requestedAt: 'Requested on',
      },
    },
  },
};

export default convention;
