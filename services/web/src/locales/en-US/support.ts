// The business support page (§2 support, assistance layout), the fallback English.
import type { SupportMessages } from '../it/support.ts';

const support: SupportMessages = {
  support: {
    title: {
      light: 'Electricity support',
      gas: 'Gas support',
    },
    intro:
      'Contacts for businesses and public bodies, answers to frequent questions and written requests with the day by which we answer.',
    contacts: {
      heading: 'Customer service for businesses and public bodies',
      phone: 'Phone',
      email: 'E-mail',
      pec: 'PEC (certified e-mail)',
      pecHint: 'For communications with legal value, public administrations included.',
      hours: 'Opening hours',
    },
    faq: {
      heading: 'Frequent questions',
      search: 'Search the questions',
      searchHint: 'Type one or more words: the list narrows as you type.',
      count_one: '{{count}} question',
      count_other: '{{count}} questions',
      found_one: '{{count}} of {{total}} questions contains the words searched for',
      found_other: '{{count}} of {{total}} questions contain the words searched for',
      none: 'No question contains the words “{{text}}”. Try other words or write to us.',
      showAll: 'Show all questions',
      empty: 'The frequent questions are not available at the moment.',
    },
    form: {
      heading: 'Write to us',
      intro:
        'Every written request gets a case number. We answer in writing within 30 calendar days to complaints and information requests, within 60 days to billing rectification requests.',
      registry: 'The request will be filed for {{name}}.',
      kind: 'Kind of request',
      choose: 'Choose the kind of request',
      kinds: {
        COMPLAINT: 'Complaint',
        INFORMATION_REQUEST: 'Information request',
        BILLING_RECTIFICATION: 'Billing rectification request',
        OTHER: 'Other request',
      },
      kindHint: {
        COMPLAINT:
          'For a service failure or conduct not in line with the contract. Answer within {{days}} calendar days.',
        INFORMATION_REQUEST:
          'For a question that disputes nothing. Answer within {{days}} calendar days.',
        BILLING_RECTIFICATION:
          'To dispute the amounts or consumption of an invoice: give its number. Answer within {{days}} calendar days.',
      },
      subject: 'Subject',
      subjectHint: '{{min}} to {{max}} characters.',
      message: 'Message',
      messageHint: '{{min}} to {{max}} characters. Describe what happened and what you ask of us.',
      messageCount: '{{count}} of {{max}} characters',
      supply: 'Supply concerned',
      supplyNone: 'None in particular',
      supplyOption: '{{point}} – {{address}}',
      supplyHint: {
        light: 'The POD of the electricity supply the request is about.',
        gas: 'The PDR of the gas supply the request is about.',
        any: 'The POD (power) or PDR (gas) of the supply the request is about.',
      },
      invoice: 'Invoice number',
      invoiceHint: 'Required for a billing rectification, for example FT2026/000123.',
      privacy: 'I have read the privacy notice',
      privacyLink: 'Read the privacy notice (opens in a new tab)',
      send: 'Send the request',
      sending: 'Sending the request…',
      errorTitle: 'Check the request',
      errors: {
        kindMissing: 'Choose the kind of request',
        subjectTooShort: 'Write a subject of at least {{min}} characters',
        subjectTooLong: 'The subject can have at most {{max}} characters',
        messageTooShort: 'Write a message of at least {{min}} characters',
        messageTooLong: 'The message can have at most {{max}} characters',
        invoiceMissing: 'Give the number of the invoice to rectify',
        invoiceInvalid: 'The invoice number can only contain letters, digits and / _ . -',
        privacyMissing: 'Confirm that you have read the privacy notice',
      },
      failed: 'The request was not sent.',
      notFound:
        'The supply or invoice given is not one of the selected registry’s: check the number.',
    },
    confirmation: {
      heading: 'Request sent',
      text: 'Keep the case number: you need it for every message about this request.',
      number: 'Case number',
      kind: 'Kind',
      filedAt: 'Received on',
      dueOn: 'Answer by',
      another: 'Write another request',
    },
    cases: {
      heading: 'Written requests sent',
      caption: 'Written requests sent, newest first',
      count_one: '{{count}} request',
      count_other: '{{count}} requests',
      empty: 'There are no written requests yet.',
      scope: 'Requests of',
      allRegistries: 'All member companies',
      pages: 'Pages of the requests',
      invoice: 'Invoice {{number}}',
      none: '—',
      columns: {
        number: 'Case number',
        kind: 'Kind',
        subject: 'Subject',
        concerns: 'Concerns',
        filedAt: 'Received on',
        dueOn: 'Answer by',
        state: 'Status',
      },
    },
    convention: {
      title: {
        gas: 'Information and complaints: gas under the convention',
        light: 'Information and complaints: electricity under the convention',
      },
      intro:
        'The convention’s contacts, written requests (complaints, information requests, billing rectifications) with the case number and the day we answer by, and the requests the body has already sent.',
      contacts: {
        heading: 'Convention contacts',
        intro: 'For questions about the convention, the orders and the activated supplies.',
        name: 'Name',
        email: 'Email',
        pec: 'Certified email (PEC)',
        phone: 'Phone',
        hours: 'Hours',
        empty: 'No dedicated contacts are given for this convention.',
        roles: {
          CONVENTION_DESK: 'Convention desk',
          ACCOUNT_MANAGER: 'Account manager',
          CERTIFIED_MAIL: 'Certified email',
          OTHER: 'Other contact',
        },
      },
    },
    retail: {
      assistance: {
        title: 'Help',
        intro: 'We are here to help: call us, write to us or look for the answer in the FAQ.',
        contacts: 'Customer service',
        phone: 'Toll-free number',
        phoneHint: 'Free from landlines and mobiles.',
        email: 'E-mail',
        hours: 'Opening hours',
        faqTitle: 'Frequently asked questions',
        faqText:
          'Bills, payments, self-reading, contract: the answers to the most common questions.',
        faqLink: 'Search the FAQ',
        writeTitle: 'Write to us',
        writeText:
          'Complaints, information requests and billing rectifications, with a case number and the date by which we answer.',
        writeLink: 'Send a written request',
        casesLink: 'See your requests',
      },
      faq: {
        title: 'Frequently asked questions',
        intro: 'Type a word, for example “bill” or “self-reading”, to find the answer.',
        notFound: 'Did not find the answer?',
        writeUs: 'Write to us',
      },
      writeus: {
        title: 'Write to us',
        intro:
          'Choose the kind of request: you get the case number at once and the date by which you will receive a written answer.',
      },
    },
  },
};

export default support;
