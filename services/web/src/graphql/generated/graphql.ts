/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AlertKind =
  | 'BASE_LOAD_RISE'
  | 'BILL_DUE'
  | 'BILL_ISSUED'
  | 'BILL_OVERDUE'
  | 'BUDGET'
  | 'CONSUMPTION_ANOMALY'
  | 'CONVENTION_QUANTITY'
  | 'REQUEST_CHANGED'
  | 'SELF_READING_WINDOW';

export type BillDelivery =
  | 'EMAIL'
  | 'OTHER'
  | 'PAPER';

export type BillDeliveryKind =
  | 'EMAIL'
  | 'PAPER';

export type BillingFrequency =
  | 'BIMONTHLY'
  | 'FOUR_MONTHLY'
  | 'HALF_YEARLY'
  | 'MONTHLY'
  | 'OTHER'
  | 'QUARTERLY'
  | 'YEARLY';

export type BonusIneligibility =
  | 'HOUSEHOLDS_ONLY'
  | 'OTHER'
  | 'OVERDUE_BILLS';

export type BonusLevel =
  | 'BRONZE'
  | 'GOLD'
  | 'OTHER'
  | 'SILVER';

export type BonusMovementKind =
  | 'ON_TIME_PAYMENT'
  | 'OTHER';

/** A block of the business dashboard, named when its upstream call failed. */
export type BusinessDashboardBlock =
  | 'BILLS'
  | 'COSTS'
  | 'EXPORTS'
  | 'NOTIFICATIONS'
  | 'OPERATIONS'
  | 'SUPPLIES';

export type CardRegistrationOutcome =
  | 'CANCELED'
  | 'DECLINED'
  | 'PENDING'
  | 'SUCCESS';

export type CheckoutOutcome =
  | 'CANCELED'
  | 'DECLINED'
  | 'PENDING'
  | 'SUCCESS';

export type ConnectionState =
  | 'ACTIVE'
  | 'NEW_CONNECTION'
  | 'ORDERED'
  | 'OTHER'
  | 'REJECTED'
  | 'SWITCHING';

export type ContactInput = {
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  phone?: string | null | undefined;
  registryId?: string | null | undefined;
};

export type ContentLanguage =
  | 'DE'
  | 'IT';

export type ContractMacroStatus =
  | 'ACTIVATING'
  | 'ACTIVE'
  | 'CEASED'
  | 'OTHER'
  | 'SUSPENDED';

export type ContractStatus =
  | 'ACCEPTED'
  | 'ACTIVATING'
  | 'ACTIVE'
  | 'CEASED'
  | 'EXPIRING'
  | 'PROCESSING'
  | 'SUSPENDED'
  | 'TRANSMITTED'
  | 'UNKNOWN';

export type ConventionAlertKind =
  | 'EXPIRING'
  | 'QUANTITY_NEARLY_USED';

export type ConventionContactRole =
  | 'ACCOUNT_MANAGER'
  | 'CERTIFIED_MAIL'
  | 'CONVENTION_DESK'
  | 'OTHER';

export type ConventionDocumentKind =
  | 'ADHESION'
  | 'ORDER_CONFIRMATION'
  | 'OTHER'
  | 'REPORT';

export type ConventionOrderInput = {
  cig: string;
  cup?: string | null | undefined;
  note?: string | null | undefined;
  officeCode: string;
  points: Array<ConventionOrderPointInput>;
  registryId?: string | null | undefined;
  splitPayment: boolean;
  startDate: string;
  utility: Utility;
};

export type ConventionOrderPointInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  estimatedAnnualConsumption: number;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
  site?: string | null | undefined;
  supplyId?: string | null | undefined;
};

export type CurveGranularity =
  | 'DAY'
  | 'HOUR'
  | 'QUARTER_HOUR';

export type CustomerKind =
  | 'ASSOCIATION'
  | 'CONDOMINIUM'
  | 'CORPORATE'
  | 'OTHER'
  | 'PA_NON_CONV'
  | 'PUBLIC_AUTHORITY'
  | 'RESIDENT'
  | 'SME';

export type DocumentKind =
  | 'CONTRACT_CONDITIONS'
  | 'FORM'
  | 'GUARANTEE_OF_ORIGIN'
  | 'OTHER'
  | 'SERVICE_CHARTER';

export type ExportJobFailure =
  | 'DOCUMENT_UNAVAILABLE'
  | 'OTHER'
  | 'TIMEOUT';

/** What a next bill's estimate rests on (packages/shared/src/forecast.ts, decision 0021). */
export type ForecastBasis =
  /**
   * Nothing of the period is measured (a meter read only for the bills): last year's use of the
   * same days, scaled by how the last year's bills compare with the year before.
   */
  | 'LAST_YEAR_TREND'
  /** The use measured so far in the period (the load curve), the rest as last year's same days scaled by it. */
  | 'MEASURED';

/** Why a forecast gives no figure (packages/shared/src/forecast.ts). */
export type ForecastShortage =
  /** Fewer than three bills with an amount and a quantity. */
  | 'BILLS'
  /** Fewer than three periods to compare with last year's. */
  | 'COMPARISONS'
  /** Last year's same days or months are not all known. */
  | 'LAST_YEAR'
  /** No use measured yet in the period (or the year). */
  | 'USE';

export type GasReadingInput = {
  contractId: string;
  date?: string | null | undefined;
  value: number;
};

export type GreenCertificate =
  | 'GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL'
  | 'OTHER';

export type InvoiceFilter = {
  allRegistries?: boolean | null | undefined;
  competenceFrom?: string | null | undefined;
  competenceTo?: string | null | undefined;
  documentNumber?: string | null | undefined;
  issueDateFrom?: string | null | undefined;
  issueDateTo?: string | null | undefined;
  paymentStates?: Array<PaymentState> | null | undefined;
  registryId?: string | null | undefined;
  siteId?: string | null | undefined;
  supplyId?: string | null | undefined;
  underConvention?: boolean | null | undefined;
  utility?: Utility | null | undefined;
};

export type InvoiceRowKind =
  | 'ENERGY_BAND'
  | 'GAS_COMMODITY'
  | 'GAS_EXCISE_AND_REGIONAL_SURCHARGE'
  | 'OTHER'
  | 'POWER_EXCISE'
  | 'SYSTEM_CHARGES'
  | 'TRANSPORT_ENERGY_SHARE'
  | 'TRANSPORT_FIXED_SHARE'
  | 'TRANSPORT_POWER_SHARE';

export type InvoiceSort =
  | 'AMOUNT_ASC'
  | 'AMOUNT_DESC'
  | 'DUE_DATE_ASC'
  | 'DUE_DATE_DESC'
  | 'ISSUE_DATE_ASC'
  | 'ISSUE_DATE_DESC';

export type NotificationCategory =
  | 'INFO'
  | 'INVOICE'
  | 'OPERATION'
  | 'OTHER'
  | 'READING';

export type NotificationKind =
  | 'NEW_BILL'
  | 'NEW_OFFERS'
  | 'OTHER'
  | 'READING_WINDOW_OPEN'
  | 'REQUEST_ACCEPTED'
  | 'REQUEST_PROCESSING'
  | 'REQUEST_RECEIVED'
  | 'REQUEST_REJECTED'
  | 'REQUEST_UPDATED';

export type OperationDescription =
  | 'CONTRACTED_POWER_INCREASE'
  | 'INVOICE_CHECK'
  | 'METER_READING_CORRECTION'
  | 'NEW_SUPPLY_ACTIVATION'
  | 'OTHER'
  | 'SUPPLY_HOLDER_CHANGE'
  | 'SWITCH_TO_SEPA_DIRECT_DEBIT'
  | 'TERMINATION_WITH_FINAL_READING';

export type OperationKind =
  | 'BILLING_COMPLAINT'
  | 'BILL_DELIVERY_CHANGE'
  | 'HOLDER_CHANGE'
  | 'OTHER'
  | 'PAYMENT_METHOD_CHANGE'
  | 'POWER_VARIATION'
  | 'READING_CORRECTION'
  | 'SUPPLY_ACTIVATION'
  | 'TERMINATION';

export type OrderRejection =
  | 'CIG_ALREADY_USED'
  | 'OTHER';

export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'DIRECT_DEBIT'
  | 'OTHER'
  | 'POSTAL_SLIP';

export type PaymentMethodKind =
  | 'CARD'
  | 'DIRECT_DEBIT'
  | 'POSTAL_SLIP';

export type PaymentState =
  | 'OTHER'
  | 'OVERDUE'
  | 'PAID'
  | 'PARTIALLY_PAID'
  | 'TO_PAY';

export type PrivacyConsentInput = {
  marketing: boolean;
  profiling: boolean;
  registryId?: string | null | undefined;
  thirdParties: boolean;
};

export type ReadingType =
  | 'ACTUAL'
  | 'ESTIMATED'
  | 'OTHER'
  | 'REMOTE'
  | 'SELF';

export type ReadingWindowState =
  | 'CLOSED'
  | 'OPEN'
  | 'UNKNOWN'
  | 'UPCOMING';

export type RegistryCorrectionField =
  | 'BILLING_ADDRESS'
  | 'INVOICING_OFFICE'
  | 'OTHER'
  | 'PEC'
  | 'REGISTERED_ADDRESS'
  | 'SPLIT_PAYMENT';

export type RegistryCorrectionInput = {
  field: RegistryCorrectionField;
  note?: string | null | undefined;
  registryId?: string | null | undefined;
  requestedValue: string;
  utility: Utility;
};

export type RequestState =
  | 'ACCEPTED'
  | 'CANCELED'
  | 'OTHER'
  | 'PROCESSING'
  | 'REJECTED'
  | 'TRANSMITTED';

export type SigningChannel =
  | 'AGENCY'
  | 'BRANCH'
  | 'OTHER'
  | 'PHONE'
  | 'WEB';

export type SupplyChangeInput = {
  accountHolder?: string | null | undefined;
  billDelivery?: BillDeliveryKind | null | undefined;
  email?: string | null | undefined;
  finalAddress?: string | null | undefined;
  finalEmail?: string | null | undefined;
  finalReading?: string | null | undefined;
  holderTaxCode?: string | null | undefined;
  iban?: string | null | undefined;
  note?: string | null | undefined;
  paymentMethod?: PaymentMethodKind | null | undefined;
  requestedPowerKw?: number | null | undefined;
  terminationDate?: string | null | undefined;
};

export type SupplyChangeKind =
  | 'BILL_DELIVERY'
  | 'PAYMENT_METHOD'
  | 'POWER_VARIATION'
  | 'TERMINATION';

export type SupplyCostsSort =
  | 'COST_ASC'
  | 'COST_DESC'
  | 'POINT_ASC'
  | 'QUANTITY_ASC'
  | 'QUANTITY_DESC'
  | 'SITE_ASC';

export type SupplyUse =
  | 'DOMESTIC'
  | 'NON_DOMESTIC'
  | 'OTHER'
  | 'PUBLIC_ADMINISTRATION';

export type SupportCaseInput = {
  invoiceNumber?: string | null | undefined;
  kind: SupportCaseKind;
  message: string;
  privacyAcknowledged: boolean;
  registryId?: string | null | undefined;
  subject: string;
  supplyId?: string | null | undefined;
};

export type SupportCaseKind =
  | 'BILLING_RECTIFICATION'
  | 'COMPLAINT'
  | 'INFORMATION_REQUEST'
  | 'OTHER';

export type Unit =
  | 'DAY'
  | 'KW'
  | 'KWH'
  | 'MONTH'
  | 'OTHER'
  | 'SMC';

export type Utility =
  | 'GAS'
  | 'POWER';

export type Voltage =
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM'
  | 'OTHER';

export type AlertsDetailQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertsDetailQuery = { alerts: { unreadCount: number, nodes: Array<{ id: string, kind: AlertKind, date: string, read: boolean, mailed: boolean, facts: { invoiceNumber: string | null, issueDate: string | null, dueDate: string | null, amount: number | null, pointId: string | null, days: number | null, windowFrom: string | null, windowTo: string | null, requestId: string | null, state: string | null, period: string | null, granularity: string | null, reference: string | null, quantity: number | null, referenceQuantity: number | null, unit: string | null, risePercent: number | null, band: string | null, bandQuantity: number | null, bandReferenceQuantity: number | null, baseLoad: number | null, referenceBaseLoad: number | null, utility: Utility | null, year: number | null, budget: number | null, costToDate: number | null, forecast: number | null, conventionCode: string | null, conventionName: string | null, availableQuantity: number | null, maxQuantity: number | null, leftPercent: number | null, thresholdPercent: number | null } }> } };

