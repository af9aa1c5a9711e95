// What a page that shows a contract's terms asks of it (§3 contratti): how long it is valid, how
// often it bills, how it is paid, how the meter is read and when the customer may send a reading.
// The contracts pages and a household supply's page spread it; each adds what it shows besides.
import { graphql } from '@/graphql/generated/index.ts';

export const CONTRACT_TERMS_FIELDS = graphql(`
  fragment ContractTerms on Contract {
    validFrom
    validTo
    billingFrequency
    billingFrequencyText
    paymentType
    paymentTypeText
    readingType
    readingTypeText
    canInsertReading
    readingWindowFrom
    readingWindowTo
  }
`);
