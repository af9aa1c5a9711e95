// The supply fields the supplies pages show (§3 forniture), shared by the list and the green
// energy documents of this folder (the generated documents carry the fragment with them).
import { graphql } from '@/graphql/generated/index.ts';

export const SUPPLY_FIELDS = graphql(`
  fragment SupplyListFields on Supply {
    id
    utility
    pointId
    status
    siteId
    siteName
    address
    postalCode
    locality
    province
    product
    committedPowerKw
    meterClass
    annualConsumption
    unit
    unitText
    contractId
    greenEnergy
    greenCertificate
    greenCertificateKind
    renewablePercent
    co2AvoidedKg
  }
`);