export type AlertBudgetsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertBudgetsQuery = { alertSettings: { budgets: Array<{ utility: Utility, amount: number }> } };

export type SetAlertBudgetMutationVariables = Exact<{
  utility: Utility;
  amount?: number | null | undefined;
}>;


export type SetAlertBudgetMutation = { setAlertBudget: { budgets: Array<{ utility: Utility, amount: number }> } };

export type AlertsUnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertsUnreadQuery = { alerts: { unreadCount: number } };

export type AlertSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertSettingsQuery = { alertSettings: { active: boolean, paused: boolean, email: string, kinds: Array<{ kind: AlertKind, enabled: boolean, parameter: number | null, parameterMin: number | null, parameterMax: number | null }> } };

export type SetAlertsActiveMutationVariables = Exact<{
  active: boolean;
}>;


export type SetAlertsActiveMutation = { setAlertsActive: { active: boolean, paused: boolean } };

export type SetAlertSettingMutationVariables = Exact<{
  kind: AlertKind;
  enabled: boolean;
  parameter?: number | null | undefined;
}>;


export type SetAlertSettingMutation = { setAlertSetting: { active: boolean } };

export type MarkAlertsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAlertsReadMutation = { markAlertsRead: number };

export type AlertsResumedQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertsResumedQuery = { alertSettings: { active: boolean, resumed: boolean } };

export type DismissAlertsResumedMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissAlertsResumedMutation = { dismissAlertsResumed: { resumed: boolean } };

export type SupplyAlertSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupplyAlertSettingsQuery = { alertSettings: { active: boolean, paused: boolean, kinds: Array<{ kind: AlertKind, enabled: boolean, parameter: number | null, parameterMin: number | null, parameterMax: number | null }>, supplies: Array<{ supplyId: string, pointId: string, kind: AlertKind, enabled: boolean, parameter: number | null }> } };

export type SetSupplyAlertSettingMutationVariables = Exact<{
  kind: AlertKind;
  enabled: boolean;
  parameter?: number | null | undefined;
  supplyId: string;
}>;


export type SetSupplyAlertSettingMutation = { setAlertSetting: { active: boolean } };

export type ClearSupplyAlertSettingMutationVariables = Exact<{
  kind?: AlertKind | null | undefined;
  supplyId: string;
}>;


export type ClearSupplyAlertSettingMutation = { clearAlertSetting: { active: boolean } };

export type SitesQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
}>;


export type SitesQuery = { sites: Array<{ id: string, name: string | null, address: string | null, locality: string | null }> };

export type LoadCurveQueryVariables = Exact<{
  supplyId: string;
  from: string;
  to: string;
  granularity?: CurveGranularity | null | undefined;
}>;


export type LoadCurveQuery = { loadCurve: { supplyId: string, utility: Utility, unit: string, quantityUnit: string, from: string, to: string, granularity: CurveGranularity, granularities: Array<CurveGranularity>, start: string, stepMinutes: number, count: number, values: Array<number | null>, gapCount: number, total: number, peak: { value: number, at: string } | null, bandTotals: { f1: number, f2: number, f3: number } | null } };

export type InvoiceCheckoutMutationVariables = Exact<{
  invoiceId: string;
  language?: ContentLanguage | null | undefined;
}>;


export type InvoiceCheckoutMutation = { invoiceCheckout: { checkoutId: string, paymentUrl: string, invoiceId: string } };

export type BusinessDashboardQueryVariables = Exact<{
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
}>;


export type BusinessDashboardQuery = { businessDashboard: { registryIds: Array<string>, unavailable: Array<BusinessDashboardBlock>, commodities: Array<{ utility: Utility, bills: { toPay: { count: number, amount: number }, overdue: { count: number, amount: number } } | null, supplies: { totalCount: number, byStatus: Array<{ status: ContractStatus, count: number }> } | null, operations: { openCount: number, byState: Array<{ state: RequestState, count: number }> } | null, yearForecast: { year: number, monthsToDate: number, costToDate: number, notEnoughData: ForecastShortage | null, estimate: { cost: number, low: number, high: number, uncertaintyPercent: number } | null } | null }>, notifications: { unreadCount: number, latest: Array<{ id: string, date: string, read: boolean, title: string, body: string, kind: NotificationKind, textLanguage: string, params: { invoiceNumber: string | null, amount: number | null, year: string | null, requestKind: OperationKind | null, requestId: string | null, pointId: string | null } }> } | null, exports: { totalCount: number, latest: Array<{ id: string, kind: string, statusCode: number | null, createdAt: string, invoiceCount: number }> } | null } };

export type ContractFieldsFragment = { id: string, contractNumber: string, contractRowCode: string | null, utility: Utility, pointId: string, status: ContractStatus, macroStatus: ContractMacroStatus | null, macroStatusText: string | null, product: string | null, offerCode: string | null, siteId: string | null, siteName: string | null, address: string | null, locality: string | null, province: string | null, friendlyName: string | null, signedOn: string | null, activatedOn: string | null, terminatedOn: string | null, signingChannel: SigningChannel | null, signingChannelText: string | null, contractualConsumptionPower: number | null, contractualConsumptionGas: number | null, constantInstalment: boolean | null, businessConventionCode: string | null, businessConventionName: string | null, businessConventionType: string | null, businessConventionStartDate: string | null, businessConventionEndDate: string | null, agent: string | null, supplyId: string | null, validFrom: string | null, validTo: string | null, billingFrequency: BillingFrequency | null, billingFrequencyText: string | null, paymentType: PaymentMethod | null, paymentTypeText: string | null, readingType: ReadingType | null, readingTypeText: string | null, canInsertReading: boolean, readingWindowFrom: string | null, readingWindowTo: string | null };

export type ContractQueryVariables = Exact<{
  id: string;
}>;


export type ContractQuery = { contract: { contract: { id: string, contractNumber: string, contractRowCode: string | null, utility: Utility, pointId: string, status: ContractStatus, macroStatus: ContractMacroStatus | null, macroStatusText: string | null, product: string | null, offerCode: string | null, siteId: string | null, siteName: string | null, address: string | null, locality: string | null, province: string | null, friendlyName: string | null, signedOn: string | null, activatedOn: string | null, terminatedOn: string | null, signingChannel: SigningChannel | null, signingChannelText: string | null, contractualConsumptionPower: number | null, contractualConsumptionGas: number | null, constantInstalment: boolean | null, businessConventionCode: string | null, businessConventionName: string | null, businessConventionType: string | null, businessConventionStartDate: string | null, businessConventionEndDate: string | null, agent: string | null, supplyId: string | null, validFrom: string | null, validTo: string | null, billingFrequency: BillingFrequency | null, billingFrequencyText: string | null, paymentType: PaymentMethod | null, paymentTypeText: string | null, readingType: ReadingType | null, readingTypeText: string | null, canInsertReading: boolean, readingWindowFrom: string | null, readingWindowTo: string | null }, supply: { committedPowerKw: number | null, availablePowerKw: number | null, voltage: Voltage | null, voltageText: string | null, meterClass: string | null, use: SupplyUse | null, useText: string | null, annualConsumption: number | null, unit: Unit | null, unitText: string | null, id: string, pointId: string, address: string, locality: string | null, province: string | null, postalCode: string | null, status: ContractStatus, siteName: string | null, activationDate: string | null, terminationDate: string | null } | null, recentInvoices: Array<{ id: string, documentNumber: string, issueDate: string, dueDate: string | null, amount: number, paymentState: PaymentState, paymentStateText: string, pointId: string | null }> } };

export type ContractsQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  offset?: number | null | undefined;
}>;


export type ContractsQuery = { contracts: { totalCount: number, nodes: Array<{ id: string, contractNumber: string, contractRowCode: string | null, utility: Utility, pointId: string, status: ContractStatus, macroStatus: ContractMacroStatus | null, macroStatusText: string | null, product: string | null, offerCode: string | null, siteId: string | null, siteName: string | null, address: string | null, locality: string | null, province: string | null, friendlyName: string | null, signedOn: string | null, activatedOn: string | null, terminatedOn: string | null, signingChannel: SigningChannel | null, signingChannelText: string | null, contractualConsumptionPower: number | null, contractualConsumptionGas: number | null, constantInstalment: boolean | null, businessConventionCode: string | null, businessConventionName: string | null, businessConventionType: string | null, businessConventionStartDate: string | null, businessConventionEndDate: string | null, agent: string | null, supplyId: string | null, validFrom: string | null, validTo: string | null, billingFrequency: BillingFrequency | null, billingFrequencyText: string | null, paymentType: PaymentMethod | null, paymentTypeText: string | null, readingType: ReadingType | null, readingTypeText: string | null, canInsertReading: boolean, readingWindowFrom: string | null, readingWindowTo: string | null }> } };

export type ConventionPointFieldsFragment = { id: string, orderId: string, orderNumber: string, supplyId: string | null, pointId: string | null, newConnection: boolean, site: string, address: string, postalCode: string, city: string, province: string, estimatedAnnualConsumption: number, connectionState: ConnectionState, connectionStateText: string, orderedOn: string, acceptedOn: string | null, expectedStart: string, activeSince: string | null };

export type ConventionOrderFieldsFragment = { id: string, number: string, state: RequestState, stateText: string, transmittedAt: string, updatedAt: string, cig: string, cup: string | null, officeCode: string, splitPayment: boolean, startDate: string, note: string | null, rejectionReason: string | null, rejectionReasonKind: OrderRejection | null, rejectionOrderNumber: string | null, estimatedAnnualConsumption: number, history: Array<{ state: RequestState, stateText: string, date: string, note: string | null }>, points: Array<{ id: string, orderId: string, orderNumber: string, supplyId: string | null, pointId: string | null, newConnection: boolean, site: string, address: string, postalCode: string, city: string, province: string, estimatedAnnualConsumption: number, connectionState: ConnectionState, connectionStateText: string, orderedOn: string, acceptedOn: string | null, expectedStart: string, activeSince: string | null }> };

export type PlaceConventionOrderMutationVariables = Exact<{
  input: ConventionOrderInput;
}>;


export type PlaceConventionOrderMutation = { placeConventionOrder: { id: string, number: string, state: RequestState, stateText: string, transmittedAt: string, updatedAt: string, cig: string, cup: string | null, officeCode: string, splitPayment: boolean, startDate: string, note: string | null, rejectionReason: string | null, rejectionReasonKind: OrderRejection | null, rejectionOrderNumber: string | null, estimatedAnnualConsumption: number, history: Array<{ state: RequestState, stateText: string, date: string, note: string | null }>, points: Array<{ id: string, orderId: string, orderNumber: string, supplyId: string | null, pointId: string | null, newConnection: boolean, site: string, address: string, postalCode: string, city: string, province: string, estimatedAnnualConsumption: number, connectionState: ConnectionState, connectionStateText: string, orderedOn: string, acceptedOn: string | null, expectedStart: string, activeSince: string | null }> } };

export type ConventionConnectionsQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionConnectionsQuery = { conventionConnections: Array<{ id: string, orderId: string, orderNumber: string, supplyId: string | null, pointId: string | null, newConnection: boolean, site: string, address: string, postalCode: string, city: string, province: string, estimatedAnnualConsumption: number, connectionState: ConnectionState, connectionStateText: string, orderedOn: string, acceptedOn: string | null, expectedStart: string, activeSince: string | null }> };

