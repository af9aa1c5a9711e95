// The contract fields the contracts pages show (§3 contratti), shared by the list and the detail
// documents of this folder (the generated documents carry the fragments with them).
import { graphql } from '@/graphql/generated/index.ts';

export const CONTRACT_FIELDS = graphql(`
  fragment ContractFields on Contract {
    id
    contractNumber
    contractRowCode
    utility
    pointId
    status
    macroStatus
    macroStatusText
    product
    offerCode
    siteId
    siteName
    address
    locality
    province
    friendlyName
    signedOn
    activatedOn
    terminatedOn
    ...ContractTerms
    signingChannel
    signingChannelText
    contractualConsumptionPower
    contractualConsumptionGas
    constantInstalment
    businessConventionCode
    businessConventionName
    businessConventionType
    businessConventionStartDate
    businessConventionEndDate
    agent
    supplyId
  }
`);
