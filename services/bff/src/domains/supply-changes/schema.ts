// The supply-management requests part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum SupplyChangeKind {
    PAYMENT_METHOD
    BILL_DELIVERY
    POWER_VARIATION
    TERMINATION
  }
  enum PaymentMethodKind {
    DIRECT_DEBIT
    POSTAL_SLIP
    CARD
  }
  enum BillDeliveryKind {
    EMAIL
    PAPER
  }
  input SupplyChangeInput {
    paymentMethod: PaymentMethodKind
    iban: String
    billDelivery: BillDeliveryKind
    email: String
    requestedPowerKw: Float
    terminationDate: String
    finalAddress: String
    # SEPA direct debit: the account holder and the holder's codice fiscale.
    accountHolder: String
    holderTaxCode: String
    # Termination: the final meter reading (1 to 9 digits, optional) and where the final bill goes —
    # an e-mail address (finalEmail) or a postal address (finalAddress), exactly one of them.
    finalReading: String
    finalEmail: String
    note: String
  }
  type SupplyChangeRequest {
    id: ID!
    kind: SupplyChangeKind!
    state: RequestState!
    stateText: String!
    requestedAt: String!
    supplyId: ID!
    history: [StateChange!]!
    # What was asked, by kind (null where it does not apply).
    paymentMethod: PaymentMethodKind
    billDelivery: BillDeliveryKind
    email: String
    previousPowerKw: Float
    requestedPowerKw: Float
    terminationDate: String
    # CARD: the registered card's brand and masked number (never the card number or its token).
    cardType: String
    maskedPan: String
  }
  # A card registration opened with the payment provider for a supply's bills:
  # the browser goes to registrationUrl and comes back to the paymentMethod page with the id.
  type CardRegistration {
    registrationId: ID!
    registrationUrl: String!
    supplyId: ID!
  }
  enum CardRegistrationOutcome {
    SUCCESS
    DECLINED
    CANCELED
    PENDING
  }
  # The registration's outcome; on SUCCESS the payment-method request filed with the card (once).
  type CardRegistrationResult {
    registrationId: ID!
    supplyId: ID!
    outcome: CardRegistrationOutcome!
    cardType: String
    maskedPan: String
    request: SupplyChangeRequest
  }
  # A committed power the supply may move to, and the monthly difference of the power quota
  # (EUR, VAT and taxes excluded; negative when it costs less).
  type PowerStep {
    kw: Float!
    monthlyDifference: Float!
  }
  type PowerVariationOffer {
    currentKw: Float
    # The highest power the supply may ask for through the portal.
    maxKw: Float!
    # The tariff's power quota (EUR per kW per month) the differences are computed with.
    eurPerKwMonth: Float!
    steps: [PowerStep!]!
  }
  type TerminationWindow {
    earliest: String!
    latest: String!
  }
  # An operation the supply offers and its request still open (TRANSMITTED or PROCESSING), if any.
  type SupplyOperation {
    kind: SupplyChangeKind!
    openRequest: SupplyChangeRequest
  }
  # The manage page of a retail supply (§2 /retail/myUtilities/manageUts/{id}).
  type SupplyManagement {
    supply: Supply!
    # The registry's bill delivery (§3 fatturaDigitale).
    billDelivery: BillDelivery
    billDeliveryText: String
    billEmail: String
    # The payment method of the supply's contract (§3 contratti tipoPagamento).
    paymentMethod: PaymentMethod
    paymentMethodText: String
    # Null for a gas supply.
    power: PowerVariationOffer
    termination: TerminationWindow!
    operations: [SupplyOperation!]!
    # The supply's requests, newest first (the latest 20).
    requests: [SupplyChangeRequest!]!
  }
  type SupplyChangeRequestPage {
    totalCount: Int!
    nodes: [SupplyChangeRequest!]!
  }
  extend type Query {
    supplyManagement(supplyId: ID!): SupplyManagement!
    supplyChangeRequests(supplyId: ID, first: Int = 20, offset: Int = 0): SupplyChangeRequestPage!
  }
  extend type Mutation {
    requestSupplyChange(
      supplyId: ID!
      kind: SupplyChangeKind!
      input: SupplyChangeInput!
    ): SupplyChangeRequest!
    "Opens the provider's card page for the supply; it comes back in the page's language (default §5)."
    startCardRegistration(supplyId: ID!, language: ContentLanguage): CardRegistration!
    "Reads the registration's outcome and, when the card was accepted, files the payment-method change with it, once."
    completeCardRegistration(registrationId: ID!): CardRegistrationResult!
  }
`;