export type ConventionOrdersQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionOrdersQuery = { convention: { id: string, unit: Unit | null, unitText: string | null }, conventionOrders: Array<{ id: string, number: string, state: RequestState, stateText: string, transmittedAt: string, updatedAt: string, cig: string, cup: string | null, officeCode: string, splitPayment: boolean, startDate: string, note: string | null, rejectionReason: string | null, rejectionReasonKind: OrderRejection | null, rejectionOrderNumber: string | null, estimatedAnnualConsumption: number, history: Array<{ state: RequestState, stateText: string, date: string, note: string | null }>, points: Array<{ id: string, orderId: string, orderNumber: string, supplyId: string | null, pointId: string | null, newConnection: boolean, site: string, address: string, postalCode: string, city: string, province: string, estimatedAnnualConsumption: number, connectionState: ConnectionState, connectionStateText: string, orderedOn: string, acceptedOn: string | null, expectedStart: string, activeSince: string | null }> }> };

export type ConventionOrderFormQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionOrderFormQuery = { convention: { id: string, name: string, lot: string, unit: Unit | null, unitText: string | null, validFrom: string, validTo: string, availableQuantity: number, earliestStartDate: string | null }, conventionRegistry: { registryId: string, name: string, splitPayment: boolean, invoicingOffices: Array<{ code: string, name: string, isDefault: boolean }> }, supplies: { totalCount: number, nodes: Array<{ id: string, pointId: string, status: ContractStatus, siteName: string | null, address: string, postalCode: string | null, locality: string | null, province: string | null, annualConsumption: number | null }> }, conventionConnections: Array<{ id: string, supplyId: string | null, connectionState: ConnectionState }> };

export type ConventionReportQueryVariables = Exact<{
  utility: Utility;
  fromMonth: string;
  toMonth: string;
}>;


export type ConventionReportQuery = { conventionReport: { utility: Utility, fromMonth: string, toMonth: string, unit: Unit | null, unitText: string | null, totalConsumption: number, totalSpend: number, orderedQuantity: number, consumedShareOfOrdered: number | null, rows: Array<{ month: string, supplyId: string, pointId: string, site: string, consumption: number, spend: number }>, sites: Array<{ name: string, consumption: number, spend: number }>, months: Array<{ name: string, consumption: number, spend: number }> } };

export type RequestRegistryCorrectionMutationVariables = Exact<{
  input: RegistryCorrectionInput;
}>;


export type RequestRegistryCorrectionMutation = { requestRegistryCorrection: { id: string, caseNumber: string, field: RegistryCorrectionField, requestedValue: string, note: string | null, state: RequestState, stateText: string, requestedAt: string } };

export type ConventionContractsListQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionContractsListQuery = { conventionContracts: Array<{ id: string, number: string, orderId: string, status: ContractStatus, validFrom: string, validTo: string, contractedQuantity: number, consumedLast12Months: number, points: number }>, convention: { id: string, unit: Unit | null, unitText: string | null }, conventionOrders: Array<{ id: string, number: string }> };

export type ConventionOverviewFiguresQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionOverviewFiguresQuery = { convention: { id: string, code: string, name: string, lot: string, frameworkCig: string, supplier: string, validFrom: string, validTo: string, unit: Unit | null, unitText: string | null, maxQuantity: number, orderedQuantity: number, availableQuantity: number, usedShare: number, consumedLast12Months: number, supplies: number, spend: number, openOrders: number, earliestStartDate: string | null, alerts: Array<{ kind: ConventionAlertKind, daysLeft: number | null, usedShare: number | null }> } };

export type ConventionRegistryDetailsQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionRegistryDetailsQuery = { conventionRegistry: { registryId: string, name: string, taxCode: string, vatNumber: string | null, ipaCode: string, pec: string, registeredAddress: string, billingAddress: string, splitPayment: boolean, invoicingOffices: Array<{ code: string, name: string, isDefault: boolean }>, corrections: Array<{ id: string, caseNumber: string, field: RegistryCorrectionField, requestedValue: string, note: string | null, state: RequestState, stateText: string, requestedAt: string }> } };

export type RegistryCorrectionFieldsFragment = { id: string, caseNumber: string, field: RegistryCorrectionField, requestedValue: string, note: string | null, state: RequestState, stateText: string, requestedAt: string };

export type CostsFiguresFragment = { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number };

export type CostsMonthFieldsFragment = { month: string, current: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, supplyCount: number, estimatedSupplyCount: number }, previous: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, supplyCount: number, estimatedSupplyCount: number } };

export type CostsAndConsumptionsQueryVariables = Exact<{
  utility: Utility;
  from: string;
  to: string;
  siteId?: string | null | undefined;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
  offset?: number | null | undefined;
  sort?: SupplyCostsSort | null | undefined;
}>;


export type CostsAndConsumptionsQuery = { costsAndConsumptions: { utility: Utility, unit: string, from: string, to: string, previousFrom: string, previousTo: string, siteId: string | null, supplyCount: number, months: Array<{ month: string, current: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, supplyCount: number, estimatedSupplyCount: number }, previous: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, supplyCount: number, estimatedSupplyCount: number } }>, total: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number }, previousTotal: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number }, supplies: { totalCount: number, nodes: Array<{ supplyId: string, pointId: string, siteId: string, siteName: string | null, months: number, quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, share: number | null }> } } };

export type SupplyBillsQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  offset?: number | null | undefined;
}>;


export type SupplyBillsQuery = { invoices: { totalCount: number, totalAmount: number, nodes: Array<{ id: string, documentNumber: string, issueDate: string, dueDate: string | null, competenceFrom: string | null, competenceTo: string | null, amount: number, paymentState: PaymentState, paymentStateText: string }> } };

export type SupplyCostsAndConsumptionsQueryVariables = Exact<{
  supplyId: string;
  from: string;
  to: string;
}>;


export type SupplyCostsAndConsumptionsQuery = { supplyCostsAndConsumptions: { utility: Utility, unit: string, from: string, to: string, previousFrom: string, previousTo: string, commoditySupplyCount: number, share: number | null, supply: { siteId: string, product: string | null, contractId: string | null, id: string, pointId: string, address: string, locality: string | null, province: string | null, postalCode: string | null, status: ContractStatus, siteName: string | null, activationDate: string | null, terminationDate: string | null }, months: Array<{ month: string, current: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, supplyCount: number, estimatedSupplyCount: number }, previous: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number, supplyCount: number, estimatedSupplyCount: number } }>, total: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number }, previousTotal: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number }, commodityTotal: { quantity: number, f1: number | null, f2: number | null, f3: number | null, cost: number, costWithVat: number } } };

export type RetailDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type RetailDashboardQuery = { retailDashboard: { totalToPay: number, billsToPay: Array<{ id: string, documentNumber: string, issueDate: string, dueDate: string | null, amountToPay: number, utility: Utility, paid: boolean, onlinePaymentEnabled: boolean }>, supplies: Array<{ id: string, utility: Utility, pointId: string, address: string, locality: string | null, province: string | null, status: ContractStatus, greenEnergy: boolean }>, notifications: Array<{ id: string, date: string, read: boolean, title: string, body: string, kind: NotificationKind, textLanguage: string, params: { invoiceNumber: string | null, amount: number | null, year: string | null, requestKind: OperationKind | null, requestId: string | null, pointId: string | null } }>, forecasts: Array<{ supplyId: string, utility: Utility, unit: string, periodFrom: string | null, periodTo: string | null, measuredTo: string | null, notEnoughData: ForecastShortage | null, estimate: { amount: number, low: number, high: number, uncertaintyPercent: number, billsUsed: number, comparisons: number, basis: ForecastBasis } | null }> | null } };

export type StartInvoiceExportByFilterMutationVariables = Exact<{
  filter: InvoiceFilter;
  detail?: boolean | null | undefined;
}>;


export type StartInvoiceExportByFilterMutation = { startInvoiceExportByFilter: { matchedCount: number, truncated: boolean, job: { id: string, invoiceCount: number } } };

export type StartInvoiceExportMutationVariables = Exact<{
  invoiceIds: Array<string> | string;
  detail?: boolean | null | undefined;
}>;


export type StartInvoiceExportMutation = { startInvoiceExport: { id: string, invoiceCount: number } };

export type ConventionDocumentsQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionDocumentsQuery = { conventionDocuments: Array<{ id: string, kind: ConventionDocumentKind, title: string, date: string, orderId: string | null, downloadUrl: string }> };

export type CustomerDocumentsQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  language?: ContentLanguage | null | undefined;
}>;


export type CustomerDocumentsQuery = { documents: Array<{ id: string, kind: DocumentKind, title: string, description: string | null, language: string, personal: boolean, contractNumber: string | null, utility: Utility | null, pointId: string | null, year: number | null, updatedOn: string | null, downloadUrl: string }> };

export type ExportInvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  offset?: number | null | undefined;
}>;


export type ExportInvoicesQuery = { invoices: { totalCount: number, nodes: Array<{ id: string, documentNumber: string, issueDate: string, amount: number, paymentState: PaymentState, paymentStateText: string, pointId: string | null }> } };

export type ExportJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportJobsQuery = { exportJobs: Array<{ id: string, kind: string, statusCode: number | null, status: string, tone: string, ready: boolean, createdAt: string, updatedAt: string | null, invoiceCount: number, downloadUrl: string | null, failureReason: ExportJobFailure | null }> };

export type CheckoutResultMutationVariables = Exact<{
  checkoutId: string;
}>;


export type CheckoutResultMutation = { checkoutResult: { checkoutId: string, invoiceId: string, outcome: CheckoutOutcome, paid: boolean } };

export type InvoiceFieldsFragment = { id: string, documentNumber: string, issueDate: string, dueDate: string | null, paymentDate: string | null, competenceFrom: string | null, competenceTo: string | null, amount: number, amountToPay: number, paid: boolean, paymentState: PaymentState, paymentStateText: string, utility: Utility, pointId: string | null, paymentMethod: PaymentMethod | null, paymentMethodText: string | null, onlinePaymentEnabled: boolean, hasPdf: boolean, hasDetailPdf: boolean };

export type InvoiceDetailFieldsFragment = { pdfUrl: string | null, detailPdfUrl: string | null, invoice: { id: string, documentNumber: string, issueDate: string, dueDate: string | null, paymentDate: string | null, competenceFrom: string | null, competenceTo: string | null, amount: number, amountToPay: number, paid: boolean, paymentState: PaymentState, paymentStateText: string, utility: Utility, pointId: string | null, paymentMethod: PaymentMethod | null, paymentMethodText: string | null, onlinePaymentEnabled: boolean, hasPdf: boolean, hasDetailPdf: boolean }, rows: Array<{ description: string, kind: InvoiceRowKind, band: string | null, textLanguage: string, quantity: number | null, unit: Unit | null, unitText: string | null, unitPrice: number | null, amount: number, vatRate: number | null }> };

export type InvoiceQueryVariables = Exact<{
  documentNumber: string;
  issueDate: string;
}>;


export type InvoiceQuery = { invoice: { pdfUrl: string | null, detailPdfUrl: string | null, invoice: { id: string, documentNumber: string, issueDate: string, dueDate: string | null, paymentDate: string | null, competenceFrom: string | null, competenceTo: string | null, amount: number, amountToPay: number, paid: boolean, paymentState: PaymentState, paymentStateText: string, utility: Utility, pointId: string | null, paymentMethod: PaymentMethod | null, paymentMethodText: string | null, onlinePaymentEnabled: boolean, hasPdf: boolean, hasDetailPdf: boolean }, rows: Array<{ description: string, kind: InvoiceRowKind, band: string | null, textLanguage: string, quantity: number | null, unit: Unit | null, unitText: string | null, unitPrice: number | null, amount: number, vatRate: number | null }> } | null };

export type InvoiceByIdQueryVariables = Exact<{
  id: string;
}>;


export type InvoiceByIdQuery = { invoiceById: { pdfUrl: string | null, detailPdfUrl: string | null, invoice: { id: string, documentNumber: string, issueDate: string, dueDate: string | null, paymentDate: string | null, competenceFrom: string | null, competenceTo: string | null, amount: number, amountToPay: number, paid: boolean, paymentState: PaymentState, paymentStateText: string, utility: Utility, pointId: string | null, paymentMethod: PaymentMethod | null, paymentMethodText: string | null, onlinePaymentEnabled: boolean, hasPdf: boolean, hasDetailPdf: boolean }, rows: Array<{ description: string, kind: InvoiceRowKind, band: string | null, textLanguage: string, quantity: number | null, unit: Unit | null, unitText: string | null, unitPrice: number | null, amount: number, vatRate: number | null }> } };

