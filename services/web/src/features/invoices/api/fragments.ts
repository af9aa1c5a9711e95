// The fields the invoices pages read of an invoice and of its detail, named once and spread by
// the queries of this folder (the generated documents carry the fragments with them).
import { graphql } from '@/graphql/generated/index.ts';

export const INVOICE_FIELDS = graphql(`
  fragment InvoiceFields on Invoice {
    id
    documentNumber
    issueDate
    dueDate
    paymentDate
    competenceFrom
    competenceTo
    amount
    amountToPay
    paid
    paymentState
    paymentStateText
    utility
    pointId
    paymentMethod
    paymentMethodText
    onlinePaymentEnabled
    hasPdf
    hasDetailPdf
  }
`);

export const INVOICE_DETAIL_FIELDS = graphql(`
  fragment InvoiceDetailFields on InvoiceDetail {
    invoice {
      ...InvoiceFields
    }
    rows {
      description
      kind
      band
      textLanguage
      quantity
      unit
      unitText
      unitPrice
      amount
      vatRate
    }
    pdfUrl
    detailPdfUrl
  }
`);
