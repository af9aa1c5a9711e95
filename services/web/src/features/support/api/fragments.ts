// The fields of a written request the page shows, in the list and in the confirmation.
import { graphql } from '@/graphql/generated/index.ts';

export const SUPPORT_CASE_FIELDS = graphql(`
  fragment SupportCaseFields on SupportCase {
    id
    number
    registryId
    kind
    kindText
    subject
    filedAt
    answerDueOn
    state
    stateText
    pointId
    utility
    invoiceNumber
  }
`);