export type InvoicesQueryVariables = Exact<{
  filter?: InvoiceFilter | null | undefined;
  offset?: number | null | undefined;
  sort?: InvoiceSort | null | undefined;
}>;


export type InvoicesQuery = { invoices: { totalCount: number, totalAmount: number, totalToPay: number, nodes: Array<{ id: string, documentNumber: string, issueDate: string, dueDate: string | null, paymentDate: string | null, competenceFrom: string | null, competenceTo: string | null, amount: number, amountToPay: number, paid: boolean, paymentState: PaymentState, paymentStateText: string, utility: Utility, pointId: string | null, paymentMethod: PaymentMethod | null, paymentMethodText: string | null, onlinePaymentEnabled: boolean, hasPdf: boolean, hasDetailPdf: boolean }> } };

export type CurveSuppliesQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  search?: string | null | undefined;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
}>;


export type CurveSuppliesQuery = { supplies: { totalCount: number, nodes: Array<{ id: string, pointId: string, address: string, locality: string | null }> } };

export type CurveSupplyQueryVariables = Exact<{
  id: string;
}>;


export type CurveSupplyQuery = { supply: { id: string, pointId: string, address: string, locality: string | null } };

export type LoyaltyBonusPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoyaltyBonusPageQuery = { loyaltyBonus: { points: number, level: BonusLevel, levelText: string, nextLevelThreshold: number | null, eligible: boolean, notEligibleReason: string | null, notEligibleReasonKind: BonusIneligibility | null, textLanguage: string, pointsExpireOn: string | null, movements: Array<{ date: string, points: number, description: string, kind: BonusMovementKind, invoiceNumber: string | null }>, program: { eurosPerPoint: number, minPointsPerBill: number, pointsValidYears: number, levels: Array<{ level: BonusLevel, levelText: string, from: number }> } } | null };

export type StartCardRegistrationMutationVariables = Exact<{
  supplyId: string;
  language?: ContentLanguage | null | undefined;
}>;


export type StartCardRegistrationMutation = { startCardRegistration: { registrationId: string, registrationUrl: string, supplyId: string } };

export type CompleteCardRegistrationMutationVariables = Exact<{
  registrationId: string;
}>;


export type CompleteCardRegistrationMutation = { completeCardRegistration: { registrationId: string, supplyId: string, outcome: CardRegistrationOutcome, cardType: string | null, maskedPan: string | null, request: { id: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string, supplyId: string, paymentMethod: PaymentMethodKind | null, billDelivery: BillDeliveryKind | null, email: string | null, previousPowerKw: number | null, requestedPowerKw: number | null, terminationDate: string | null } | null } };

export type SupplyChangeRequestFieldsFragment = { id: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string, supplyId: string, paymentMethod: PaymentMethodKind | null, billDelivery: BillDeliveryKind | null, email: string | null, previousPowerKw: number | null, requestedPowerKw: number | null, terminationDate: string | null };

export type RequestSupplyChangeMutationVariables = Exact<{
  supplyId: string;
  kind: SupplyChangeKind;
  input: SupplyChangeInput;
}>;


export type RequestSupplyChangeMutation = { requestSupplyChange: { id: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string, supplyId: string, paymentMethod: PaymentMethodKind | null, billDelivery: BillDeliveryKind | null, email: string | null, previousPowerKw: number | null, requestedPowerKw: number | null, terminationDate: string | null } };

export type SupplyManagementQueryVariables = Exact<{
  supplyId: string;
}>;


export type SupplyManagementQuery = { supplyManagement: { billDelivery: BillDelivery | null, billEmail: string | null, paymentMethod: PaymentMethod | null, paymentMethodText: string | null, supply: { id: string, utility: Utility, pointId: string, address: string, postalCode: string | null, locality: string | null, province: string | null, status: ContractStatus, product: string | null, committedPowerKw: number | null }, power: { currentKw: number | null, maxKw: number, eurPerKwMonth: number, steps: Array<{ kw: number, monthlyDifference: number }> } | null, termination: { earliest: string, latest: string }, operations: Array<{ kind: SupplyChangeKind, openRequest: { id: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string, supplyId: string, paymentMethod: PaymentMethodKind | null, billDelivery: BillDeliveryKind | null, email: string | null, previousPowerKw: number | null, requestedPowerKw: number | null, terminationDate: string | null } | null }>, requests: Array<{ id: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string, supplyId: string, paymentMethod: PaymentMethodKind | null, billDelivery: BillDeliveryKind | null, email: string | null, previousPowerKw: number | null, requestedPowerKw: number | null, terminationDate: string | null }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, read: boolean } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationsPageQueryVariables = Exact<{
  offset?: number | null | undefined;
}>;


export type NotificationsPageQuery = { notifications: { totalCount: number, unreadCount: number, nodes: Array<{ id: string, date: string, read: boolean, category: NotificationCategory | null, link: string | null, title: string, body: string, kind: NotificationKind, textLanguage: string, params: { invoiceNumber: string | null, amount: number | null, year: string | null, requestKind: OperationKind | null, requestId: string | null, pointId: string | null } }> } };

export type OperationsQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  state?: RequestState | null | undefined;
  kind?: OperationKind | null | undefined;
  openedFrom?: string | null | undefined;
  openedTo?: string | null | undefined;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
  offset?: number | null | undefined;
}>;


export type OperationsQuery = { operations: { totalCount: number, nodes: Array<{ id: string, registryId: string, kind: OperationKind, kindText: string, description: string, descriptionKind: OperationDescription, textLanguage: string, state: RequestState, stateText: string, openedAt: string, updatedAt: string, pointId: string | null, history: Array<{ state: RequestState, stateText: string, date: string, note: string | null }> }> } };

export type CommodityOverviewQueryVariables = Exact<{
  utility: Utility;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
}>;


export type CommodityOverviewQuery = { commodityOverview: { utility: Utility, supplyCount: number, siteCount: number, annualConsumption: number, unit: Unit, registryAnnualConsumption: number | null, spendFrom: string, spendTo: string, invoiceCount: number, annualSpend: number, unpaidCount: number, amountToPay: number, overdueCount: number, overdueAmount: number, suppliesByStatus: Array<{ status: ContractStatus, count: number }>, nextDue: { invoiceId: string, documentNumber: string, dueDate: string, amountToPay: number } | null, convention: { code: string, name: string | null, type: string | null, startDate: string | null, endDate: string | null } | null, yearForecast: { year: number, monthsToDate: number, costToDate: number, quantityToDate: number, notEnoughData: ForecastShortage | null, estimate: { cost: number, low: number, high: number, uncertaintyPercent: number, quantity: number } | null, bands: Array<{ band: string, toDate: number, yearEnd: number | null, share: number | null }> | null } | null } };

export type SaveContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SaveContactMutation = { saveContact: { saved: boolean } };

export type ProfileSuppliesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileSuppliesQuery = { supplies: { totalCount: number, nodes: Array<{ id: string, pointId: string, utility: Utility, address: string, locality: string | null }> } };

export type ProfileConsortiumQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileConsortiumQuery = { consortium: { conventions: Array<{ code: string, name: string | null, logoUrl: string | null }>, members: Array<{ id: string, companyName: string | null, taxCode: string | null, vatNumber: string | null, locality: string | null, province: string | null, customerKind: CustomerKind, customerKindText: string | null }> } | null };

export type PrivacyConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyConsentQuery = { privacyConsent: { registryId: string, marketing: boolean, profiling: boolean, thirdParties: boolean, updatedAt: string | null } };

export type SavePrivacyConsentMutationVariables = Exact<{
  input: PrivacyConsentInput;
}>;


export type SavePrivacyConsentMutation = { savePrivacyConsent: { caseId: string } };

export type ProfileRegistryQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileRegistryQuery = { registry: { id: string, companyName: string | null, firstName: string | null, lastName: string | null, taxCode: string | null, foreignTaxCode: string | null, vatNumber: string | null, ateco: string | null, ateco2: string | null, address: string | null, postalCode: string | null, locality: string | null, province: string | null, country: string | null, splitPayment: boolean, email: string | null, phone: string | null, mobile: string | null, fatturaDigitale: { email: string | null, digital: boolean, byEmail: boolean, grouped: boolean, deliveryType: BillDelivery | null, deliveryTypeText: string | null } | null } };

export type MyServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyServicesQuery = { registry: { id: string, fatturaDigitale: { digital: boolean, byEmail: boolean, email: string | null, deliveryType: BillDelivery | null } | null }, supplies: { totalCount: number, nodes: Array<{ id: string, utility: Utility, pointId: string, address: string, locality: string | null, status: ContractStatus, greenEnergy: boolean, renewablePercent: number | null, product: string | null, committedPowerKw: number | null }> }, contracts: { nodes: Array<{ id: string, supplyId: string | null, status: ContractStatus, paymentType: PaymentMethod | null, canInsertReading: boolean }> }, supplyChangeRequests: { nodes: Array<{ id: string, supplyId: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string }> } };

export type ServicesNewsQueryVariables = Exact<{
  language?: ContentLanguage | null | undefined;
}>;


export type ServicesNewsQuery = { news: { totalCount: number, posts: Array<{ id: string, date: string, title: string, excerpt: string, content: string }> } };

export type SupplyListFieldsFragment = { id: string, utility: Utility, pointId: string, status: ContractStatus, siteId: string, siteName: string | null, address: string, postalCode: string | null, locality: string | null, province: string | null, product: string | null, committedPowerKw: number | null, meterClass: string | null, annualConsumption: number | null, unit: Unit | null, unitText: string | null, contractId: string | null, greenEnergy: boolean, greenCertificate: string | null, greenCertificateKind: GreenCertificate | null, renewablePercent: number | null, co2AvoidedKg: number | null };

export type SupplyListQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  search?: string | null | undefined;
  status?: ContractStatus | null | undefined;
  siteId?: string | null | undefined;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
  offset?: number | null | undefined;
}>;


export type SupplyListQuery = { supplies: { totalCount: number, nodes: Array<{ id: string, utility: Utility, pointId: string, status: ContractStatus, siteId: string, siteName: string | null, address: string, postalCode: string | null, locality: string | null, province: string | null, product: string | null, committedPowerKw: number | null, meterClass: string | null, annualConsumption: number | null, unit: Unit | null, unitText: string | null, contractId: string | null, greenEnergy: boolean, greenCertificate: string | null, greenCertificateKind: GreenCertificate | null, renewablePercent: number | null, co2AvoidedKg: number | null }> } };

export type GreenSuppliesQueryVariables = Exact<{
  utility?: Utility | null | undefined;
  search?: string | null | undefined;
  status?: ContractStatus | null | undefined;
  siteId?: string | null | undefined;
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
  offset?: number | null | undefined;
}>;


export type GreenSuppliesQuery = { supplies: { totalCount: number, totalCo2AvoidedKg: number, averageRenewablePercent: number | null, nodes: Array<{ id: string, utility: Utility, pointId: string, status: ContractStatus, siteId: string, siteName: string | null, address: string, postalCode: string | null, locality: string | null, province: string | null, product: string | null, committedPowerKw: number | null, meterClass: string | null, annualConsumption: number | null, unit: Unit | null, unitText: string | null, contractId: string | null, greenEnergy: boolean, greenCertificate: string | null, greenCertificateKind: GreenCertificate | null, renewablePercent: number | null, co2AvoidedKg: number | null }> } };

export type FileSupportCaseMutationVariables = Exact<{
  input: SupportCaseInput;
}>;


export type FileSupportCaseMutation = { fileSupportCase: { id: string, number: string, registryId: string, kind: SupportCaseKind, kindText: string, subject: string, filedAt: string, answerDueOn: string, state: RequestState, stateText: string, pointId: string | null, utility: Utility | null, invoiceNumber: string | null } };

export type SupportCaseFieldsFragment = { id: string, number: string, registryId: string, kind: SupportCaseKind, kindText: string, subject: string, filedAt: string, answerDueOn: string, state: RequestState, stateText: string, pointId: string | null, utility: Utility | null, invoiceNumber: string | null };

