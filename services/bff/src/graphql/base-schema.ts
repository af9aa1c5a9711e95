// The types more than one domain of the schema uses, and the root types the domains extend.
// Ids are strings of the upstream integer ids; dates are YYYY-MM-DD (instants
// YYYY-MM-DDTHH:mm:ss, Europe/Rome). Upstream's Italian enumerations are enums of the keys of
// packages/shared's maps plus OTHER, with upstream's words in a …Text field beside them (a
// test keeps both in step).
export const baseTypeDefs = /* GraphQL */ `
  type Query
  type Mutation
  enum Utility {
    GAS
    POWER
  }
  # Units of measure (packages/shared UNITS), with upstream's words in a …Text field beside.
  enum Unit {
    KWH
    SMC
    KW
    MONTH
    DAY
    OTHER
  }
  enum PaymentMethod {
    DIRECT_DEBIT
    POSTAL_SLIP
    CARD
    BANK_TRANSFER
    OTHER
  }
  enum ReadingType {
    REMOTE
    SELF
    ACTUAL
    ESTIMATED
    OTHER
  }
  # §4 status table, one key per row; UNKNOWN is its last row (shown as Attivo).
  enum ContractStatus {
    ACTIVE
    ACCEPTED
    SUSPENDED
    CEASED
    TRANSMITTED
    ACTIVATING
    PROCESSING
    EXPIRING
    UNKNOWN
  }
  enum RequestState {
    TRANSMITTED
    PROCESSING
    ACCEPTED
    REJECTED
    CANCELED
    OTHER
  }
  type StateChange {
    state: RequestState!
    stateText: String!
    date: String!
    note: String
  }
`;
