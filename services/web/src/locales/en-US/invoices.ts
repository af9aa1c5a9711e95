import type { InvoicesMessages } from '../it/invoices.ts';

const invoices: InvoicesMessages = {
  invoices: {
    title: 'My bills',
    intro: {
      normal:
        'Here are all your electricity and gas bills: filter them, open the detail and download the PDF.',
      dated:
        'Here are the bills issued up to 16/06/2024; from 17/06/2024 new bills will appear on this page.',
    },
    empty: {
      normal: 'There are no bills for the chosen filters.',
      dated: 'There are no bills issued up to 16/06/2024 for the chosen filters.',
    },
    count_one: '{{count}} bill',
    count_other: '{{count}} bills',
    filters: {
      legend: 'Filters',
      paymentState: 'Payment state',
      all: 'All',
      issueDate: 'Issue date',
      apply: 'Search',
      reset: 'Reset filters',
    },
    status: { paid: 'Paid', toPay: 'To pay' },
    table: {
      caption: 'List of bills',
      number: 'Number',
      issueDate: 'Issued',
      dueDate: 'Due',
      amount: 'Amount',
      toPay: 'To pay',
      status: 'Status',
      utility: 'Supply',
      open: 'Open bill {{number}}',
      currency: '€ {{amount}}',
    },
    paging: {
      label: 'Pages of bills',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
    },
    detail: {
      title: 'Bill {{number}}',
      back: 'Back to the bills',
      summary: 'Summary',
      issueDate: 'Issue date',
      dueDate: 'Due date',
      paymentDate: 'Payment date',
      competence: 'Billing period',
      competenceRange: 'from {{from}} to {{to}}',
      pointId: 'Supply point',
      paymentMethod: 'Payment method',
      rows: 'Bill lines',
      description: 'Description',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      vatRate: 'VAT',
      vatPercent: '{{rate}} %',
      amount: 'Amount',
      noRows: 'The bill has no detail lines.',
      totalAmount: 'Bill total',
      totalToPay: 'Total to pay',
      download: 'Download the PDF',
      downloading: 'Downloading: {{percent}} %',
      downloadingUnknown: 'Downloading…',
      downloaded: 'PDF downloaded.',
      downloadFailed: 'Download failed. Please try again.',
      noPdf: 'The PDF of this bill is not available.',
      notFound: 'Bill not found.',
      missingIssueDate: 'The issue date is missing or invalid.',
    },
  },
};

export default invoices;