export type ConventionContactsQueryVariables = Exact<{
  utility: Utility;
}>;


export type ConventionContactsQuery = { convention: { id: string, contacts: Array<{ role: ConventionContactRole, name: string, email: string | null, phone: string | null, hours: string | null }> } };

export type RequestSuppliesQueryVariables = Exact<{
  utility: Utility;
  registryId?: string | null | undefined;
}>;


export type RequestSuppliesQuery = { supplies: { totalCount: number, nodes: Array<{ id: string, pointId: string, address: string, locality: string | null, siteName: string | null }> } };

export type SupportCasesQueryVariables = Exact<{
  registryId?: string | null | undefined;
  allRegistries?: boolean | null | undefined;
  offset?: number | null | undefined;
}>;


export type SupportCasesQuery = { supportCases: { totalCount: number, nodes: Array<{ id: string, number: string, registryId: string, kind: SupportCaseKind, kindText: string, subject: string, filedAt: string, answerDueOn: string, state: RequestState, stateText: string, pointId: string | null, utility: Utility | null, invoiceNumber: string | null }> } };

export type SupportFaqQueryVariables = Exact<{
  language?: ContentLanguage | null | undefined;
}>;


export type SupportFaqQuery = { supportFaq: Array<{ id: string, slug: string | null, question: string, answer: Array<string> }> };

export type UtilitySummaryFragment = { id: string, utility: Utility, pointId: string, status: ContractStatus, address: string, postalCode: string | null, locality: string | null, province: string | null, product: string | null, greenEnergy: boolean, renewablePercent: number | null };

export type SubmitGasReadingMutationVariables = Exact<{
  input: GasReadingInput;
}>;


export type SubmitGasReadingMutation = { submitGasReading: { id: string, accepted: boolean } };

export type SelfReadingQueryVariables = Exact<{ [key: string]: never; }>;


export type SelfReadingQuery = { selfReading: { allowed: boolean, today: string, supplies: Array<{ contractId: string, supplyId: string | null, pointId: string, address: string | null, meterSerial: string | null, meterDigits: number | null, annualConsumption: number | null, readingWindowState: ReadingWindowState, readingWindowFrom: string | null, readingWindowTo: string | null, lastReading: number | null, lastReadingDate: string | null, readings: Array<{ id: string, date: string, value: number, kind: ReadingType | null, kindText: string | null }> }> } };

export type RetailUtilitiesQueryVariables = Exact<{
  registryId?: string | null | undefined;
}>;


export type RetailUtilitiesQuery = { supplies: { totalCount: number, nodes: Array<{ id: string, utility: Utility, pointId: string, status: ContractStatus, address: string, postalCode: string | null, locality: string | null, province: string | null, product: string | null, greenEnergy: boolean, renewablePercent: number | null }> } };

export type RetailUtilityQueryVariables = Exact<{
  id: string;
  from: string;
  to: string;
}>;


export type RetailUtilityQuery = { supply: { contractId: string | null, activationDate: string | null, terminationDate: string | null, committedPowerKw: number | null, availablePowerKw: number | null, meterClass: string | null, meterSerial: string | null, meterDigits: number | null, intervalMeter: boolean, use: SupplyUse | null, useText: string | null, annualConsumption: number | null, unit: Unit | null, unitText: string | null, id: string, utility: Utility, pointId: string, status: ContractStatus, address: string, postalCode: string | null, locality: string | null, province: string | null, product: string | null, greenEnergy: boolean, renewablePercent: number | null }, contracts: { nodes: Array<{ id: string, contractNumber: string, status: ContractStatus, product: string | null, signedOn: string | null, validFrom: string | null, validTo: string | null, billingFrequency: BillingFrequency | null, billingFrequencyText: string | null, paymentType: PaymentMethod | null, paymentTypeText: string | null, readingType: ReadingType | null, readingTypeText: string | null, canInsertReading: boolean, readingWindowFrom: string | null, readingWindowTo: string | null }> }, consumptions: { unit: string, totalQuantity: number, totalCost: number, points: Array<{ period: string, quantity: number, costWithVat: number, estimated: boolean }> }, invoices: { nodes: Array<{ id: string, supplyId: string | null, documentNumber: string, issueDate: string, amount: number, paymentState: PaymentState, paymentStateText: string }> } };

export type UtilityRequestsQueryVariables = Exact<{
  supplyId: string;
}>;


export type UtilityRequestsQuery = { supplyChangeRequests: { nodes: Array<{ id: string, kind: SupplyChangeKind, state: RequestState, stateText: string, requestedAt: string }> } };

export type ContractTermsFragment = { validFrom: string | null, validTo: string | null, billingFrequency: BillingFrequency | null, billingFrequencyText: string | null, paymentType: PaymentMethod | null, paymentTypeText: string | null, readingType: ReadingType | null, readingTypeText: string | null, canInsertReading: boolean, readingWindowFrom: string | null, readingWindowTo: string | null };

export type NotificationWordsFragment = { title: string, body: string, kind: NotificationKind, textLanguage: string, params: { invoiceNumber: string | null, amount: number | null, year: string | null, requestKind: OperationKind | null, requestId: string | null, pointId: string | null } };

export type SupplyPlaceFragment = { id: string, pointId: string, address: string, locality: string | null, province: string | null, postalCode: string | null, status: ContractStatus, siteName: string | null, activationDate: string | null, terminationDate: string | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ContractTermsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ContractTerms"}) as unknown as TypedDocumentString<ContractTermsFragment, unknown>;
export const ContractFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"ContractFields"}) as unknown as TypedDocumentString<ContractFieldsFragment, unknown>;
export const ConventionPointFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConventionPointFields on ConventionPoint {
  id
  orderId
  orderNumber
  supplyId
  pointId
  newConnection
  site
  address
  postalCode
  city
  province
  estimatedAnnualConsumption
  connectionState
  connectionStateText
  orderedOn
  acceptedOn
  expectedStart
  activeSince
}
    `, {"fragmentName":"ConventionPointFields"}) as unknown as TypedDocumentString<ConventionPointFieldsFragment, unknown>;
export const ConventionOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConventionOrderFields on ConventionOrder {
  id
  number
  state
  stateText
  transmittedAt
  updatedAt
  cig
  cup
  officeCode
  splitPayment
  startDate
  note
  rejectionReason
  rejectionReasonKind
  rejectionOrderNumber
  estimatedAnnualConsumption
  history {
    state
    stateText
    date
    note
  }
  points {
    ...ConventionPointFields
  }
}
    fragment ConventionPointFields on ConventionPoint {
  id
  orderId
  orderNumber
  supplyId
  pointId
  newConnection
  site
  address
  postalCode
  city
  province
  estimatedAnnualConsumption
  connectionState
  connectionStateText
  orderedOn
  acceptedOn
  expectedStart
  activeSince
}`, {"fragmentName":"ConventionOrderFields"}) as unknown as TypedDocumentString<ConventionOrderFieldsFragment, unknown>;
export const RegistryCorrectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment RegistryCorrectionFields on RegistryCorrection {
  id
  caseNumber
  field
  requestedValue
  note
  state
  stateText
  requestedAt
}
    `, {"fragmentName":"RegistryCorrectionFields"}) as unknown as TypedDocumentString<RegistryCorrectionFieldsFragment, unknown>;
export const CostsFiguresFragmentDoc = new TypedDocumentString(`
    fragment CostsFigures on PeriodFigures {
  quantity
  f1
  f2
  f3
  cost
  costWithVat
}
    `, {"fragmentName":"CostsFigures"}) as unknown as TypedDocumentString<CostsFiguresFragment, unknown>;
export const CostsMonthFieldsFragmentDoc = new TypedDocumentString(`
    fragment CostsMonthFields on CostsMonth {
  month
  current {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
    supplyCount
    estimatedSupplyCount
  }
  previous {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
    supplyCount
    estimatedSupplyCount
  }
}
    `, {"fragmentName":"CostsMonthFields"}) as unknown as TypedDocumentString<CostsMonthFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"InvoiceFields"}) as unknown as TypedDocumentString<InvoiceFieldsFragment, unknown>;
export const InvoiceDetailFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"InvoiceDetailFields"}) as unknown as TypedDocumentString<InvoiceDetailFieldsFragment, unknown>;
export const SupplyChangeRequestFieldsFragmentDoc = new TypedDocumentString(`
    fragment SupplyChangeRequestFields on SupplyChangeRequest {
  id
  kind
  state
  stateText
  requestedAt
  supplyId
  paymentMethod
  billDelivery
  email
  previousPowerKw
  requestedPowerKw
  terminationDate
}
    `, {"fragmentName":"SupplyChangeRequestFields"}) as unknown as TypedDocumentString<SupplyChangeRequestFieldsFragment, unknown>;
export const SupplyListFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SupplyListFields"}) as unknown as TypedDocumentString<SupplyListFieldsFragment, unknown>;
export const SupportCaseFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SupportCaseFields"}) as unknown as TypedDocumentString<SupportCaseFieldsFragment, unknown>;
export const UtilitySummaryFragmentDoc = new TypedDocumentString(`
    fragment UtilitySummary on Supply {
  id
  utility
  pointId
  status
  address
  postalCode
  locality
  province
  product
  greenEnergy
  renewablePercent
}
    `, {"fragmentName":"UtilitySummary"}) as unknown as TypedDocumentString<UtilitySummaryFragment, unknown>;
export const NotificationWordsFragmentDoc = new TypedDocumentString(`
    fragment NotificationWords on Notification {
  title
  body
  kind
  textLanguage
  params {
    invoiceNumber
    amount
    year
    requestKind
    requestId
    pointId
  }
}
    `, {"fragmentName":"NotificationWords"}) as unknown as TypedDocumentString<NotificationWordsFragment, unknown>;
export const SupplyPlaceFragmentDoc = new TypedDocumentString(`
    fragment SupplyPlace on Supply {
  id
  pointId
  address
  locality
  province
  postalCode
  status
  siteName
  activationDate
  terminationDate
}
    `, {"fragmentName":"SupplyPlace"}) as unknown as TypedDocumentString<SupplyPlaceFragment, unknown>;
export const AlertsDetailDocument = new TypedDocumentString(`
    query AlertsDetail {
  alerts(first: 20) {
    unreadCount
    nodes {
      id
      kind
      date
      read
      mailed
      facts {
        invoiceNumber
        issueDate
        dueDate
        amount
        pointId
        days
        windowFrom
        windowTo
        requestId
        state
        period
        granularity
        reference
        quantity
        referenceQuantity
        unit
        risePercent
        band
        bandQuantity
        bandReferenceQuantity
        baseLoad
        referenceBaseLoad
        utility
        year
        budget
        costToDate
        forecast
        conventionCode
        conventionName
        availableQuantity
        maxQuantity
        leftPercent
        thresholdPercent
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AlertsDetailQuery, AlertsDetailQueryVariables>;
export const AlertBudgetsDocument = new TypedDocumentString(`
    query AlertBudgets {
  alertSettings {
    budgets {
      utility
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<AlertBudgetsQuery, AlertBudgetsQueryVariables>;
export const SetAlertBudgetDocument = new TypedDocumentString(`
    mutation SetAlertBudget($utility: Utility!, $amount: Float) {
  setAlertBudget(utility: $utility, amount: $amount) {
    budgets {
      utility
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<SetAlertBudgetMutation, SetAlertBudgetMutationVariables>;
export const AlertsUnreadDocument = new TypedDocumentString(`
    query AlertsUnread {
  alerts(first: 1) {
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<AlertsUnreadQuery, AlertsUnreadQueryVariables>;
export const AlertSettingsDocument = new TypedDocumentString(`
    query AlertSettings {
  alertSettings {
    active
    paused
    email
    kinds {
      kind
      enabled
      parameter
      parameterMin
      parameterMax
    }
  }
}
    `) as unknown as TypedDocumentString<AlertSettingsQuery, AlertSettingsQueryVariables>;
export const SetAlertsActiveDocument = new TypedDocumentString(`
    mutation SetAlertsActive($active: Boolean!) {
  setAlertsActive(active: $active) {
    active
    paused
  }
}
    `) as unknown as TypedDocumentString<SetAlertsActiveMutation, SetAlertsActiveMutationVariables>;
export const SetAlertSettingDocument = new TypedDocumentString(`
    mutation SetAlertSetting($kind: AlertKind!, $enabled: Boolean!, $parameter: Int) {
  setAlertSetting(kind: $kind, enabled: $enabled, parameter: $parameter) {
    active
  }
}
    `) as unknown as TypedDocumentString<SetAlertSettingMutation, SetAlertSettingMutationVariables>;
export const MarkAlertsReadDocument = new TypedDocumentString(`
    mutation MarkAlertsRead {
  markAlertsRead
}
    `) as unknown as TypedDocumentString<MarkAlertsReadMutation, MarkAlertsReadMutationVariables>;
export const AlertsResumedDocument = new TypedDocumentString(`
    query AlertsResumed {
  alertSettings {
    active
    resumed
  }
}
    `) as unknown as TypedDocumentString<AlertsResumedQuery, AlertsResumedQueryVariables>;
export const DismissAlertsResumedDocument = new TypedDocumentString(`
    mutation DismissAlertsResumed {
  dismissAlertsResumed {
    resumed
  }
}
    `) as unknown as TypedDocumentString<DismissAlertsResumedMutation, DismissAlertsResumedMutationVariables>;
export const SupplyAlertSettingsDocument = new TypedDocumentString(`
    query SupplyAlertSettings {
  alertSettings {
    active
    paused
    kinds {
      kind
      enabled
      parameter
      parameterMin
      parameterMax
    }
    supplies {
      supplyId
      pointId
      kind
      enabled
      parameter
    }
  }
}
    `) as unknown as TypedDocumentString<SupplyAlertSettingsQuery, SupplyAlertSettingsQueryVariables>;
export const SetSupplyAlertSettingDocument = new TypedDocumentString(`
    mutation SetSupplyAlertSetting($kind: AlertKind!, $enabled: Boolean!, $parameter: Int, $supplyId: ID!) {
  setAlertSetting(
    kind: $kind
    enabled: $enabled
    parameter: $parameter
    supplyId: $supplyId
  ) {
    active
  }
}
    `) as unknown as TypedDocumentString<SetSupplyAlertSettingMutation, SetSupplyAlertSettingMutationVariables>;
export const ClearSupplyAlertSettingDocument = new TypedDocumentString(`
    mutation ClearSupplyAlertSetting($kind: AlertKind, $supplyId: ID!) {
  clearAlertSetting(kind: $kind, supplyId: $supplyId) {
    active
  }
}
    `) as unknown as TypedDocumentString<ClearSupplyAlertSettingMutation, ClearSupplyAlertSettingMutationVariables>;
export const SitesDocument = new TypedDocumentString(`
    query Sites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {
  sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {
    id
    name
    address
    locality
  }
}
    `) as unknown as TypedDocumentString<SitesQuery, SitesQueryVariables>;
export const LoadCurveDocument = new TypedDocumentString(`
    query LoadCurve($supplyId: ID!, $from: String!, $to: String!, $granularity: CurveGranularity) {
  loadCurve(supplyId: $supplyId, from: $from, to: $to, granularity: $granularity) {
    supplyId
    utility
    unit
    quantityUnit
    from
    to
    granularity
    granularities
    start
    stepMinutes
    count
    values
    gapCount
    peak {
      value
      at
    }
    total
    bandTotals {
      f1
      f2
      f3
    }
  }
}
    `) as unknown as TypedDocumentString<LoadCurveQuery, LoadCurveQueryVariables>;
export const InvoiceCheckoutDocument = new TypedDocumentString(`
    mutation InvoiceCheckout($invoiceId: ID!, $language: ContentLanguage) {
  invoiceCheckout(invoiceId: $invoiceId, language: $language) {
    checkoutId
    paymentUrl
    invoiceId
  }
}
    `) as unknown as TypedDocumentString<InvoiceCheckoutMutation, InvoiceCheckoutMutationVariables>;
export const BusinessDashboardDocument = new TypedDocumentString(`
    query BusinessDashboard($registryId: ID, $allRegistries: Boolean) {
  businessDashboard(registryId: $registryId, allRegistries: $allRegistries) {
    registryIds
    commodities {
      utility
      bills {
        toPay {
          count
          amount
        }
        overdue {
          count
          amount
        }
      }
      supplies {
        totalCount
        byStatus {
          status
          count
        }
      }
      operations {
        openCount
        byState {
          state
          count
        }
      }
      yearForecast {
        year
        monthsToDate
        costToDate
        notEnoughData
        estimate {
          cost
          low
          high
          uncertaintyPercent
        }
      }
    }
    notifications {
      unreadCount
      latest {
        id
        date
        ...NotificationWords
        read
      }
    }
    exports {
      totalCount
      latest {
        id
        kind
        statusCode
        createdAt
        invoiceCount
      }
    }
    unavailable
  }
}
    fragment NotificationWords on Notification {
  title
  body
  kind
  textLanguage
  params {
    invoiceNumber
    amount
    year
    requestKind
    requestId
    pointId
  }
}`) as unknown as TypedDocumentString<BusinessDashboardQuery, BusinessDashboardQueryVariables>;
export const ContractDocument = new TypedDocumentString(`
    query Contract($id: ID!) {
  contract(id: $id) {
    contract {
      ...ContractFields
    }
    supply {
      ...SupplyPlace
      committedPowerKw
      availablePowerKw
      voltage
      voltageText
      meterClass
      use
      useText
      annualConsumption
      unit
      unitText
    }
    recentInvoices {
      id
      documentNumber
      issueDate
      dueDate
      amount
      paymentState
      paymentStateText
      pointId
    }
  }
}
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
fragment SupplyPlace on Supply {
  id
  pointId
  address
  locality
  province
  postalCode
  status
  siteName
  activationDate
  terminationDate
}`) as unknown as TypedDocumentString<ContractQuery, ContractQueryVariables>;
export const ContractsDocument = new TypedDocumentString(`
    query Contracts($utility: Utility, $offset: Int) {
  contracts(utility: $utility, first: 20, offset: $offset) {
    totalCount
    nodes {
      ...ContractFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<ContractsQuery, ContractsQueryVariables>;
export const PlaceConventionOrderDocument = new TypedDocumentString(`
    mutation PlaceConventionOrder($input: ConventionOrderInput!) {
  placeConventionOrder(input: $input) {
    ...ConventionOrderFields
  }
}
    fragment ConventionPointFields on ConventionPoint {
  id
  orderId
  orderNumber
  supplyId
  pointId
  newConnection
  site
  address
  postalCode
  city
  province
  estimatedAnnualConsumption
  connectionState
  connectionStateText
  orderedOn
  acceptedOn
  expectedStart
  activeSince
}
fragment ConventionOrderFields on ConventionOrder {
  id
  number
  state
  stateText
  transmittedAt
  updatedAt
  cig
  cup
  officeCode
  splitPayment
  startDate
  note
  rejectionReason
  rejectionReasonKind
  rejectionOrderNumber
  estimatedAnnualConsumption
  history {
    state
    stateText
    date
    note
  }
  points {
    ...ConventionPointFields
  }
}`) as unknown as TypedDocumentString<PlaceConventionOrderMutation, PlaceConventionOrderMutationVariables>;
export const ConventionConnectionsDocument = new TypedDocumentString(`
    query ConventionConnections($utility: Utility!) {
  conventionConnections(utility: $utility) {
    ...ConventionPointFields
  }
}
    fragment ConventionPointFields on ConventionPoint {
  id
  orderId
  orderNumber
  supplyId
  pointId
  newConnection
  site
  address
  postalCode
  city
  province
  estimatedAnnualConsumption
  connectionState
  connectionStateText
  orderedOn
  acceptedOn
  expectedStart
  activeSince
}`) as unknown as TypedDocumentString<ConventionConnectionsQuery, ConventionConnectionsQueryVariables>;
export const ConventionOrdersDocument = new TypedDocumentString(`
    query ConventionOrders($utility: Utility!) {
  convention(utility: $utility) {
    id
    unit
    unitText
  }
  conventionOrders(utility: $utility) {
    ...ConventionOrderFields
  }
}
    fragment ConventionPointFields on ConventionPoint {
  id
  orderId
  orderNumber
  supplyId
  pointId
  newConnection
  site
  address
  postalCode
  city
  province
  estimatedAnnualConsumption
  connectionState
  connectionStateText
  orderedOn
  acceptedOn
  expectedStart
  activeSince
}
fragment ConventionOrderFields on ConventionOrder {
  id
  number
  state
  stateText
  transmittedAt
  updatedAt
  cig
  cup
  officeCode
  splitPayment
  startDate
  note
  rejectionReason
  rejectionReasonKind
  rejectionOrderNumber
  estimatedAnnualConsumption
  history {
    state
    stateText
    date
    note
  }
  points {
    ...ConventionPointFields
  }
}`) as unknown as TypedDocumentString<ConventionOrdersQuery, ConventionOrdersQueryVariables>;
export const ConventionOrderFormDocument = new TypedDocumentString(`
    query ConventionOrderForm($utility: Utility!) {
  convention(utility: $utility) {
    id
    name
    lot
    unit
    unitText
    validFrom
    validTo
    availableQuantity
    earliestStartDate
  }
  conventionRegistry(utility: $utility) {
    registryId
    name
    splitPayment
    invoicingOffices {
      code
      name
      isDefault
    }
  }
  supplies(utility: $utility, first: 50) {
    totalCount
    nodes {
      id
      pointId
      status
      siteName
      address
      postalCode
      locality
      province
      annualConsumption
    }
  }
  conventionConnections(utility: $utility) {
    id
    supplyId
    connectionState
  }
}
    `) as unknown as TypedDocumentString<ConventionOrderFormQuery, ConventionOrderFormQueryVariables>;
export const ConventionReportDocument = new TypedDocumentString(`
    query ConventionReport($utility: Utility!, $fromMonth: String!, $toMonth: String!) {
  conventionReport(utility: $utility, fromMonth: $fromMonth, toMonth: $toMonth) {
    utility
    fromMonth
    toMonth
    unit
    unitText
    rows {
      month
      supplyId
      pointId
      site
      consumption
      spend
    }
    sites {
      name
      consumption
      spend
    }
    months {
      name
      consumption
      spend
    }
    totalConsumption
    totalSpend
    orderedQuantity
    consumedShareOfOrdered
  }
}
    `) as unknown as TypedDocumentString<ConventionReportQuery, ConventionReportQueryVariables>;
export const RequestRegistryCorrectionDocument = new TypedDocumentString(`
    mutation RequestRegistryCorrection($input: RegistryCorrectionInput!) {
  requestRegistryCorrection(input: $input) {
    ...RegistryCorrectionFields
  }
}
    fragment RegistryCorrectionFields on RegistryCorrection {
  id
  caseNumber
  field
  requestedValue
  note
  state
  stateText
  requestedAt
}`) as unknown as TypedDocumentString<RequestRegistryCorrectionMutation, RequestRegistryCorrectionMutationVariables>;
export const ConventionContractsListDocument = new TypedDocumentString(`
    query ConventionContractsList($utility: Utility!) {
  conventionContracts(utility: $utility) {
    id
    number
    orderId
    status
    validFrom
    validTo
    contractedQuantity
    consumedLast12Months
    points
  }
  convention(utility: $utility) {
    id
    unit
    unitText
  }
  conventionOrders(utility: $utility) {
    id
    number
  }
}
    `) as unknown as TypedDocumentString<ConventionContractsListQuery, ConventionContractsListQueryVariables>;
export const ConventionOverviewFiguresDocument = new TypedDocumentString(`
    query ConventionOverviewFigures($utility: Utility!) {
  convention(utility: $utility) {
    id
    code
    name
    lot
    frameworkCig
    supplier
    validFrom
    validTo
    unit
    unitText
    maxQuantity
    orderedQuantity
    availableQuantity
    usedShare
    consumedLast12Months
    supplies
    spend
    openOrders
    earliestStartDate
    alerts {
      kind
      daysLeft
      usedShare
    }
  }
}
    `) as unknown as TypedDocumentString<ConventionOverviewFiguresQuery, ConventionOverviewFiguresQueryVariables>;
export const ConventionRegistryDetailsDocument = new TypedDocumentString(`
    query ConventionRegistryDetails($utility: Utility!) {
  conventionRegistry(utility: $utility) {
    registryId
    name
    taxCode
    vatNumber
    ipaCode
    pec
    registeredAddress
    billingAddress
    invoicingOffices {
      code
      name
      isDefault
    }
    splitPayment
    corrections {
      ...RegistryCorrectionFields
    }
  }
}
    fragment RegistryCorrectionFields on RegistryCorrection {
  id
  caseNumber
  field
  requestedValue
  note
  state
  stateText
  requestedAt
}`) as unknown as TypedDocumentString<ConventionRegistryDetailsQuery, ConventionRegistryDetailsQueryVariables>;
export const CostsAndConsumptionsDocument = new TypedDocumentString(`
    query CostsAndConsumptions($utility: Utility!, $from: String!, $to: String!, $siteId: ID, $registryId: ID, $allRegistries: Boolean, $offset: Int, $sort: SupplyCostsSort) {
  costsAndConsumptions(
    utility: $utility
    from: $from
    to: $to
    siteId: $siteId
    registryId: $registryId
    allRegistries: $allRegistries
    first: 20
    offset: $offset
    sort: $sort
  ) {
    utility
    unit
    from
    to
    previousFrom
    previousTo
    siteId
    supplyCount
    months {
      ...CostsMonthFields
    }
    total {
      ...CostsFigures
    }
    previousTotal {
      ...CostsFigures
    }
    supplies {
      totalCount
      nodes {
        supplyId
        pointId
        siteId
        siteName
        months
        quantity
        f1
        f2
        f3
        cost
        costWithVat
        share
      }
    }
  }
}
    fragment CostsFigures on PeriodFigures {
  quantity
  f1
  f2
  f3
  cost
  costWithVat
}
fragment CostsMonthFields on CostsMonth {
  month
  current {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
    supplyCount
    estimatedSupplyCount
  }
  previous {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
    supplyCount
    estimatedSupplyCount
  }
}`) as unknown as TypedDocumentString<CostsAndConsumptionsQuery, CostsAndConsumptionsQueryVariables>;
export const SupplyBillsDocument = new TypedDocumentString(`
    query SupplyBills($filter: InvoiceFilter, $offset: Int) {
  invoices(filter: $filter, first: 20, offset: $offset, sort: ISSUE_DATE_DESC) {
    totalCount
    totalAmount
    nodes {
      id
      documentNumber
      issueDate
      dueDate
      competenceFrom
      competenceTo
      amount
      paymentState
      paymentStateText
    }
  }
}
    `) as unknown as TypedDocumentString<SupplyBillsQuery, SupplyBillsQueryVariables>;
export const SupplyCostsAndConsumptionsDocument = new TypedDocumentString(`
    query SupplyCostsAndConsumptions($supplyId: ID!, $from: String!, $to: String!) {
  supplyCostsAndConsumptions(supplyId: $supplyId, from: $from, to: $to) {
    utility
    unit
    from
    to
    previousFrom
    previousTo
    supply {
      ...SupplyPlace
      siteId
      product
      contractId
    }
    months {
      ...CostsMonthFields
    }
    total {
      ...CostsFigures
    }
    previousTotal {
      ...CostsFigures
    }
    commodityTotal {
      ...CostsFigures
    }
    commoditySupplyCount
    share
  }
}
    fragment CostsFigures on PeriodFigures {
  quantity
  f1
  f2
  f3
  cost
  costWithVat
}
fragment CostsMonthFields on CostsMonth {
  month
  current {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
    supplyCount
    estimatedSupplyCount
  }
  previous {
    quantity
    f1
    f2
    f3
    cost
    costWithVat
    supplyCount
    estimatedSupplyCount
  }
}
fragment SupplyPlace on Supply {
  id
  pointId
  address
  locality
  province
  postalCode
  status
  siteName
  activationDate
  terminationDate
}`) as unknown as TypedDocumentString<SupplyCostsAndConsumptionsQuery, SupplyCostsAndConsumptionsQueryVariables>;
export const RetailDashboardDocument = new TypedDocumentString(`
    query RetailDashboard {
  retailDashboard {
    totalToPay
    billsToPay {
      id
      documentNumber
      issueDate
      dueDate
      amountToPay
      utility
      paid
      onlinePaymentEnabled
    }
    supplies {
      id
      utility
      pointId
      address
      locality
      province
      status
      greenEnergy
    }
    notifications {
      id
      date
      ...NotificationWords
      read
    }
    forecasts {
      supplyId
      utility
      unit
      periodFrom
      periodTo
      measuredTo
      notEnoughData
      estimate {
        amount
        low
        high
        uncertaintyPercent
        billsUsed
        comparisons
        basis
      }
    }
  }
}
    fragment NotificationWords on Notification {
  title
  body
  kind
  textLanguage
  params {
    invoiceNumber
    amount
    year
    requestKind
    requestId
    pointId
  }
}`) as unknown as TypedDocumentString<RetailDashboardQuery, RetailDashboardQueryVariables>;
export const StartInvoiceExportByFilterDocument = new TypedDocumentString(`
    mutation StartInvoiceExportByFilter($filter: InvoiceFilter!, $detail: Boolean) {
  startInvoiceExportByFilter(filter: $filter, detail: $detail) {
    matchedCount
    truncated
    job {
      id
      invoiceCount
    }
  }
}
    `) as unknown as TypedDocumentString<StartInvoiceExportByFilterMutation, StartInvoiceExportByFilterMutationVariables>;
export const StartInvoiceExportDocument = new TypedDocumentString(`
    mutation StartInvoiceExport($invoiceIds: [ID!]!, $detail: Boolean) {
  startInvoiceExport(invoiceIds: $invoiceIds, detail: $detail) {
    id
    invoiceCount
  }
}
    `) as unknown as TypedDocumentString<StartInvoiceExportMutation, StartInvoiceExportMutationVariables>;
export const ConventionDocumentsDocument = new TypedDocumentString(`
    query ConventionDocuments($utility: Utility!) {
  conventionDocuments(utility: $utility) {
    id
    kind
    title
    date
    orderId
    downloadUrl
  }
}
    `) as unknown as TypedDocumentString<ConventionDocumentsQuery, ConventionDocumentsQueryVariables>;
export const CustomerDocumentsDocument = new TypedDocumentString(`
    query CustomerDocuments($utility: Utility, $language: ContentLanguage) {
  documents(utility: $utility, language: $language) {
    id
    kind
    title
    description
    language
    personal
    contractNumber
    utility
    pointId
    year
    updatedOn
    downloadUrl
  }
}
    `) as unknown as TypedDocumentString<CustomerDocumentsQuery, CustomerDocumentsQueryVariables>;
export const ExportInvoicesDocument = new TypedDocumentString(`
    query ExportInvoices($filter: InvoiceFilter, $offset: Int) {
  invoices(filter: $filter, first: 20, offset: $offset) {
    totalCount
    nodes {
      id
      documentNumber
      issueDate
      amount
      paymentState
      paymentStateText
      pointId
    }
  }
}
    `) as unknown as TypedDocumentString<ExportInvoicesQuery, ExportInvoicesQueryVariables>;
export const ExportJobsDocument = new TypedDocumentString(`
    query ExportJobs {
  exportJobs {
    id
    kind
    statusCode
    status
    tone
    ready
    createdAt
    updatedAt
    invoiceCount
    downloadUrl
    failureReason
  }
}
    `) as unknown as TypedDocumentString<ExportJobsQuery, ExportJobsQueryVariables>;
export const CheckoutResultDocument = new TypedDocumentString(`
    mutation CheckoutResult($checkoutId: ID!) {
  checkoutResult(checkoutId: $checkoutId) {
    checkoutId
    invoiceId
    outcome
    paid
  }
}
    `) as unknown as TypedDocumentString<CheckoutResultMutation, CheckoutResultMutationVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($documentNumber: String!, $issueDate: String!) {
  invoice(documentNumber: $documentNumber, issueDate: $issueDate) {
    ...InvoiceDetailFields
  }
}
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
}`) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const InvoiceByIdDocument = new TypedDocumentString(`
    query InvoiceById($id: ID!) {
  invoiceById(id: $id) {
    ...InvoiceDetailFields
  }
}
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
}`) as unknown as TypedDocumentString<InvoiceByIdQuery, InvoiceByIdQueryVariables>;
export const InvoicesDocument = new TypedDocumentString(`
    query Invoices($filter: InvoiceFilter, $offset: Int, $sort: InvoiceSort) {
  invoices(filter: $filter, first: 20, offset: $offset, sort: $sort) {
    totalCount
    totalAmount
    totalToPay
    nodes {
      ...InvoiceFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<InvoicesQuery, InvoicesQueryVariables>;
export const CurveSuppliesDocument = new TypedDocumentString(`
    query CurveSupplies($utility: Utility, $search: String, $registryId: ID, $allRegistries: Boolean) {
  supplies(
    utility: $utility
    search: $search
    registryId: $registryId
    allRegistries: $allRegistries
    first: 20
  ) {
    totalCount
    nodes {
      id
      pointId
      address
      locality
    }
  }
}
    `) as unknown as TypedDocumentString<CurveSuppliesQuery, CurveSuppliesQueryVariables>;
export const CurveSupplyDocument = new TypedDocumentString(`
    query CurveSupply($id: ID!) {
  supply(id: $id) {
    id
    pointId
    address
    locality
  }
}
    `) as unknown as TypedDocumentString<CurveSupplyQuery, CurveSupplyQueryVariables>;
export const LoyaltyBonusPageDocument = new TypedDocumentString(`
    query LoyaltyBonusPage {
  loyaltyBonus {
    points
    level
    levelText
    nextLevelThreshold
    eligible
    notEligibleReason
    notEligibleReasonKind
    textLanguage
    pointsExpireOn
    movements {
      date
      points
      description
      kind
      invoiceNumber
    }
    program {
      eurosPerPoint
      minPointsPerBill
      levels {
        level
        levelText
        from
      }
      pointsValidYears
    }
  }
}
    `) as unknown as TypedDocumentString<LoyaltyBonusPageQuery, LoyaltyBonusPageQueryVariables>;
export const StartCardRegistrationDocument = new TypedDocumentString(`
    mutation StartCardRegistration($supplyId: ID!, $language: ContentLanguage) {
  startCardRegistration(supplyId: $supplyId, language: $language) {
    registrationId
    registrationUrl
    supplyId
  }
}
    `) as unknown as TypedDocumentString<StartCardRegistrationMutation, StartCardRegistrationMutationVariables>;
export const CompleteCardRegistrationDocument = new TypedDocumentString(`
    mutation CompleteCardRegistration($registrationId: ID!) {
  completeCardRegistration(registrationId: $registrationId) {
    registrationId
    supplyId
    outcome
    cardType
    maskedPan
    request {
      ...SupplyChangeRequestFields
    }
  }
}
    fragment SupplyChangeRequestFields on SupplyChangeRequest {
  id
  kind
  state
  stateText
  requestedAt
  supplyId
  paymentMethod
  billDelivery
  email
  previousPowerKw
  requestedPowerKw
  terminationDate
}`) as unknown as TypedDocumentString<CompleteCardRegistrationMutation, CompleteCardRegistrationMutationVariables>;
export const RequestSupplyChangeDocument = new TypedDocumentString(`
    mutation RequestSupplyChange($supplyId: ID!, $kind: SupplyChangeKind!, $input: SupplyChangeInput!) {
  requestSupplyChange(supplyId: $supplyId, kind: $kind, input: $input) {
    ...SupplyChangeRequestFields
  }
}
    fragment SupplyChangeRequestFields on SupplyChangeRequest {
  id
  kind
  state
  stateText
  requestedAt
  supplyId
  paymentMethod
  billDelivery
  email
  previousPowerKw
  requestedPowerKw
  terminationDate
}`) as unknown as TypedDocumentString<RequestSupplyChangeMutation, RequestSupplyChangeMutationVariables>;
export const SupplyManagementDocument = new TypedDocumentString(`
    query SupplyManagement($supplyId: ID!) {
  supplyManagement(supplyId: $supplyId) {
    supply {
      id
      utility
      pointId
      address
      postalCode
      locality
      province
      status
      product
      committedPowerKw
    }
    billDelivery
    billEmail
    paymentMethod
    paymentMethodText
    power {
      currentKw
      maxKw
      eurPerKwMonth
      steps {
        kw
        monthlyDifference
      }
    }
    termination {
      earliest
      latest
    }
    operations {
      kind
      openRequest {
        ...SupplyChangeRequestFields
      }
    }
    requests {
      ...SupplyChangeRequestFields
    }
  }
}
    fragment SupplyChangeRequestFields on SupplyChangeRequest {
  id
  kind
  state
  stateText
  requestedAt
  supplyId
  paymentMethod
  billDelivery
  email
  previousPowerKw
  requestedPowerKw
  terminationDate
}`) as unknown as TypedDocumentString<SupplyManagementQuery, SupplyManagementQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($id: ID!) {
  markNotificationRead(id: $id) {
    id
    read
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationsPageDocument = new TypedDocumentString(`
    query NotificationsPage($offset: Int) {
  notifications(first: 10, offset: $offset) {
    totalCount
    unreadCount
    nodes {
      id
      date
      ...NotificationWords
      read
      category
      link
    }
  }
}
    fragment NotificationWords on Notification {
  title
  body
  kind
  textLanguage
  params {
    invoiceNumber
    amount
    year
    requestKind
    requestId
    pointId
  }
}`) as unknown as TypedDocumentString<NotificationsPageQuery, NotificationsPageQueryVariables>;
export const OperationsDocument = new TypedDocumentString(`
    query Operations($utility: Utility, $state: RequestState, $kind: OperationKind, $openedFrom: String, $openedTo: String, $registryId: ID, $allRegistries: Boolean, $offset: Int) {
  operations(
    utility: $utility
    state: $state
    kind: $kind
    openedFrom: $openedFrom
    openedTo: $openedTo
    registryId: $registryId
    allRegistries: $allRegistries
    first: 10
    offset: $offset
  ) {
    totalCount
    nodes {
      id
      registryId
      kind
      kindText
      description
      descriptionKind
      textLanguage
      state
      stateText
      openedAt
      updatedAt
      pointId
      history {
        state
        stateText
        date
        note
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperationsQuery, OperationsQueryVariables>;
export const CommodityOverviewDocument = new TypedDocumentString(`
    query CommodityOverview($utility: Utility!, $registryId: ID, $allRegistries: Boolean) {
  commodityOverview(
    utility: $utility
    registryId: $registryId
    allRegistries: $allRegistries
  ) {
    utility
    supplyCount
    suppliesByStatus {
      status
      count
    }
    siteCount
    annualConsumption
    unit
    registryAnnualConsumption
    spendFrom
    spendTo
    invoiceCount
    annualSpend
    unpaidCount
    amountToPay
    overdueCount
    overdueAmount
    nextDue {
      invoiceId
      documentNumber
      dueDate
      amountToPay
    }
    convention {
      code
      name
      type
      startDate
      endDate
    }
    yearForecast {
      year
      monthsToDate
      costToDate
      quantityToDate
      notEnoughData
      estimate {
        cost
        low
        high
        uncertaintyPercent
        quantity
      }
      bands {
        band
        toDate
        yearEnd
        share
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CommodityOverviewQuery, CommodityOverviewQueryVariables>;
export const SaveContactDocument = new TypedDocumentString(`
    mutation SaveContact($input: ContactInput!) {
  saveContact(input: $input) {
    saved
  }
}
    `) as unknown as TypedDocumentString<SaveContactMutation, SaveContactMutationVariables>;
export const ProfileSuppliesDocument = new TypedDocumentString(`
    query ProfileSupplies {
  supplies(first: 20) {
    totalCount
    nodes {
      id
      pointId
      utility
      address
      locality
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileSuppliesQuery, ProfileSuppliesQueryVariables>;
export const ProfileConsortiumDocument = new TypedDocumentString(`
    query ProfileConsortium {
  consortium {
    conventions {
      code
      name
      logoUrl
    }
    members {
      id
      companyName
      taxCode
      vatNumber
      locality
      province
      customerKind
      customerKindText
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileConsortiumQuery, ProfileConsortiumQueryVariables>;
export const PrivacyConsentDocument = new TypedDocumentString(`
    query PrivacyConsent {
  privacyConsent {
    registryId
    marketing
    profiling
    thirdParties
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<PrivacyConsentQuery, PrivacyConsentQueryVariables>;
export const SavePrivacyConsentDocument = new TypedDocumentString(`
    mutation SavePrivacyConsent($input: PrivacyConsentInput!) {
  savePrivacyConsent(input: $input) {
    caseId
  }
}
    `) as unknown as TypedDocumentString<SavePrivacyConsentMutation, SavePrivacyConsentMutationVariables>;
export const ProfileRegistryDocument = new TypedDocumentString(`
    query ProfileRegistry {
  registry {
    id
    companyName
    firstName
    lastName
    taxCode
    foreignTaxCode
    vatNumber
    ateco
    ateco2
    address
    postalCode
    locality
    province
    country
    splitPayment
    email
    phone
    mobile
    fatturaDigitale {
      email
      digital
      byEmail
      grouped
      deliveryType
      deliveryTypeText
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileRegistryQuery, ProfileRegistryQueryVariables>;
export const MyServicesDocument = new TypedDocumentString(`
    query MyServices {
  registry {
    id
    fatturaDigitale {
      digital
      byEmail
      email
      deliveryType
    }
  }
  supplies(first: 50) {
    totalCount
    nodes {
      id
      utility
      pointId
      address
      locality
      status
      greenEnergy
      renewablePercent
      product
      committedPowerKw
    }
  }
  contracts(first: 50) {
    nodes {
      id
      supplyId
      status
      paymentType
      canInsertReading
    }
  }
  supplyChangeRequests(first: 50) {
    nodes {
      id
      supplyId
      kind
      state
      stateText
      requestedAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyServicesQuery, MyServicesQueryVariables>;
export const ServicesNewsDocument = new TypedDocumentString(`
    query ServicesNews($language: ContentLanguage) {
  news(page: 1, language: $language) {
    totalCount
    posts {
      id
      date
      title
      excerpt
      content
    }
  }
}
    `) as unknown as TypedDocumentString<ServicesNewsQuery, ServicesNewsQueryVariables>;
export const SupplyListDocument = new TypedDocumentString(`
    query SupplyList($utility: Utility, $search: String, $status: ContractStatus, $siteId: ID, $registryId: ID, $allRegistries: Boolean, $offset: Int) {
  supplies(
    utility: $utility
    search: $search
    status: $status
    siteId: $siteId
    registryId: $registryId
    allRegistries: $allRegistries
    first: 20
    offset: $offset
  ) {
    totalCount
    nodes {
      ...SupplyListFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SupplyListQuery, SupplyListQueryVariables>;
export const GreenSuppliesDocument = new TypedDocumentString(`
    query GreenSupplies($utility: Utility, $search: String, $status: ContractStatus, $siteId: ID, $registryId: ID, $allRegistries: Boolean, $offset: Int) {
  supplies(
    utility: $utility
    greenEnergy: true
    search: $search
    status: $status
    siteId: $siteId
    registryId: $registryId
    allRegistries: $allRegistries
    first: 20
    offset: $offset
  ) {
    totalCount
    totalCo2AvoidedKg
    averageRenewablePercent
    nodes {
      ...SupplyListFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<GreenSuppliesQuery, GreenSuppliesQueryVariables>;
export const FileSupportCaseDocument = new TypedDocumentString(`
    mutation FileSupportCase($input: SupportCaseInput!) {
  fileSupportCase(input: $input) {
    ...SupportCaseFields
  }
}
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
}`) as unknown as TypedDocumentString<FileSupportCaseMutation, FileSupportCaseMutationVariables>;
export const ConventionContactsDocument = new TypedDocumentString(`
    query ConventionContacts($utility: Utility!) {
  convention(utility: $utility) {
    id
    contacts {
      role
      name
      email
      phone
      hours
    }
  }
}
    `) as unknown as TypedDocumentString<ConventionContactsQuery, ConventionContactsQueryVariables>;
export const RequestSuppliesDocument = new TypedDocumentString(`
    query RequestSupplies($utility: Utility!, $registryId: ID) {
  supplies(utility: $utility, registryId: $registryId, first: 100) {
    totalCount
    nodes {
      id
      pointId
      address
      locality
      siteName
    }
  }
}
    `) as unknown as TypedDocumentString<RequestSuppliesQuery, RequestSuppliesQueryVariables>;
export const SupportCasesDocument = new TypedDocumentString(`
    query SupportCases($registryId: ID, $allRegistries: Boolean, $offset: Int) {
  supportCases(
    registryId: $registryId
    allRegistries: $allRegistries
    first: 10
    offset: $offset
  ) {
    totalCount
    nodes {
      ...SupportCaseFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<SupportCasesQuery, SupportCasesQueryVariables>;
export const SupportFaqDocument = new TypedDocumentString(`
    query SupportFaq($language: ContentLanguage) {
  supportFaq(language: $language) {
    id
    slug
    question
    answer
  }
}
    `) as unknown as TypedDocumentString<SupportFaqQuery, SupportFaqQueryVariables>;
export const SubmitGasReadingDocument = new TypedDocumentString(`
    mutation SubmitGasReading($input: GasReadingInput!) {
  submitGasReading(input: $input) {
    id
    accepted
  }
}
    `) as unknown as TypedDocumentString<SubmitGasReadingMutation, SubmitGasReadingMutationVariables>;
export const SelfReadingDocument = new TypedDocumentString(`
    query SelfReading {
  selfReading {
    allowed
    today
    supplies {
      contractId
      supplyId
      pointId
      address
      meterSerial
      meterDigits
      annualConsumption
      readingWindowState
      readingWindowFrom
      readingWindowTo
      lastReading
      lastReadingDate
      readings {
        id
        date
        value
        kind
        kindText
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SelfReadingQuery, SelfReadingQueryVariables>;
export const RetailUtilitiesDocument = new TypedDocumentString(`
    query RetailUtilities($registryId: ID) {
  supplies(registryId: $registryId, first: 100) {
    totalCount
    nodes {
      ...UtilitySummary
    }
  }
}
    fragment UtilitySummary on Supply {
  id
  utility
  pointId
  status
  address
  postalCode
  locality
  province
  product
  greenEnergy
  renewablePercent
}`) as unknown as TypedDocumentString<RetailUtilitiesQuery, RetailUtilitiesQueryVariables>;
export const RetailUtilityDocument = new TypedDocumentString(`
    query RetailUtility($id: ID!, $from: String!, $to: String!) {
  supply(id: $id) {
    ...UtilitySummary
    contractId
    activationDate
    terminationDate
    committedPowerKw
    availablePowerKw
    meterClass
    meterSerial
    meterDigits
    intervalMeter
    use
    useText
    annualConsumption
    unit
    unitText
  }
  contracts(supplyId: $id, first: 5) {
    nodes {
      id
      contractNumber
      status
      product
      signedOn
      ...ContractTerms
    }
  }
  consumptions(supplyId: $id, from: $from, to: $to) {
    unit
    totalQuantity
    totalCost
    points {
      period
      quantity
      costWithVat
      estimated
    }
  }
  invoices(filter: {supplyId: $id}, first: 20) {
    nodes {
      id
      supplyId
      documentNumber
      issueDate
      amount
      paymentState
      paymentStateText
    }
  }
}
    fragment UtilitySummary on Supply {
  id
  utility
  pointId
  status
  address
  postalCode
  locality
  province
  product
  greenEnergy
  renewablePercent
}
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
}`) as unknown as TypedDocumentString<RetailUtilityQuery, RetailUtilityQueryVariables>;
export const UtilityRequestsDocument = new TypedDocumentString(`
    query UtilityRequests($supplyId: ID!) {
  supplyChangeRequests(supplyId: $supplyId, first: 20) {
    nodes {
      id
      kind
      state
      stateText
      requestedAt
    }
  }
}
    `) as unknown as TypedDocumentString<UtilityRequestsQuery, UtilityRequestsQueryVariables>;