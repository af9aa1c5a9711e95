import type { GraphQLResolveInfo } from 'graphql';
import type { InvoiceDetailParent } from '../domains/invoices/index.ts';
import type { ContractDetailParent } from '../domains/contracts/upstream.ts';
import type { ApiContext } from '../graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Alert = {
  __typename?: 'Alert';
  date: Scalars['String']['output'];
  facts: AlertFacts;
  id: Scalars['ID']['output'];
  kind: AlertKind;
  mailed: Scalars['Boolean']['output'];
  read: Scalars['Boolean']['output'];
};

export type AlertBudget = {
  __typename?: 'AlertBudget';
  amount: Scalars['Float']['output'];
  utility: Utility;
};

export type AlertFacts = {
  __typename?: 'AlertFacts';
  amount?: Maybe<Scalars['Float']['output']>;
  availableQuantity?: Maybe<Scalars['Float']['output']>;
  band?: Maybe<Scalars['String']['output']>;
  bandQuantity?: Maybe<Scalars['Float']['output']>;
  bandReferenceQuantity?: Maybe<Scalars['Float']['output']>;
  baseLoad?: Maybe<Scalars['Float']['output']>;
  budget?: Maybe<Scalars['Float']['output']>;
  conventionCode?: Maybe<Scalars['String']['output']>;
  conventionName?: Maybe<Scalars['String']['output']>;
  costToDate?: Maybe<Scalars['Float']['output']>;
  days?: Maybe<Scalars['Int']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  forecast?: Maybe<Scalars['Float']['output']>;
  granularity?: Maybe<Scalars['String']['output']>;
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  issueDate?: Maybe<Scalars['String']['output']>;
  leftPercent?: Maybe<Scalars['Float']['output']>;
  maxQuantity?: Maybe<Scalars['Float']['output']>;
  period?: Maybe<Scalars['String']['output']>;
  pointId?: Maybe<Scalars['String']['output']>;
  quantity?: Maybe<Scalars['Float']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
  referenceBaseLoad?: Maybe<Scalars['Float']['output']>;
  referenceQuantity?: Maybe<Scalars['Float']['output']>;
  requestId?: Maybe<Scalars['String']['output']>;
  risePercent?: Maybe<Scalars['Int']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  thresholdPercent?: Maybe<Scalars['Int']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  utility?: Maybe<Utility>;
  windowFrom?: Maybe<Scalars['String']['output']>;
  windowTo?: Maybe<Scalars['String']['output']>;
  year?: Maybe<Scalars['Int']['output']>;
};

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

export type AlertKindSetting = {
  __typename?: 'AlertKindSetting';
  enabled: Scalars['Boolean']['output'];
  kind: AlertKind;
  parameter?: Maybe<Scalars['Int']['output']>;
  parameterMax?: Maybe<Scalars['Int']['output']>;
  parameterMin?: Maybe<Scalars['Int']['output']>;
};

export type AlertPage = {
  __typename?: 'AlertPage';
  nodes: Array<Alert>;
  unreadCount: Scalars['Int']['output'];
};

export type AlertSettings = {
  __typename?: 'AlertSettings';
  active: Scalars['Boolean']['output'];
  budgets: Array<AlertBudget>;
  email: Scalars['String']['output'];
  kinds: Array<AlertKindSetting>;
  paused: Scalars['Boolean']['output'];
  resumed: Scalars['Boolean']['output'];
  supplies: Array<SupplyAlertSetting>;
};

export type AnnualIndices = {
  __typename?: 'AnnualIndices';
  annualPowerConsumption?: Maybe<Scalars['Float']['output']>;
};

export type BandForecast = {
  __typename?: 'BandForecast';
  band: Scalars['String']['output'];
  share?: Maybe<Scalars['Float']['output']>;
  toDate: Scalars['Float']['output'];
  yearEnd?: Maybe<Scalars['Float']['output']>;
};

export type BandTotals = {
  __typename?: 'BandTotals';
  f1: Scalars['Float']['output'];
  f2: Scalars['Float']['output'];
  f3: Scalars['Float']['output'];
};

export type BillDelivery =
  | 'EMAIL'
  | 'OTHER'
  | 'PAPER';

export type BillDeliveryKind =
  | 'EMAIL'
  | 'PAPER';

/** A supply's next bill as estimated (decision 0021): amount with VAT, and its range. */
export type BillEstimate = {
  __typename?: 'BillEstimate';
  amount: Scalars['Float']['output'];
  /** What the estimate rests on: the use measured so far, or last year's use and the bills' trend. */
  basis: ForecastBasis;
  /** How many of the latest bills the prices come from. */
  billsUsed: Scalars['Int']['output'];
  /** How many of last year's bills were compared with the year before (the range's spread). */
  comparisons: Scalars['Int']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  /** The period's use as projected (kWh for power, Smc for gas). */
  quantity: Scalars['Float']['output'];
  /** ± of the amount in whole per cent, rounded up. */
  uncertaintyPercent: Scalars['Int']['output'];
};

/**
 * The bill of the period under way of one supply: from the day after its last bill, as long as that
 * bill; the use measured up to measuredTo (null when nothing is measured: a supply without an
 * interval meter, or none yet in the period). estimate is null and notEnoughData says why when the
 * data do not support a figure.
 */
export type BillForecast = {
  __typename?: 'BillForecast';
  estimate?: Maybe<BillEstimate>;
  measuredTo?: Maybe<Scalars['String']['output']>;
  notEnoughData?: Maybe<ForecastShortage>;
  periodFrom?: Maybe<Scalars['String']['output']>;
  periodTo?: Maybe<Scalars['String']['output']>;
  supplyId: Scalars['ID']['output'];
  unit: Scalars['String']['output'];
  utility: Utility;
};

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

export type BonusMovement = {
  __typename?: 'BonusMovement';
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  kind: BonusMovementKind;
  points: Scalars['Int']['output'];
};

export type BonusMovementKind =
  | 'ON_TIME_PAYMENT'
  | 'OTHER';

export type BusinessDashboard = {
  __typename?: 'BusinessDashboard';
  commodities: Array<DashboardCommodity>;
  exports?: Maybe<DashboardExports>;
  notifications?: Maybe<DashboardNotifications>;
  /** The registries the figures cover. */
  registryIds: Array<Scalars['ID']['output']>;
  unavailable: Array<BusinessDashboardBlock>;
};

/** A block of the business dashboard, named when its upstream call failed. */
export type BusinessDashboardBlock =
  | 'BILLS'
  | 'COSTS'
  | 'EXPORTS'
  | 'NOTIFICATIONS'
  | 'OPERATIONS'
  | 'SUPPLIES';

export type CardRegistration = {
  __typename?: 'CardRegistration';
  registrationId: Scalars['ID']['output'];
  registrationUrl: Scalars['String']['output'];
  supplyId: Scalars['ID']['output'];
};

export type CardRegistrationOutcome =
  | 'CANCELED'
  | 'DECLINED'
  | 'PENDING'
  | 'SUCCESS';

export type CardRegistrationResult = {
  __typename?: 'CardRegistrationResult';
  cardType?: Maybe<Scalars['String']['output']>;
  maskedPan?: Maybe<Scalars['String']['output']>;
  outcome: CardRegistrationOutcome;
  registrationId: Scalars['ID']['output'];
  request?: Maybe<SupplyChangeRequest>;
  supplyId: Scalars['ID']['output'];
};

export type Checkout = {
  __typename?: 'Checkout';
  checkoutId: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  paymentUrl: Scalars['String']['output'];
};

export type CheckoutOutcome =
  | 'CANCELED'
  | 'DECLINED'
  | 'PENDING'
  | 'SUCCESS';

export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  checkoutId: Scalars['ID']['output'];
  invoiceId: Scalars['ID']['output'];
  outcome: CheckoutOutcome;
  paid: Scalars['Boolean']['output'];
};

export type CommodityOverview = {
  __typename?: 'CommodityOverview';
  amountToPay: Scalars['Float']['output'];
  annualConsumption: Scalars['Float']['output'];
  annualSpend: Scalars['Float']['output'];
  convention?: Maybe<OverviewConvention>;
  invoiceCount: Scalars['Int']['output'];
  nextDue?: Maybe<OverviewNextDue>;
  overdueAmount: Scalars['Float']['output'];
  overdueCount: Scalars['Int']['output'];
  registryAnnualConsumption?: Maybe<Scalars['Float']['output']>;
  siteCount: Scalars['Int']['output'];
  spendFrom: Scalars['String']['output'];
  spendTo: Scalars['String']['output'];
  suppliesByStatus: Array<SupplyStatusCount>;
  supplyCount: Scalars['Int']['output'];
  unit: Unit;
  unpaidCount: Scalars['Int']['output'];
  utility: Utility;
  yearForecast?: Maybe<YearForecast>;
};

export type ConnectionState =
  | 'ACTIVE'
  | 'NEW_CONNECTION'
  | 'ORDERED'
  | 'OTHER'
  | 'REJECTED'
  | 'SWITCHING';

export type Consortium = {
  __typename?: 'Consortium';
  conventions: Array<ConsortiumConvention>;
  members: Array<MemberRegistry>;
};

export type ConsortiumConvention = {
  __typename?: 'ConsortiumConvention';
  code: Scalars['String']['output'];
  logoUrl?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type ConsumptionGranularity =
  | 'MONTH';

export type ConsumptionPoint = {
  __typename?: 'ConsumptionPoint';
  cost: Scalars['Float']['output'];
  costWithVat: Scalars['Float']['output'];
  estimated: Scalars['Boolean']['output'];
  f1?: Maybe<Scalars['Float']['output']>;
  f2?: Maybe<Scalars['Float']['output']>;
  f3?: Maybe<Scalars['Float']['output']>;
  period: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
};

export type ConsumptionSeries = {
  __typename?: 'ConsumptionSeries';
  from: Scalars['String']['output'];
  points: Array<ConsumptionPoint>;
  supplyId: Scalars['ID']['output'];
  to: Scalars['String']['output'];
  totalCost: Scalars['Float']['output'];
  totalQuantity: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
  utility: Utility;
};

export type ContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
};

export type ContentLanguage =
  | 'DE'
  | 'IT';

export type Contract = {
  __typename?: 'Contract';
  activatedOn?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  agent?: Maybe<Scalars['String']['output']>;
  billingFrequency?: Maybe<BillingFrequency>;
  billingFrequencyText?: Maybe<Scalars['String']['output']>;
  businessConventionCode?: Maybe<Scalars['String']['output']>;
  businessConventionEndDate?: Maybe<Scalars['String']['output']>;
  businessConventionName?: Maybe<Scalars['String']['output']>;
  businessConventionStartDate?: Maybe<Scalars['String']['output']>;
  businessConventionType?: Maybe<Scalars['String']['output']>;
  canInsertReading: Scalars['Boolean']['output'];
  constantInstalment?: Maybe<Scalars['Boolean']['output']>;
  contractNumber: Scalars['String']['output'];
  contractRowCode?: Maybe<Scalars['String']['output']>;
  contractualConsumptionGas?: Maybe<Scalars['Float']['output']>;
  contractualConsumptionPower?: Maybe<Scalars['Float']['output']>;
  friendlyName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locality?: Maybe<Scalars['String']['output']>;
  macroStatus?: Maybe<ContractMacroStatus>;
  macroStatusText?: Maybe<Scalars['String']['output']>;
  offerCode?: Maybe<Scalars['String']['output']>;
  paymentType?: Maybe<PaymentMethod>;
  paymentTypeText?: Maybe<Scalars['String']['output']>;
  pointId: Scalars['String']['output'];
  product?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  readingType?: Maybe<ReadingType>;
  readingTypeText?: Maybe<Scalars['String']['output']>;
  readingWindowFrom?: Maybe<Scalars['String']['output']>;
  readingWindowTo?: Maybe<Scalars['String']['output']>;
  registryId: Scalars['ID']['output'];
  signedOn?: Maybe<Scalars['String']['output']>;
  signingChannel?: Maybe<SigningChannel>;
  signingChannelText?: Maybe<Scalars['String']['output']>;
  siteId?: Maybe<Scalars['ID']['output']>;
  siteName?: Maybe<Scalars['String']['output']>;
  status: ContractStatus;
  statusTone: Scalars['String']['output'];
  supplyId?: Maybe<Scalars['ID']['output']>;
  terminatedOn?: Maybe<Scalars['String']['output']>;
  utility: Utility;
  validFrom?: Maybe<Scalars['String']['output']>;
  validTo?: Maybe<Scalars['String']['output']>;
};

export type ContractDetail = {
  __typename?: 'ContractDetail';
  contract: Contract;
  recentInvoices: Array<Invoice>;
  supply?: Maybe<Supply>;
};

export type ContractMacroStatus =
  | 'ACTIVATING'
  | 'ACTIVE'
  | 'CEASED'
  | 'OTHER'
  | 'SUSPENDED';

export type ContractPage = {
  __typename?: 'ContractPage';
  nodes: Array<Contract>;
  totalCount: Scalars['Int']['output'];
};

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

export type Convention = {
  __typename?: 'Convention';
  alerts: Array<ConventionAlert>;
  availableQuantity: Scalars['Float']['output'];
  code: Scalars['String']['output'];
  consumedLast12Months: Scalars['Float']['output'];
  contacts: Array<ConventionContact>;
  earliestStartDate?: Maybe<Scalars['String']['output']>;
  frameworkCig: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lot: Scalars['String']['output'];
  maxQuantity: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  openOrders: Scalars['Int']['output'];
  orderedQuantity: Scalars['Float']['output'];
  registryId: Scalars['ID']['output'];
  spend: Scalars['Float']['output'];
  supplier: Scalars['String']['output'];
  supplies: Scalars['Int']['output'];
  unit?: Maybe<Unit>;
  unitText?: Maybe<Scalars['String']['output']>;
  usedShare: Scalars['Float']['output'];
  utility: Utility;
  validFrom: Scalars['String']['output'];
  validTo: Scalars['String']['output'];
};

export type ConventionAlert = {
  __typename?: 'ConventionAlert';
  daysLeft?: Maybe<Scalars['Int']['output']>;
  kind: ConventionAlertKind;
  usedShare?: Maybe<Scalars['Float']['output']>;
};

export type ConventionAlertKind =
  | 'EXPIRING'
  | 'QUANTITY_NEARLY_USED';

export type ConventionContact = {
  __typename?: 'ConventionContact';
  email?: Maybe<Scalars['String']['output']>;
  hours?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role: ConventionContactRole;
};

export type ConventionContactRole =
  | 'ACCOUNT_MANAGER'
  | 'CERTIFIED_MAIL'
  | 'CONVENTION_DESK'
  | 'OTHER';

export type ConventionContract = {
  __typename?: 'ConventionContract';
  consumedLast12Months: Scalars['Float']['output'];
  contractedQuantity: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  points: Scalars['Int']['output'];
  status: ContractStatus;
  statusTone: Scalars['String']['output'];
  utility: Utility;
  validFrom: Scalars['String']['output'];
  validTo: Scalars['String']['output'];
};

export type ConventionDocument = {
  __typename?: 'ConventionDocument';
  date: Scalars['String']['output'];
  downloadUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: ConventionDocumentKind;
  orderId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
};

export type ConventionDocumentKind =
  | 'ADHESION'
  | 'ORDER_CONFIRMATION'
  | 'OTHER'
  | 'REPORT';

export type ConventionInvoicingOffice = {
  __typename?: 'ConventionInvoicingOffice';
  code: Scalars['String']['output'];
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type ConventionOrder = {
  __typename?: 'ConventionOrder';
  cig: Scalars['String']['output'];
  cup?: Maybe<Scalars['String']['output']>;
  estimatedAnnualConsumption: Scalars['Float']['output'];
  history: Array<StateChange>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  number: Scalars['String']['output'];
  officeCode: Scalars['String']['output'];
  points: Array<ConventionPoint>;
  registryId: Scalars['ID']['output'];
  rejectionOrderNumber?: Maybe<Scalars['String']['output']>;
  rejectionReason?: Maybe<Scalars['String']['output']>;
  rejectionReasonKind?: Maybe<OrderRejection>;
  splitPayment: Scalars['Boolean']['output'];
  startDate: Scalars['String']['output'];
  state: RequestState;
  stateText: Scalars['String']['output'];
  transmittedAt: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  utility: Utility;
};

export type ConventionOrderInput = {
  cig: Scalars['String']['input'];
  cup?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  officeCode: Scalars['String']['input'];
  points: Array<ConventionOrderPointInput>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  splitPayment: Scalars['Boolean']['input'];
  startDate: Scalars['String']['input'];
  utility: Utility;
};

export type ConventionOrderPointInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  estimatedAnnualConsumption: Scalars['Float']['input'];
  postalCode?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  site?: InputMaybe<Scalars['String']['input']>;
  supplyId?: InputMaybe<Scalars['ID']['input']>;
};

export type ConventionPoint = {
  __typename?: 'ConventionPoint';
  acceptedOn?: Maybe<Scalars['String']['output']>;
  activeSince?: Maybe<Scalars['String']['output']>;
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  connectionState: ConnectionState;
  connectionStateText: Scalars['String']['output'];
  estimatedAnnualConsumption: Scalars['Float']['output'];
  expectedStart: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  newConnection: Scalars['Boolean']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  orderedOn: Scalars['String']['output'];
  pointId?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  province: Scalars['String']['output'];
  site: Scalars['String']['output'];
  supplyId?: Maybe<Scalars['ID']['output']>;
};

export type ConventionRegistry = {
  __typename?: 'ConventionRegistry';
  billingAddress: Scalars['String']['output'];
  corrections: Array<RegistryCorrection>;
  invoicingOffices: Array<ConventionInvoicingOffice>;
  ipaCode: Scalars['String']['output'];
  name: Scalars['String']['output'];
  pec: Scalars['String']['output'];
  registeredAddress: Scalars['String']['output'];
  registryId: Scalars['ID']['output'];
  splitPayment: Scalars['Boolean']['output'];
  taxCode: Scalars['String']['output'];
  vatNumber?: Maybe<Scalars['String']['output']>;
};

export type ConventionReport = {
  __typename?: 'ConventionReport';
  consumedShareOfOrdered?: Maybe<Scalars['Float']['output']>;
  fromMonth: Scalars['String']['output'];
  months: Array<ConventionReportTotal>;
  orderedQuantity: Scalars['Float']['output'];
  rows: Array<ConventionReportRow>;
  sites: Array<ConventionReportTotal>;
  toMonth: Scalars['String']['output'];
  totalConsumption: Scalars['Float']['output'];
  totalSpend: Scalars['Float']['output'];
  unit?: Maybe<Unit>;
  unitText?: Maybe<Scalars['String']['output']>;
  utility: Utility;
};

export type ConventionReportRow = {
  __typename?: 'ConventionReportRow';
  consumption: Scalars['Float']['output'];
  month: Scalars['String']['output'];
  pointId: Scalars['String']['output'];
  site: Scalars['String']['output'];
  spend: Scalars['Float']['output'];
  supplyId: Scalars['ID']['output'];
};

export type ConventionReportTotal = {
  __typename?: 'ConventionReportTotal';
  consumption: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  spend: Scalars['Float']['output'];
};

export type CostsAndConsumptions = {
  __typename?: 'CostsAndConsumptions';
  from: Scalars['String']['output'];
  months: Array<CostsMonth>;
  previousFrom: Scalars['String']['output'];
  previousTo: Scalars['String']['output'];
  previousTotal: PeriodFigures;
  siteId?: Maybe<Scalars['ID']['output']>;
  supplies: SupplyCostsPage;
  supplyCount: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  total: PeriodFigures;
  unit: Scalars['String']['output'];
  utility: Utility;
};

export type CostsMonth = {
  __typename?: 'CostsMonth';
  current: MonthFigures;
  month: Scalars['String']['output'];
  previous: MonthFigures;
};

export type CurveGranularity =
  | 'DAY'
  | 'HOUR'
  | 'QUARTER_HOUR';

export type CurvePeak = {
  __typename?: 'CurvePeak';
  at: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type CustomerDocument = {
  __typename?: 'CustomerDocument';
  contractNumber?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  downloadUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: DocumentKind;
  language: Scalars['String']['output'];
  personal: Scalars['Boolean']['output'];
  pointId?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedOn?: Maybe<Scalars['String']['output']>;
  utility?: Maybe<Utility>;
  year?: Maybe<Scalars['Int']['output']>;
};

export type CustomerKind =
  | 'ASSOCIATION'
  | 'CONDOMINIUM'
  | 'CORPORATE'
  | 'OTHER'
  | 'PA_NON_CONV'
  | 'PUBLIC_AUTHORITY'
  | 'RESIDENT'
  | 'SME';

/** How many invoices and the sum still to pay of them (totaleApagare). */
export type DashboardBillFigure = {
  __typename?: 'DashboardBillFigure';
  amount: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
};

/** Bills not paid yet (to pay, partly paid and overdue) and, of them, the overdue ones. */
export type DashboardBills = {
  __typename?: 'DashboardBills';
  overdue: DashboardBillFigure;
  toPay: DashboardBillFigure;
};

/** What needs attention in one commodity the menu shows. */
export type DashboardCommodity = {
  __typename?: 'DashboardCommodity';
  bills?: Maybe<DashboardBills>;
  operations?: Maybe<DashboardOperations>;
  supplies?: Maybe<DashboardSupplies>;
  utility: Utility;
  /** This year's cost so far and at its end (decision 0021); null when not asked or unavailable. */
  yearForecast?: Maybe<YearForecast>;
};

export type DashboardExports = {
  __typename?: 'DashboardExports';
  latest: Array<ExportJob>;
  totalCount: Scalars['Int']['output'];
};

export type DashboardNotifications = {
  __typename?: 'DashboardNotifications';
  latest: Array<Notification>;
  unreadCount: Scalars['Int']['output'];
};

/** Operations not closed yet (transmitted or in progress), by state. */
export type DashboardOperations = {
  __typename?: 'DashboardOperations';
  byState: Array<DashboardStateCount>;
  openCount: Scalars['Int']['output'];
};

export type DashboardStateCount = {
  __typename?: 'DashboardStateCount';
  count: Scalars['Int']['output'];
  state: RequestState;
};

export type DashboardStatusCount = {
  __typename?: 'DashboardStatusCount';
  count: Scalars['Int']['output'];
  status: ContractStatus;
};

/** Supplies of a commodity by their §4 status; a status no row of the table names counts as UNKNOWN. */
export type DashboardSupplies = {
  __typename?: 'DashboardSupplies';
  byStatus: Array<DashboardStatusCount>;
  totalCount: Scalars['Int']['output'];
};

export type DigitalInvoice = {
  __typename?: 'DigitalInvoice';
  byEmail: Scalars['Boolean']['output'];
  deliveryType?: Maybe<BillDelivery>;
  deliveryTypeId?: Maybe<Scalars['Int']['output']>;
  deliveryTypeText?: Maybe<Scalars['String']['output']>;
  digital: Scalars['Boolean']['output'];
  email?: Maybe<Scalars['String']['output']>;
  flags?: Maybe<Scalars['Int']['output']>;
  grouped: Scalars['Boolean']['output'];
  masterId?: Maybe<Scalars['ID']['output']>;
};

export type DocumentKind =
  | 'CONTRACT_CONDITIONS'
  | 'FORM'
  | 'GUARANTEE_OF_ORIGIN'
  | 'OTHER'
  | 'SERVICE_CHARTER';

export type DocumentType =
  | 'CREDIT_NOTE'
  | 'INVOICE'
  | 'OTHER';

export type ExportJob = {
  __typename?: 'ExportJob';
  createdAt: Scalars['String']['output'];
  downloadUrl?: Maybe<Scalars['String']['output']>;
  failureReason?: Maybe<ExportJobFailure>;
  id: Scalars['ID']['output'];
  invoiceCount: Scalars['Int']['output'];
  kind: Scalars['String']['output'];
  ready: Scalars['Boolean']['output'];
  status: Scalars['String']['output'];
  statusCode?: Maybe<Scalars['Int']['output']>;
  tone: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type ExportJobFailure =
  | 'DOCUMENT_UNAVAILABLE'
  | 'OTHER'
  | 'TIMEOUT';

export type ExportStart = {
  __typename?: 'ExportStart';
  job: ExportJob;
  matchedCount: Scalars['Int']['output'];
  truncated: Scalars['Boolean']['output'];
};

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
  contractId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['Float']['input'];
};

export type GreenCertificate =
  | 'GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL'
  | 'OTHER';

export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Float']['output'];
  amountToPay: Scalars['Float']['output'];
  billedQuantity?: Maybe<Scalars['Float']['output']>;
  competenceFrom?: Maybe<Scalars['String']['output']>;
  competenceTo?: Maybe<Scalars['String']['output']>;
  documentNumber: Scalars['String']['output'];
  documentType?: Maybe<DocumentType>;
  documentTypeText?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  hasDetailPdf: Scalars['Boolean']['output'];
  hasPdf: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  issueDate: Scalars['String']['output'];
  onlinePaymentEnabled: Scalars['Boolean']['output'];
  paid: Scalars['Boolean']['output'];
  paymentDate?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<PaymentMethod>;
  paymentMethodText?: Maybe<Scalars['String']['output']>;
  paymentState: PaymentState;
  paymentStateText: Scalars['String']['output'];
  pointId?: Maybe<Scalars['String']['output']>;
  registryId: Scalars['ID']['output'];
  supplyId?: Maybe<Scalars['ID']['output']>;
  unit?: Maybe<Unit>;
  unitText?: Maybe<Scalars['String']['output']>;
  utility: Utility;
};

export type InvoiceDetail = {
  __typename?: 'InvoiceDetail';
  detailPdfUrl?: Maybe<Scalars['String']['output']>;
  invoice: Invoice;
  pdfUrl?: Maybe<Scalars['String']['output']>;
  rows: Array<InvoiceRow>;
};

export type InvoiceFilter = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  competenceFrom?: InputMaybe<Scalars['String']['input']>;
  competenceTo?: InputMaybe<Scalars['String']['input']>;
  documentNumber?: InputMaybe<Scalars['String']['input']>;
  issueDateFrom?: InputMaybe<Scalars['String']['input']>;
  issueDateTo?: InputMaybe<Scalars['String']['input']>;
  paymentStates?: InputMaybe<Array<PaymentState>>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  siteId?: InputMaybe<Scalars['ID']['input']>;
  supplyId?: InputMaybe<Scalars['ID']['input']>;
  underConvention?: InputMaybe<Scalars['Boolean']['input']>;
  utility?: InputMaybe<Utility>;
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  nodes: Array<Invoice>;
  totalAmount: Scalars['Float']['output'];
  totalCount: Scalars['Int']['output'];
  totalToPay: Scalars['Float']['output'];
};

export type InvoiceRow = {
  __typename?: 'InvoiceRow';
  amount: Scalars['Float']['output'];
  band?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  kind: InvoiceRowKind;
  quantity?: Maybe<Scalars['Float']['output']>;
  textLanguage: Scalars['String']['output'];
  unit?: Maybe<Unit>;
  unitPrice?: Maybe<Scalars['Float']['output']>;
  unitText?: Maybe<Scalars['String']['output']>;
  vatRate?: Maybe<Scalars['Float']['output']>;
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

export type LoadCurve = {
  __typename?: 'LoadCurve';
  bandTotals?: Maybe<BandTotals>;
  count: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  gapCount: Scalars['Int']['output'];
  granularities: Array<CurveGranularity>;
  granularity: CurveGranularity;
  peak?: Maybe<CurvePeak>;
  quantityUnit: Scalars['String']['output'];
  start: Scalars['String']['output'];
  stepMinutes: Scalars['Int']['output'];
  supplyId: Scalars['ID']['output'];
  to: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
  utility: Utility;
  values: Array<Maybe<Scalars['Float']['output']>>;
};

export type LoyaltyBonus = {
  __typename?: 'LoyaltyBonus';
  eligible: Scalars['Boolean']['output'];
  level: BonusLevel;
  levelText: Scalars['String']['output'];
  movements: Array<BonusMovement>;
  nextLevelThreshold?: Maybe<Scalars['Int']['output']>;
  notEligibleReason?: Maybe<Scalars['String']['output']>;
  notEligibleReasonKind?: Maybe<BonusIneligibility>;
  points: Scalars['Int']['output'];
  pointsExpireOn?: Maybe<Scalars['String']['output']>;
  /** The programme's rules the points, level and expiry are computed with. */
  program: LoyaltyProgram;
  textLanguage: Scalars['String']['output'];
};

export type LoyaltyLevel = {
  __typename?: 'LoyaltyLevel';
  /** The points the level starts at. */
  from: Scalars['Int']['output'];
  level: BonusLevel;
  levelText: Scalars['String']['output'];
};

export type LoyaltyProgram = {
  __typename?: 'LoyaltyProgram';
  /** Euros of a bill paid by its due date that earn one point. */
  eurosPerPoint: Scalars['Float']['output'];
  /** The levels in order, the first from 0 points. */
  levels: Array<LoyaltyLevel>;
  /** Points a bill paid by its due date earns at least. */
  minPointsPerBill: Scalars['Int']['output'];
  /** Points stay valid until 31 December of this many years after the year they were earned. */
  pointsValidYears: Scalars['Int']['output'];
};

export type MemberRegistry = {
  __typename?: 'MemberRegistry';
  companyName?: Maybe<Scalars['String']['output']>;
  customerKind: CustomerKind;
  customerKindText?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locality?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  taxCode?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

export type MeterReading = {
  __typename?: 'MeterReading';
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind?: Maybe<ReadingType>;
  kindText?: Maybe<Scalars['String']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['Float']['output'];
};

export type MonthFigures = {
  __typename?: 'MonthFigures';
  cost: Scalars['Float']['output'];
  costWithVat: Scalars['Float']['output'];
  estimatedSupplyCount: Scalars['Int']['output'];
  f1?: Maybe<Scalars['Float']['output']>;
  f2?: Maybe<Scalars['Float']['output']>;
  f3?: Maybe<Scalars['Float']['output']>;
  quantity: Scalars['Float']['output'];
  supplyCount: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  checkoutResult: CheckoutResult;
  clearAlertSetting: AlertSettings;
  /** Reads the registration's outcome and, when the card was accepted, files the payment-method change with it, once. */
  completeCardRegistration: CardRegistrationResult;
  dismissAlertsResumed: AlertSettings;
  fileSupportCase: SupportCase;
  /** The card page and the return in the page's language (default: the session's, §5). */
  invoiceCheckout: Checkout;
  markAlertsRead: Scalars['Int']['output'];
  markAllNotificationsRead: Scalars['Int']['output'];
  markNotificationRead: Notification;
  placeConventionOrder: ConventionOrder;
  requestRegistryCorrection: RegistryCorrection;
  requestSupplyChange: SupplyChangeRequest;
  saveContact: SaveResult;
  savePrivacyConsent: PrivacyResult;
  setAlertBudget: AlertSettings;
  setAlertSetting: AlertSettings;
  setAlertsActive: AlertSettings;
  /** Opens the provider's card page for the supply; it comes back in the page's language (default §5). */
  startCardRegistration: CardRegistration;
  startInvoiceExport: ExportJob;
  startInvoiceExportByFilter: ExportStart;
  submitGasReading: ReadingResult;
};


export type MutationCheckoutResultArgs = {
  checkoutId: Scalars['ID']['input'];
};


export type MutationClearAlertSettingArgs = {
  kind?: InputMaybe<AlertKind>;
  supplyId: Scalars['ID']['input'];
};


export type MutationCompleteCardRegistrationArgs = {
  registrationId: Scalars['ID']['input'];
};


export type MutationFileSupportCaseArgs = {
  input: SupportCaseInput;
};


export type MutationInvoiceCheckoutArgs = {
  invoiceId: Scalars['ID']['input'];
  language?: InputMaybe<ContentLanguage>;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
  read?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPlaceConventionOrderArgs = {
  input: ConventionOrderInput;
};


export type MutationRequestRegistryCorrectionArgs = {
  input: RegistryCorrectionInput;
};


export type MutationRequestSupplyChangeArgs = {
  input: SupplyChangeInput;
  kind: SupplyChangeKind;
  supplyId: Scalars['ID']['input'];
};


export type MutationSaveContactArgs = {
  input: ContactInput;
};


export type MutationSavePrivacyConsentArgs = {
  input: PrivacyConsentInput;
};


export type MutationSetAlertBudgetArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  utility: Utility;
};


export type MutationSetAlertSettingArgs = {
  enabled: Scalars['Boolean']['input'];
  kind: AlertKind;
  parameter?: InputMaybe<Scalars['Int']['input']>;
  supplyId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetAlertsActiveArgs = {
  active: Scalars['Boolean']['input'];
};


export type MutationStartCardRegistrationArgs = {
  language?: InputMaybe<ContentLanguage>;
  supplyId: Scalars['ID']['input'];
};


export type MutationStartInvoiceExportArgs = {
  detail?: InputMaybe<Scalars['Boolean']['input']>;
  invoiceIds: Array<Scalars['ID']['input']>;
};


export type MutationStartInvoiceExportByFilterArgs = {
  detail?: InputMaybe<Scalars['Boolean']['input']>;
  filter: InvoiceFilter;
};


export type MutationSubmitGasReadingArgs = {
  input: GasReadingInput;
};

export type NewsPage = {
  __typename?: 'NewsPage';
  page: Scalars['Int']['output'];
  posts: Array<NewsPost>;
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type NewsPost = {
  __typename?: 'NewsPost';
  content: Scalars['String']['output'];
  date: Scalars['String']['output'];
  excerpt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  link?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  category?: Maybe<NotificationCategory>;
  categoryText?: Maybe<Scalars['String']['output']>;
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  link?: Maybe<Scalars['String']['output']>;
  params: NotificationParams;
  read: Scalars['Boolean']['output'];
  textLanguage: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

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

export type NotificationPage = {
  __typename?: 'NotificationPage';
  nodes: Array<Notification>;
  totalCount: Scalars['Int']['output'];
  unreadCount: Scalars['Int']['output'];
};

export type NotificationParams = {
  __typename?: 'NotificationParams';
  amount?: Maybe<Scalars['Float']['output']>;
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  pointId?: Maybe<Scalars['String']['output']>;
  requestId?: Maybe<Scalars['String']['output']>;
  requestKind?: Maybe<OperationKind>;
  year?: Maybe<Scalars['String']['output']>;
};

export type Operation = {
  __typename?: 'Operation';
  description: Scalars['String']['output'];
  descriptionKind: OperationDescription;
  history: Array<StateChange>;
  id: Scalars['ID']['output'];
  kind: OperationKind;
  kindText: Scalars['String']['output'];
  openedAt: Scalars['String']['output'];
  pointId?: Maybe<Scalars['String']['output']>;
  registryId: Scalars['ID']['output'];
  state: RequestState;
  stateText: Scalars['String']['output'];
  supplyId?: Maybe<Scalars['ID']['output']>;
  textLanguage: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  utility?: Maybe<Utility>;
};

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

export type OperationPage = {
  __typename?: 'OperationPage';
  nodes: Array<Operation>;
  totalCount: Scalars['Int']['output'];
};

export type OrderRejection =
  | 'CIG_ALREADY_USED'
  | 'OTHER';

export type OverviewConvention = {
  __typename?: 'OverviewConvention';
  code: Scalars['String']['output'];
  endDate?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

export type OverviewNextDue = {
  __typename?: 'OverviewNextDue';
  amountToPay: Scalars['Float']['output'];
  documentNumber: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  invoiceId: Scalars['ID']['output'];
};

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

export type PeriodFigures = {
  __typename?: 'PeriodFigures';
  cost: Scalars['Float']['output'];
  costWithVat: Scalars['Float']['output'];
  f1?: Maybe<Scalars['Float']['output']>;
  f2?: Maybe<Scalars['Float']['output']>;
  f3?: Maybe<Scalars['Float']['output']>;
  quantity: Scalars['Float']['output'];
};

export type PowerStep = {
  __typename?: 'PowerStep';
  kw: Scalars['Float']['output'];
  monthlyDifference: Scalars['Float']['output'];
};

export type PowerVariationOffer = {
  __typename?: 'PowerVariationOffer';
  currentKw?: Maybe<Scalars['Float']['output']>;
  eurPerKwMonth: Scalars['Float']['output'];
  maxKw: Scalars['Float']['output'];
  steps: Array<PowerStep>;
};

export type PrivacyConsent = {
  __typename?: 'PrivacyConsent';
  caseId?: Maybe<Scalars['ID']['output']>;
  marketing: Scalars['Boolean']['output'];
  profiling: Scalars['Boolean']['output'];
  registryId: Scalars['ID']['output'];
  thirdParties: Scalars['Boolean']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
};

export type PrivacyConsentInput = {
  marketing: Scalars['Boolean']['input'];
  profiling: Scalars['Boolean']['input'];
  registryId?: InputMaybe<Scalars['ID']['input']>;
  thirdParties: Scalars['Boolean']['input'];
};

export type PrivacyResult = {
  __typename?: 'PrivacyResult';
  caseId: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  alertSettings: AlertSettings;
  alerts: AlertPage;
  /**
   * The business dashboard (§2 /corporate, /pa, /pa-non-conv, /consortia): the selected registry,
   * one registry named, or every registry of the segment with allRegistries (a consortium's
   * members).
   */
  businessDashboard: BusinessDashboard;
  commodityOverview: CommodityOverview;
  consortium?: Maybe<Consortium>;
  consumptions: ConsumptionSeries;
  contract: ContractDetail;
  contracts: ContractPage;
  convention: Convention;
  conventionConnections: Array<ConventionPoint>;
  conventionContracts: Array<ConventionContract>;
  conventionDocuments: Array<ConventionDocument>;
  conventionOrders: Array<ConventionOrder>;
  conventionRegistry: ConventionRegistry;
  conventionReport: ConventionReport;
  costsAndConsumptions: CostsAndConsumptions;
  documents: Array<CustomerDocument>;
  exportJobs: Array<ExportJob>;
  invoice?: Maybe<InvoiceDetail>;
  invoiceById: InvoiceDetail;
  invoices: InvoicePage;
  loadCurve: LoadCurve;
  loyaltyBonus?: Maybe<LoyaltyBonus>;
  news: NewsPage;
  notifications: NotificationPage;
  operations: OperationPage;
  privacyConsent: PrivacyConsent;
  registry: Registry;
  retailDashboard: RetailDashboard;
  selfReading: SelfReading;
  sites: Array<Site>;
  supplies: SupplyPage;
  supply: Supply;
  supplyChangeRequests: SupplyChangeRequestPage;
  supplyCostsAndConsumptions: SupplyCostsAndConsumptions;
  supplyManagement: SupplyManagement;
  supportCases: SupportCasePage;
  supportFaq: Array<SupportFaq>;
};


export type QueryAlertsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBusinessDashboardArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCommodityOverviewArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConsumptionsArgs = {
  from: Scalars['String']['input'];
  supplyId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryContractArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContractsArgs = {
  businessConvention?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  supplyId?: InputMaybe<Scalars['ID']['input']>;
  utility?: InputMaybe<Utility>;
};


export type QueryConventionArgs = {
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConventionConnectionsArgs = {
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConventionContractsArgs = {
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConventionDocumentsArgs = {
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConventionOrdersArgs = {
  orderId?: InputMaybe<Scalars['ID']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConventionRegistryArgs = {
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility: Utility;
};


export type QueryConventionReportArgs = {
  fromMonth: Scalars['String']['input'];
  registryId?: InputMaybe<Scalars['ID']['input']>;
  toMonth: Scalars['String']['input'];
  utility: Utility;
};


export type QueryCostsAndConsumptionsArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  siteId?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<SupplyCostsSort>;
  to: Scalars['String']['input'];
  utility: Utility;
};


export type QueryDocumentsArgs = {
  language?: InputMaybe<ContentLanguage>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility?: InputMaybe<Utility>;
};


export type QueryExportJobsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvoiceArgs = {
  documentNumber: Scalars['String']['input'];
  issueDate: Scalars['String']['input'];
};


export type QueryInvoiceByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<InvoiceSort>;
};


export type QueryLoadCurveArgs = {
  from: Scalars['String']['input'];
  granularity?: InputMaybe<CurveGranularity>;
  supplyId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryNewsArgs = {
  language?: InputMaybe<ContentLanguage>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOperationsArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  kind?: InputMaybe<OperationKind>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  openedFrom?: InputMaybe<Scalars['String']['input']>;
  openedTo?: InputMaybe<Scalars['String']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  state?: InputMaybe<RequestState>;
  supplyId?: InputMaybe<Scalars['ID']['input']>;
  utility?: InputMaybe<Utility>;
};


export type QueryPrivacyConsentArgs = {
  registryId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRegistryArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySitesArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  utility?: InputMaybe<Utility>;
};


export type QuerySuppliesArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  greenEnergy?: InputMaybe<Scalars['Boolean']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  siteId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<ContractStatus>;
  utility?: InputMaybe<Utility>;
};


export type QuerySupplyArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySupplyChangeRequestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  supplyId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySupplyCostsAndConsumptionsArgs = {
  from: Scalars['String']['input'];
  supplyId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QuerySupplyManagementArgs = {
  supplyId: Scalars['ID']['input'];
};


export type QuerySupportCasesArgs = {
  allRegistries?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySupportFaqArgs = {
  language?: InputMaybe<ContentLanguage>;
};

export type ReadableSupply = {
  __typename?: 'ReadableSupply';
  address?: Maybe<Scalars['String']['output']>;
  annualConsumption?: Maybe<Scalars['Float']['output']>;
  contractId: Scalars['ID']['output'];
  lastReading?: Maybe<Scalars['Float']['output']>;
  lastReadingDate?: Maybe<Scalars['String']['output']>;
  meterDigits?: Maybe<Scalars['Int']['output']>;
  meterSerial?: Maybe<Scalars['String']['output']>;
  pointId: Scalars['String']['output'];
  readingWindowFrom?: Maybe<Scalars['String']['output']>;
  readingWindowState: ReadingWindowState;
  readingWindowTo?: Maybe<Scalars['String']['output']>;
  readings: Array<MeterReading>;
  supplyId?: Maybe<Scalars['ID']['output']>;
};

export type ReadingResult = {
  __typename?: 'ReadingResult';
  accepted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
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

export type Registry = {
  __typename?: 'Registry';
  address?: Maybe<Scalars['String']['output']>;
  aidIndici?: Maybe<AnnualIndices>;
  ateco?: Maybe<Scalars['String']['output']>;
  ateco2?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  fatturaDigitale?: Maybe<DigitalInvoice>;
  firstName?: Maybe<Scalars['String']['output']>;
  foreignTaxCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  locality?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  splitPayment: Scalars['Boolean']['output'];
  taxCode?: Maybe<Scalars['String']['output']>;
  taxCountry?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
};

export type RegistryCorrection = {
  __typename?: 'RegistryCorrection';
  caseNumber: Scalars['String']['output'];
  field: RegistryCorrectionField;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['String']['output'];
  requestedValue: Scalars['String']['output'];
  state: RequestState;
  stateText: Scalars['String']['output'];
};

export type RegistryCorrectionField =
  | 'BILLING_ADDRESS'
  | 'INVOICING_OFFICE'
  | 'OTHER'
  | 'PEC'
  | 'REGISTERED_ADDRESS'
  | 'SPLIT_PAYMENT';

export type RegistryCorrectionInput = {
  field: RegistryCorrectionField;
  note?: InputMaybe<Scalars['String']['input']>;
  registryId?: InputMaybe<Scalars['ID']['input']>;
  requestedValue: Scalars['String']['input'];
  utility: Utility;
};

export type RequestState =
  | 'ACCEPTED'
  | 'CANCELED'
  | 'OTHER'
  | 'PROCESSING'
  | 'REJECTED'
  | 'TRANSMITTED';

export type RetailDashboard = {
  __typename?: 'RetailDashboard';
  billsToPay: Array<Invoice>;
  /** Each supply's next bill; null when the data service could not answer for them. */
  forecasts?: Maybe<Array<BillForecast>>;
  notifications: Array<Notification>;
  supplies: Array<Supply>;
  totalToPay: Scalars['Float']['output'];
};

export type SaveResult = {
  __typename?: 'SaveResult';
  saved: Scalars['Boolean']['output'];
};

export type SelfReading = {
  __typename?: 'SelfReading';
  allowed: Scalars['Boolean']['output'];
  supplies: Array<ReadableSupply>;
  today: Scalars['String']['output'];
};

export type SigningChannel =
  | 'AGENCY'
  | 'BRANCH'
  | 'OTHER'
  | 'PHONE'
  | 'WEB';

export type Site = {
  __typename?: 'Site';
  address?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locality?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  registryId: Scalars['ID']['output'];
  utility: Utility;
};

export type StateChange = {
  __typename?: 'StateChange';
  date: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  state: RequestState;
  stateText: Scalars['String']['output'];
};

export type Supply = {
  __typename?: 'Supply';
  activationDate?: Maybe<Scalars['String']['output']>;
  address: Scalars['String']['output'];
  annualConsumption?: Maybe<Scalars['Float']['output']>;
  availablePowerKw?: Maybe<Scalars['Float']['output']>;
  co2AvoidedKg?: Maybe<Scalars['Float']['output']>;
  committedPowerKw?: Maybe<Scalars['Float']['output']>;
  contractId?: Maybe<Scalars['ID']['output']>;
  greenCertificate?: Maybe<Scalars['String']['output']>;
  greenCertificateKind?: Maybe<GreenCertificate>;
  greenEnergy: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  intervalMeter: Scalars['Boolean']['output'];
  locality?: Maybe<Scalars['String']['output']>;
  meterClass?: Maybe<Scalars['String']['output']>;
  meterDigits?: Maybe<Scalars['Int']['output']>;
  meterSerial?: Maybe<Scalars['String']['output']>;
  pointId: Scalars['String']['output'];
  postalCode?: Maybe<Scalars['String']['output']>;
  product?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Scalars['String']['output']>;
  renewablePercent?: Maybe<Scalars['Float']['output']>;
  siteId: Scalars['ID']['output'];
  siteName?: Maybe<Scalars['String']['output']>;
  status: ContractStatus;
  terminationDate?: Maybe<Scalars['String']['output']>;
  unit?: Maybe<Unit>;
  unitText?: Maybe<Scalars['String']['output']>;
  use?: Maybe<SupplyUse>;
  useText?: Maybe<Scalars['String']['output']>;
  utility: Utility;
  voltage?: Maybe<Voltage>;
  voltageText?: Maybe<Scalars['String']['output']>;
};

export type SupplyAlertSetting = {
  __typename?: 'SupplyAlertSetting';
  enabled: Scalars['Boolean']['output'];
  kind: AlertKind;
  parameter?: Maybe<Scalars['Int']['output']>;
  pointId: Scalars['String']['output'];
  supplyId: Scalars['ID']['output'];
};

export type SupplyChangeInput = {
  accountHolder?: InputMaybe<Scalars['String']['input']>;
  billDelivery?: InputMaybe<BillDeliveryKind>;
  email?: InputMaybe<Scalars['String']['input']>;
  finalAddress?: InputMaybe<Scalars['String']['input']>;
  finalEmail?: InputMaybe<Scalars['String']['input']>;
  finalReading?: InputMaybe<Scalars['String']['input']>;
  holderTaxCode?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<PaymentMethodKind>;
  requestedPowerKw?: InputMaybe<Scalars['Float']['input']>;
  terminationDate?: InputMaybe<Scalars['String']['input']>;
};

export type SupplyChangeKind =
  | 'BILL_DELIVERY'
  | 'PAYMENT_METHOD'
  | 'POWER_VARIATION'
  | 'TERMINATION';

export type SupplyChangeRequest = {
  __typename?: 'SupplyChangeRequest';
  billDelivery?: Maybe<BillDeliveryKind>;
  cardType?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  history: Array<StateChange>;
  id: Scalars['ID']['output'];
  kind: SupplyChangeKind;
  maskedPan?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<PaymentMethodKind>;
  previousPowerKw?: Maybe<Scalars['Float']['output']>;
  requestedAt: Scalars['String']['output'];
  requestedPowerKw?: Maybe<Scalars['Float']['output']>;
  state: RequestState;
  stateText: Scalars['String']['output'];
  supplyId: Scalars['ID']['output'];
  terminationDate?: Maybe<Scalars['String']['output']>;
};

export type SupplyChangeRequestPage = {
  __typename?: 'SupplyChangeRequestPage';
  nodes: Array<SupplyChangeRequest>;
  totalCount: Scalars['Int']['output'];
};

export type SupplyCosts = {
  __typename?: 'SupplyCosts';
  cost: Scalars['Float']['output'];
  costWithVat: Scalars['Float']['output'];
  f1?: Maybe<Scalars['Float']['output']>;
  f2?: Maybe<Scalars['Float']['output']>;
  f3?: Maybe<Scalars['Float']['output']>;
  months: Scalars['Int']['output'];
  pointId: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  share?: Maybe<Scalars['Float']['output']>;
  siteId: Scalars['ID']['output'];
  siteName?: Maybe<Scalars['String']['output']>;
  supplyId: Scalars['ID']['output'];
};

export type SupplyCostsAndConsumptions = {
  __typename?: 'SupplyCostsAndConsumptions';
  commoditySupplyCount: Scalars['Int']['output'];
  commodityTotal: PeriodFigures;
  from: Scalars['String']['output'];
  months: Array<CostsMonth>;
  previousFrom: Scalars['String']['output'];
  previousTo: Scalars['String']['output'];
  previousTotal: PeriodFigures;
  share?: Maybe<Scalars['Float']['output']>;
  supply: Supply;
  to: Scalars['String']['output'];
  total: PeriodFigures;
  unit: Scalars['String']['output'];
  utility: Utility;
};

export type SupplyCostsPage = {
  __typename?: 'SupplyCostsPage';
  nodes: Array<SupplyCosts>;
  totalCount: Scalars['Int']['output'];
};

export type SupplyCostsSort =
  | 'COST_ASC'
  | 'COST_DESC'
  | 'POINT_ASC'
  | 'QUANTITY_ASC'
  | 'QUANTITY_DESC'
  | 'SITE_ASC';

export type SupplyManagement = {
  __typename?: 'SupplyManagement';
  billDelivery?: Maybe<BillDelivery>;
  billDeliveryText?: Maybe<Scalars['String']['output']>;
  billEmail?: Maybe<Scalars['String']['output']>;
  operations: Array<SupplyOperation>;
  paymentMethod?: Maybe<PaymentMethod>;
  paymentMethodText?: Maybe<Scalars['String']['output']>;
  power?: Maybe<PowerVariationOffer>;
  requests: Array<SupplyChangeRequest>;
  supply: Supply;
  termination: TerminationWindow;
};

export type SupplyOperation = {
  __typename?: 'SupplyOperation';
  kind: SupplyChangeKind;
  openRequest?: Maybe<SupplyChangeRequest>;
};

export type SupplyPage = {
  __typename?: 'SupplyPage';
  averageRenewablePercent?: Maybe<Scalars['Float']['output']>;
  nodes: Array<Supply>;
  totalCo2AvoidedKg: Scalars['Float']['output'];
  totalCount: Scalars['Int']['output'];
};

export type SupplyStatusCount = {
  __typename?: 'SupplyStatusCount';
  count: Scalars['Int']['output'];
  status: ContractStatus;
};

export type SupplyUse =
  | 'DOMESTIC'
  | 'NON_DOMESTIC'
  | 'OTHER'
  | 'PUBLIC_ADMINISTRATION';

export type SupportCase = {
  __typename?: 'SupportCase';
  answerDueOn: Scalars['String']['output'];
  filedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  kind: SupportCaseKind;
  kindText: Scalars['String']['output'];
  message: Scalars['String']['output'];
  number: Scalars['String']['output'];
  pointId?: Maybe<Scalars['String']['output']>;
  registryId: Scalars['ID']['output'];
  state: RequestState;
  stateText: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  supplyId?: Maybe<Scalars['ID']['output']>;
  utility?: Maybe<Utility>;
};

export type SupportCaseInput = {
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  kind: SupportCaseKind;
  message: Scalars['String']['input'];
  privacyAcknowledged: Scalars['Boolean']['input'];
  registryId?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
  supplyId?: InputMaybe<Scalars['ID']['input']>;
};

export type SupportCaseKind =
  | 'BILLING_RECTIFICATION'
  | 'COMPLAINT'
  | 'INFORMATION_REQUEST'
  | 'OTHER';

export type SupportCasePage = {
  __typename?: 'SupportCasePage';
  nodes: Array<SupportCase>;
  totalCount: Scalars['Int']['output'];
};

export type SupportFaq = {
  __typename?: 'SupportFaq';
  answer: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  slug?: Maybe<Scalars['String']['output']>;
};

export type TerminationWindow = {
  __typename?: 'TerminationWindow';
  earliest: Scalars['String']['output'];
  latest: Scalars['String']['output'];
};

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

export type YearEstimate = {
  __typename?: 'YearEstimate';
  cost: Scalars['Float']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  quantity: Scalars['Float']['output'];
  uncertaintyPercent: Scalars['Int']['output'];
};

export type YearForecast = {
  __typename?: 'YearForecast';
  bands?: Maybe<Array<BandForecast>>;
  costToDate: Scalars['Float']['output'];
  estimate?: Maybe<YearEstimate>;
  monthsToDate: Scalars['Int']['output'];
  notEnoughData?: Maybe<ForecastShortage>;
  quantityToDate: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Alert: ResolverTypeWrapper<Alert>;
  AlertBudget: ResolverTypeWrapper<AlertBudget>;
  AlertFacts: ResolverTypeWrapper<AlertFacts>;
  AlertKind: AlertKind;
  AlertKindSetting: ResolverTypeWrapper<AlertKindSetting>;
  AlertPage: ResolverTypeWrapper<AlertPage>;
  AlertSettings: ResolverTypeWrapper<AlertSettings>;
  AnnualIndices: ResolverTypeWrapper<AnnualIndices>;
  BandForecast: ResolverTypeWrapper<BandForecast>;
  BandTotals: ResolverTypeWrapper<BandTotals>;
  BillDelivery: BillDelivery;
  BillDeliveryKind: BillDeliveryKind;
  BillEstimate: ResolverTypeWrapper<BillEstimate>;
  BillForecast: ResolverTypeWrapper<BillForecast>;
  BillingFrequency: BillingFrequency;
  BonusIneligibility: BonusIneligibility;
  BonusLevel: BonusLevel;
  BonusMovement: ResolverTypeWrapper<BonusMovement>;
  BonusMovementKind: BonusMovementKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessDashboard: ResolverTypeWrapper<BusinessDashboard>;
  BusinessDashboardBlock: BusinessDashboardBlock;
  CardRegistration: ResolverTypeWrapper<CardRegistration>;
  CardRegistrationOutcome: CardRegistrationOutcome;
  CardRegistrationResult: ResolverTypeWrapper<CardRegistrationResult>;
  Checkout: ResolverTypeWrapper<Checkout>;
  CheckoutOutcome: CheckoutOutcome;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  CommodityOverview: ResolverTypeWrapper<CommodityOverview>;
  ConnectionState: ConnectionState;
  Consortium: ResolverTypeWrapper<Consortium>;
  ConsortiumConvention: ResolverTypeWrapper<ConsortiumConvention>;
  ConsumptionGranularity: ConsumptionGranularity;
  ConsumptionPoint: ResolverTypeWrapper<ConsumptionPoint>;
  ConsumptionSeries: ResolverTypeWrapper<ConsumptionSeries>;
  ContactInput: ContactInput;
  ContentLanguage: ContentLanguage;
  Contract: ResolverTypeWrapper<Contract>;
  ContractDetail: ResolverTypeWrapper<ContractDetailParent>;
  ContractMacroStatus: ContractMacroStatus;
  ContractPage: ResolverTypeWrapper<ContractPage>;
  ContractStatus: ContractStatus;
  Convention: ResolverTypeWrapper<Convention>;
  ConventionAlert: ResolverTypeWrapper<ConventionAlert>;
  ConventionAlertKind: ConventionAlertKind;
  ConventionContact: ResolverTypeWrapper<ConventionContact>;
  ConventionContactRole: ConventionContactRole;
  ConventionContract: ResolverTypeWrapper<ConventionContract>;
  ConventionDocument: ResolverTypeWrapper<ConventionDocument>;
  ConventionDocumentKind: ConventionDocumentKind;
  ConventionInvoicingOffice: ResolverTypeWrapper<ConventionInvoicingOffice>;
  ConventionOrder: ResolverTypeWrapper<ConventionOrder>;
  ConventionOrderInput: ConventionOrderInput;
  ConventionOrderPointInput: ConventionOrderPointInput;
  ConventionPoint: ResolverTypeWrapper<ConventionPoint>;
  ConventionRegistry: ResolverTypeWrapper<ConventionRegistry>;
  ConventionReport: ResolverTypeWrapper<ConventionReport>;
  ConventionReportRow: ResolverTypeWrapper<ConventionReportRow>;
  ConventionReportTotal: ResolverTypeWrapper<ConventionReportTotal>;
  CostsAndConsumptions: ResolverTypeWrapper<CostsAndConsumptions>;
  CostsMonth: ResolverTypeWrapper<CostsMonth>;
  CurveGranularity: CurveGranularity;
  CurvePeak: ResolverTypeWrapper<CurvePeak>;
  CustomerDocument: ResolverTypeWrapper<CustomerDocument>;
  CustomerKind: CustomerKind;
  DashboardBillFigure: ResolverTypeWrapper<DashboardBillFigure>;
  DashboardBills: ResolverTypeWrapper<DashboardBills>;
  DashboardCommodity: ResolverTypeWrapper<DashboardCommodity>;
  DashboardExports: ResolverTypeWrapper<DashboardExports>;
  DashboardNotifications: ResolverTypeWrapper<DashboardNotifications>;
  DashboardOperations: ResolverTypeWrapper<DashboardOperations>;
  DashboardStateCount: ResolverTypeWrapper<DashboardStateCount>;
  DashboardStatusCount: ResolverTypeWrapper<DashboardStatusCount>;
  DashboardSupplies: ResolverTypeWrapper<DashboardSupplies>;
  DigitalInvoice: ResolverTypeWrapper<DigitalInvoice>;
  DocumentKind: DocumentKind;
  DocumentType: DocumentType;
  ExportJob: ResolverTypeWrapper<ExportJob>;
  ExportJobFailure: ExportJobFailure;
  ExportStart: ResolverTypeWrapper<ExportStart>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForecastBasis: ForecastBasis;
  ForecastShortage: ForecastShortage;
  GasReadingInput: GasReadingInput;
  GreenCertificate: GreenCertificate;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceDetail: ResolverTypeWrapper<InvoiceDetailParent>;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  InvoiceRow: ResolverTypeWrapper<InvoiceRow>;
  InvoiceRowKind: InvoiceRowKind;
  InvoiceSort: InvoiceSort;
  LoadCurve: ResolverTypeWrapper<LoadCurve>;
  LoyaltyBonus: ResolverTypeWrapper<LoyaltyBonus>;
  LoyaltyLevel: ResolverTypeWrapper<LoyaltyLevel>;
  LoyaltyProgram: ResolverTypeWrapper<LoyaltyProgram>;
  MemberRegistry: ResolverTypeWrapper<MemberRegistry>;
  MeterReading: ResolverTypeWrapper<MeterReading>;
  MonthFigures: ResolverTypeWrapper<MonthFigures>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsPage: ResolverTypeWrapper<NewsPage>;
  NewsPost: ResolverTypeWrapper<NewsPost>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationCategory: NotificationCategory;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<NotificationPage>;
  NotificationParams: ResolverTypeWrapper<NotificationParams>;
  Operation: ResolverTypeWrapper<Operation>;
  OperationDescription: OperationDescription;
  OperationKind: OperationKind;
  OperationPage: ResolverTypeWrapper<OperationPage>;
  OrderRejection: OrderRejection;
  OverviewConvention: ResolverTypeWrapper<OverviewConvention>;
  OverviewNextDue: ResolverTypeWrapper<OverviewNextDue>;
  PaymentMethod: PaymentMethod;
  PaymentMethodKind: PaymentMethodKind;
  PaymentState: PaymentState;
  PeriodFigures: ResolverTypeWrapper<PeriodFigures>;
  PowerStep: ResolverTypeWrapper<PowerStep>;
  PowerVariationOffer: ResolverTypeWrapper<PowerVariationOffer>;
  PrivacyConsent: ResolverTypeWrapper<PrivacyConsent>;
  PrivacyConsentInput: PrivacyConsentInput;
  PrivacyResult: ResolverTypeWrapper<PrivacyResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadableSupply: ResolverTypeWrapper<ReadableSupply>;
  ReadingResult: ResolverTypeWrapper<ReadingResult>;
  ReadingType: ReadingType;
  ReadingWindowState: ReadingWindowState;
  Registry: ResolverTypeWrapper<Registry>;
  RegistryCorrection: ResolverTypeWrapper<RegistryCorrection>;
  RegistryCorrectionField: RegistryCorrectionField;
  RegistryCorrectionInput: RegistryCorrectionInput;
  RequestState: RequestState;
  RetailDashboard: ResolverTypeWrapper<RetailDashboard>;
  SaveResult: ResolverTypeWrapper<SaveResult>;
  SelfReading: ResolverTypeWrapper<SelfReading>;
  SigningChannel: SigningChannel;
  Site: ResolverTypeWrapper<Site>;
  StateChange: ResolverTypeWrapper<StateChange>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supply: ResolverTypeWrapper<Supply>;
  SupplyAlertSetting: ResolverTypeWrapper<SupplyAlertSetting>;
  SupplyChangeInput: SupplyChangeInput;
  SupplyChangeKind: SupplyChangeKind;
  SupplyChangeRequest: ResolverTypeWrapper<SupplyChangeRequest>;
  SupplyChangeRequestPage: ResolverTypeWrapper<SupplyChangeRequestPage>;
  SupplyCosts: ResolverTypeWrapper<SupplyCosts>;
  SupplyCostsAndConsumptions: ResolverTypeWrapper<SupplyCostsAndConsumptions>;
  SupplyCostsPage: ResolverTypeWrapper<SupplyCostsPage>;
  SupplyCostsSort: SupplyCostsSort;
  SupplyManagement: ResolverTypeWrapper<SupplyManagement>;
  SupplyOperation: ResolverTypeWrapper<SupplyOperation>;
  SupplyPage: ResolverTypeWrapper<SupplyPage>;
  SupplyStatusCount: ResolverTypeWrapper<SupplyStatusCount>;
  SupplyUse: SupplyUse;
  SupportCase: ResolverTypeWrapper<SupportCase>;
  SupportCaseInput: SupportCaseInput;
  SupportCaseKind: SupportCaseKind;
  SupportCasePage: ResolverTypeWrapper<SupportCasePage>;
  SupportFaq: ResolverTypeWrapper<SupportFaq>;
  TerminationWindow: ResolverTypeWrapper<TerminationWindow>;
  Unit: Unit;
  Utility: Utility;
  Voltage: Voltage;
  YearEstimate: ResolverTypeWrapper<YearEstimate>;
  YearForecast: ResolverTypeWrapper<YearForecast>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Alert: Alert;
  AlertBudget: AlertBudget;
  AlertFacts: AlertFacts;
  AlertKindSetting: AlertKindSetting;
  AlertPage: AlertPage;
  AlertSettings: AlertSettings;
  AnnualIndices: AnnualIndices;
  BandForecast: BandForecast;
  BandTotals: BandTotals;
  BillEstimate: BillEstimate;
  BillForecast: BillForecast;
  BonusMovement: BonusMovement;
  Boolean: Scalars['Boolean']['output'];
  BusinessDashboard: BusinessDashboard;
  CardRegistration: CardRegistration;
  CardRegistrationResult: CardRegistrationResult;
  Checkout: Checkout;
  CheckoutResult: CheckoutResult;
  CommodityOverview: CommodityOverview;
  Consortium: Consortium;
  ConsortiumConvention: ConsortiumConvention;
  ConsumptionPoint: ConsumptionPoint;
  ConsumptionSeries: ConsumptionSeries;
  ContactInput: ContactInput;
  Contract: Contract;
  ContractDetail: ContractDetailParent;
  ContractPage: ContractPage;
  Convention: Convention;
  ConventionAlert: ConventionAlert;
  ConventionContact: ConventionContact;
  ConventionContract: ConventionContract;
  ConventionDocument: ConventionDocument;
  ConventionInvoicingOffice: ConventionInvoicingOffice;
  ConventionOrder: ConventionOrder;
  ConventionOrderInput: ConventionOrderInput;
  ConventionOrderPointInput: ConventionOrderPointInput;
  ConventionPoint: ConventionPoint;
  ConventionRegistry: ConventionRegistry;
  ConventionReport: ConventionReport;
  ConventionReportRow: ConventionReportRow;
  ConventionReportTotal: ConventionReportTotal;
  CostsAndConsumptions: CostsAndConsumptions;
  CostsMonth: CostsMonth;
  CurvePeak: CurvePeak;
  CustomerDocument: CustomerDocument;
  DashboardBillFigure: DashboardBillFigure;
  DashboardBills: DashboardBills;
  DashboardCommodity: DashboardCommodity;
  DashboardExports: DashboardExports;
  DashboardNotifications: DashboardNotifications;
  DashboardOperations: DashboardOperations;
  DashboardStateCount: DashboardStateCount;
  DashboardStatusCount: DashboardStatusCount;
  DashboardSupplies: DashboardSupplies;
  DigitalInvoice: DigitalInvoice;
  ExportJob: ExportJob;
  ExportStart: ExportStart;
  Float: Scalars['Float']['output'];
  GasReadingInput: GasReadingInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceDetail: InvoiceDetailParent;
  InvoiceFilter: InvoiceFilter;
  InvoicePage: InvoicePage;
  InvoiceRow: InvoiceRow;
  LoadCurve: LoadCurve;
  LoyaltyBonus: LoyaltyBonus;
  LoyaltyLevel: LoyaltyLevel;
  LoyaltyProgram: LoyaltyProgram;
  MemberRegistry: MemberRegistry;
  MeterReading: MeterReading;
  MonthFigures: MonthFigures;
  Mutation: Record<PropertyKey, never>;
  NewsPage: NewsPage;
  NewsPost: NewsPost;
  Notification: Notification;
  NotificationPage: NotificationPage;
  NotificationParams: NotificationParams;
  Operation: Operation;
  OperationPage: OperationPage;
  OverviewConvention: OverviewConvention;
  OverviewNextDue: OverviewNextDue;
  PeriodFigures: PeriodFigures;
  PowerStep: PowerStep;
  PowerVariationOffer: PowerVariationOffer;
  PrivacyConsent: PrivacyConsent;
  PrivacyConsentInput: PrivacyConsentInput;
  PrivacyResult: PrivacyResult;
  Query: Record<PropertyKey, never>;
  ReadableSupply: ReadableSupply;
  ReadingResult: ReadingResult;
  Registry: Registry;
  RegistryCorrection: RegistryCorrection;
  RegistryCorrectionInput: RegistryCorrectionInput;
  RetailDashboard: RetailDashboard;
  SaveResult: SaveResult;
  SelfReading: SelfReading;
  Site: Site;
  StateChange: StateChange;
  String: Scalars['String']['output'];
  Supply: Supply;
  SupplyAlertSetting: SupplyAlertSetting;
  SupplyChangeInput: SupplyChangeInput;
  SupplyChangeRequest: SupplyChangeRequest;
  SupplyChangeRequestPage: SupplyChangeRequestPage;
  SupplyCosts: SupplyCosts;
  SupplyCostsAndConsumptions: SupplyCostsAndConsumptions;
  SupplyCostsPage: SupplyCostsPage;
  SupplyManagement: SupplyManagement;
  SupplyOperation: SupplyOperation;
  SupplyPage: SupplyPage;
  SupplyStatusCount: SupplyStatusCount;
  SupportCase: SupportCase;
  SupportCaseInput: SupportCaseInput;
  SupportCasePage: SupportCasePage;
  SupportFaq: SupportFaq;
  TerminationWindow: TerminationWindow;
  YearEstimate: YearEstimate;
  YearForecast: YearForecast;
};

export type AlertResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Alert'] = ResolversParentTypes['Alert']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facts?: Resolver<ResolversTypes['AlertFacts'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  mailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AlertBudgetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AlertBudget'] = ResolversParentTypes['AlertBudget']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type AlertFactsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AlertFacts'] = ResolversParentTypes['AlertFacts']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  availableQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  band?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bandQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bandReferenceQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  baseLoad?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  budget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  conventionCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conventionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  costToDate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forecast?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  granularity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leftPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceBaseLoad?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  referenceQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  risePercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thresholdPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utility?: Resolver<Maybe<ResolversTypes['Utility']>, ParentType, ContextType>;
  windowFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  windowTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AlertKindSettingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AlertKindSetting'] = ResolversParentTypes['AlertKindSetting']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  parameter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parameterMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parameterMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AlertPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AlertPage'] = ResolversParentTypes['AlertPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AlertSettingsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AlertSettings'] = ResolversParentTypes['AlertSettings']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  budgets?: Resolver<Array<ResolversTypes['AlertBudget']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['AlertKindSetting']>, ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resumed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supplies?: Resolver<Array<ResolversTypes['SupplyAlertSetting']>, ParentType, ContextType>;
};

export type AnnualIndicesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AnnualIndices'] = ResolversParentTypes['AnnualIndices']> = {
  annualPowerConsumption?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BandForecastResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BandForecast'] = ResolversParentTypes['BandForecast']> = {
  band?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  yearEnd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BandTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BandTotals'] = ResolversParentTypes['BandTotals']> = {
  f1?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  f2?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  f3?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BillEstimateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BillEstimate'] = ResolversParentTypes['BillEstimate']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['ForecastBasis'], ParentType, ContextType>;
  billsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comparisons?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uncertaintyPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillForecastResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BillForecast'] = ResolversParentTypes['BillForecast']> = {
  estimate?: Resolver<Maybe<ResolversTypes['BillEstimate']>, ParentType, ContextType>;
  measuredTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notEnoughData?: Resolver<Maybe<ResolversTypes['ForecastShortage']>, ParentType, ContextType>;
  periodFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type BonusMovementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BonusMovement'] = ResolversParentTypes['BonusMovement']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BonusMovementKind'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BusinessDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BusinessDashboard'] = ResolversParentTypes['BusinessDashboard']> = {
  commodities?: Resolver<Array<ResolversTypes['DashboardCommodity']>, ParentType, ContextType>;
  exports?: Resolver<Maybe<ResolversTypes['DashboardExports']>, ParentType, ContextType>;
  notifications?: Resolver<Maybe<ResolversTypes['DashboardNotifications']>, ParentType, ContextType>;
  registryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  unavailable?: Resolver<Array<ResolversTypes['BusinessDashboardBlock']>, ParentType, ContextType>;
};

export type CardRegistrationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardRegistration'] = ResolversParentTypes['CardRegistration']> = {
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registrationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CardRegistrationResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CardRegistrationResult'] = ResolversParentTypes['CardRegistrationResult']> = {
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedPan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CardRegistrationOutcome'], ParentType, ContextType>;
  registrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['SupplyChangeRequest']>, ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CheckoutOutcome'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommodityOverviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CommodityOverview'] = ResolversParentTypes['CommodityOverview']> = {
  amountToPay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  annualConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  annualSpend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  convention?: Resolver<Maybe<ResolversTypes['OverviewConvention']>, ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextDue?: Resolver<Maybe<ResolversTypes['OverviewNextDue']>, ParentType, ContextType>;
  overdueAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  registryAnnualConsumption?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  siteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spendTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suppliesByStatus?: Resolver<Array<ResolversTypes['SupplyStatusCount']>, ParentType, ContextType>;
  supplyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['Unit'], ParentType, ContextType>;
  unpaidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  yearForecast?: Resolver<Maybe<ResolversTypes['YearForecast']>, ParentType, ContextType>;
};

export type ConsortiumResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Consortium'] = ResolversParentTypes['Consortium']> = {
  conventions?: Resolver<Array<ResolversTypes['ConsortiumConvention']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['MemberRegistry']>, ParentType, ContextType>;
};

export type ConsortiumConventionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConsortiumConvention'] = ResolversParentTypes['ConsortiumConvention']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConsumptionPointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConsumptionPoint'] = ResolversParentTypes['ConsumptionPoint']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costWithVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  estimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  f1?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f3?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ConsumptionSeriesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConsumptionSeries'] = ResolversParentTypes['ConsumptionSeries']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ConsumptionPoint']>, ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type ContractResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  activatedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingFrequency?: Resolver<Maybe<ResolversTypes['BillingFrequency']>, ParentType, ContextType>;
  billingFrequencyText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessConventionCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessConventionEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessConventionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessConventionStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessConventionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canInsertReading?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  constantInstalment?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  contractNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractRowCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractualConsumptionGas?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contractualConsumptionPower?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  friendlyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  macroStatus?: Resolver<Maybe<ResolversTypes['ContractMacroStatus']>, ParentType, ContextType>;
  macroStatusText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentTypeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingType?: Resolver<Maybe<ResolversTypes['ReadingType']>, ParentType, ContextType>;
  readingTypeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingWindowFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingWindowTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  signedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signingChannel?: Resolver<Maybe<ResolversTypes['SigningChannel']>, ParentType, ContextType>;
  signingChannelText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  statusTone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  terminatedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContractDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContractDetail'] = ResolversParentTypes['ContractDetail']> = {
  contract?: Resolver<ResolversTypes['Contract'], ParentType, ContextType>;
  recentInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  supply?: Resolver<Maybe<ResolversTypes['Supply']>, ParentType, ContextType>;
};

export type ContractPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContractPage'] = ResolversParentTypes['ContractPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConventionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Convention'] = ResolversParentTypes['Convention']> = {
  alerts?: Resolver<Array<ResolversTypes['ConventionAlert']>, ParentType, ContextType>;
  availableQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumedLast12Months?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['ConventionContact']>, ParentType, ContextType>;
  earliestStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameworkCig?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplies?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  unitText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConventionAlertResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionAlert'] = ResolversParentTypes['ConventionAlert']> = {
  daysLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConventionAlertKind'], ParentType, ContextType>;
  usedShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ConventionContactResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionContact'] = ResolversParentTypes['ConventionContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ConventionContactRole'], ParentType, ContextType>;
};

export type ConventionContractResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionContract'] = ResolversParentTypes['ConventionContract']> = {
  consumedLast12Months?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  contractedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  statusTone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConventionDocumentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionDocument'] = ResolversParentTypes['ConventionDocument']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ConventionDocumentKind'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConventionInvoicingOfficeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionInvoicingOffice'] = ResolversParentTypes['ConventionInvoicingOffice']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConventionOrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionOrder'] = ResolversParentTypes['ConventionOrder']> = {
  cig?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedAnnualConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StateChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['ConventionPoint']>, ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejectionOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rejectionReasonKind?: Resolver<Maybe<ResolversTypes['OrderRejection']>, ParentType, ContextType>;
  splitPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transmittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type ConventionPointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionPoint'] = ResolversParentTypes['ConventionPoint']> = {
  acceptedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activeSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connectionState?: Resolver<ResolversTypes['ConnectionState'], ParentType, ContextType>;
  connectionStateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedAnnualConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expectedStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newConnection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ConventionRegistryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionRegistry'] = ResolversParentTypes['ConventionRegistry']> = {
  billingAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  corrections?: Resolver<Array<ResolversTypes['RegistryCorrection']>, ParentType, ContextType>;
  invoicingOffices?: Resolver<Array<ResolversTypes['ConventionInvoicingOffice']>, ParentType, ContextType>;
  ipaCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pec?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registeredAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  splitPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConventionReportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionReport'] = ResolversParentTypes['ConventionReport']> = {
  consumedShareOfOrdered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fromMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['ConventionReportTotal']>, ParentType, ContextType>;
  orderedQuantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ConventionReportRow']>, ParentType, ContextType>;
  sites?: Resolver<Array<ResolversTypes['ConventionReportTotal']>, ParentType, ContextType>;
  toMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalConsumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSpend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  unitText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type ConventionReportRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionReportRow'] = ResolversParentTypes['ConventionReportRow']> = {
  consumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConventionReportTotalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConventionReportTotal'] = ResolversParentTypes['ConventionReportTotal']> = {
  consumption?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CostsAndConsumptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CostsAndConsumptions'] = ResolversParentTypes['CostsAndConsumptions']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['CostsMonth']>, ParentType, ContextType>;
  previousFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousTotal?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  supplies?: Resolver<ResolversTypes['SupplyCostsPage'], ParentType, ContextType>;
  supplyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type CostsMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CostsMonth'] = ResolversParentTypes['CostsMonth']> = {
  current?: Resolver<ResolversTypes['MonthFigures'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['MonthFigures'], ParentType, ContextType>;
};

export type CurvePeakResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CurvePeak'] = ResolversParentTypes['CurvePeak']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CustomerDocumentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomerDocument'] = ResolversParentTypes['CustomerDocument']> = {
  contractNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utility?: Resolver<Maybe<ResolversTypes['Utility']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DashboardBillFigureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardBillFigure'] = ResolversParentTypes['DashboardBillFigure']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardBillsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardBills'] = ResolversParentTypes['DashboardBills']> = {
  overdue?: Resolver<ResolversTypes['DashboardBillFigure'], ParentType, ContextType>;
  toPay?: Resolver<ResolversTypes['DashboardBillFigure'], ParentType, ContextType>;
};

export type DashboardCommodityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardCommodity'] = ResolversParentTypes['DashboardCommodity']> = {
  bills?: Resolver<Maybe<ResolversTypes['DashboardBills']>, ParentType, ContextType>;
  operations?: Resolver<Maybe<ResolversTypes['DashboardOperations']>, ParentType, ContextType>;
  supplies?: Resolver<Maybe<ResolversTypes['DashboardSupplies']>, ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  yearForecast?: Resolver<Maybe<ResolversTypes['YearForecast']>, ParentType, ContextType>;
};

export type DashboardExportsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardExports'] = ResolversParentTypes['DashboardExports']> = {
  latest?: Resolver<Array<ResolversTypes['ExportJob']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardNotificationsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardNotifications'] = ResolversParentTypes['DashboardNotifications']> = {
  latest?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardOperationsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardOperations'] = ResolversParentTypes['DashboardOperations']> = {
  byState?: Resolver<Array<ResolversTypes['DashboardStateCount']>, ParentType, ContextType>;
  openCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardStateCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardStateCount'] = ResolversParentTypes['DashboardStateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
};

export type DashboardStatusCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardStatusCount'] = ResolversParentTypes['DashboardStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
};

export type DashboardSuppliesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardSupplies'] = ResolversParentTypes['DashboardSupplies']> = {
  byStatus?: Resolver<Array<ResolversTypes['DashboardStatusCount']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DigitalInvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DigitalInvoice'] = ResolversParentTypes['DigitalInvoice']> = {
  byEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryType?: Resolver<Maybe<ResolversTypes['BillDelivery']>, ParentType, ContextType>;
  deliveryTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deliveryTypeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  digital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grouped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  masterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ExportJobResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ExportJob'] = ResolversParentTypes['ExportJob']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['ExportJobFailure']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ExportStartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ExportStart'] = ResolversParentTypes['ExportStart']> = {
  job?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType>;
  matchedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountToPay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  billedQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  competenceFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  competenceTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  documentTypeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasDetailPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onlinePaymentEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentMethodText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentState?: Resolver<ResolversTypes['PaymentState'], ParentType, ContextType>;
  paymentStateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  unitText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type InvoiceDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceDetail'] = ResolversParentTypes['InvoiceDetail']> = {
  detailPdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  pdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['InvoiceRow']>, ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  nodes?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceRow'] = ResolversParentTypes['InvoiceRow']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  band?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceRowKind'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  textLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unitText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type LoadCurveResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoadCurve'] = ResolversParentTypes['LoadCurve']> = {
  bandTotals?: Resolver<Maybe<ResolversTypes['BandTotals']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  granularities?: Resolver<Array<ResolversTypes['CurveGranularity']>, ParentType, ContextType>;
  granularity?: Resolver<ResolversTypes['CurveGranularity'], ParentType, ContextType>;
  peak?: Resolver<Maybe<ResolversTypes['CurvePeak']>, ParentType, ContextType>;
  quantityUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
};

export type LoyaltyBonusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyBonus'] = ResolversParentTypes['LoyaltyBonus']> = {
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['BonusLevel'], ParentType, ContextType>;
  levelText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  movements?: Resolver<Array<ResolversTypes['BonusMovement']>, ParentType, ContextType>;
  nextLevelThreshold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notEligibleReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notEligibleReasonKind?: Resolver<Maybe<ResolversTypes['BonusIneligibility']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsExpireOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program?: Resolver<ResolversTypes['LoyaltyProgram'], ParentType, ContextType>;
  textLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyLevelResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyLevel'] = ResolversParentTypes['LoyaltyLevel']> = {
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['BonusLevel'], ParentType, ContextType>;
  levelText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyProgramResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoyaltyProgram'] = ResolversParentTypes['LoyaltyProgram']> = {
  eurosPerPoint?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['LoyaltyLevel']>, ParentType, ContextType>;
  minPointsPerBill?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsValidYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberRegistryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MemberRegistry'] = ResolversParentTypes['MemberRegistry']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerKind?: Resolver<ResolversTypes['CustomerKind'], ParentType, ContextType>;
  customerKindText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MeterReadingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MeterReading'] = ResolversParentTypes['MeterReading']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['ReadingType']>, ParentType, ContextType>;
  kindText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MonthFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MonthFigures'] = ResolversParentTypes['MonthFigures']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costWithVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  estimatedSupplyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  f1?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f3?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  supplyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  checkoutResult?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutResultArgs, 'checkoutId'>>;
  clearAlertSetting?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType, RequireFields<MutationClearAlertSettingArgs, 'supplyId'>>;
  completeCardRegistration?: Resolver<ResolversTypes['CardRegistrationResult'], ParentType, ContextType, RequireFields<MutationCompleteCardRegistrationArgs, 'registrationId'>>;
  dismissAlertsResumed?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType>;
  fileSupportCase?: Resolver<ResolversTypes['SupportCase'], ParentType, ContextType, RequireFields<MutationFileSupportCaseArgs, 'input'>>;
  invoiceCheckout?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationInvoiceCheckoutArgs, 'invoiceId'>>;
  markAlertsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id' | 'read'>>;
  placeConventionOrder?: Resolver<ResolversTypes['ConventionOrder'], ParentType, ContextType, RequireFields<MutationPlaceConventionOrderArgs, 'input'>>;
  requestRegistryCorrection?: Resolver<ResolversTypes['RegistryCorrection'], ParentType, ContextType, RequireFields<MutationRequestRegistryCorrectionArgs, 'input'>>;
  requestSupplyChange?: Resolver<ResolversTypes['SupplyChangeRequest'], ParentType, ContextType, RequireFields<MutationRequestSupplyChangeArgs, 'input' | 'kind' | 'supplyId'>>;
  saveContact?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationSaveContactArgs, 'input'>>;
  savePrivacyConsent?: Resolver<ResolversTypes['PrivacyResult'], ParentType, ContextType, RequireFields<MutationSavePrivacyConsentArgs, 'input'>>;
  setAlertBudget?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType, RequireFields<MutationSetAlertBudgetArgs, 'utility'>>;
  setAlertSetting?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType, RequireFields<MutationSetAlertSettingArgs, 'enabled' | 'kind'>>;
  setAlertsActive?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType, RequireFields<MutationSetAlertsActiveArgs, 'active'>>;
  startCardRegistration?: Resolver<ResolversTypes['CardRegistration'], ParentType, ContextType, RequireFields<MutationStartCardRegistrationArgs, 'supplyId'>>;
  startInvoiceExport?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, RequireFields<MutationStartInvoiceExportArgs, 'detail' | 'invoiceIds'>>;
  startInvoiceExportByFilter?: Resolver<ResolversTypes['ExportStart'], ParentType, ContextType, RequireFields<MutationStartInvoiceExportByFilterArgs, 'detail' | 'filter'>>;
  submitGasReading?: Resolver<ResolversTypes['ReadingResult'], ParentType, ContextType, RequireFields<MutationSubmitGasReadingArgs, 'input'>>;
};

export type NewsPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewsPage'] = ResolversParentTypes['NewsPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['NewsPost']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsPostResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewsPost'] = ResolversParentTypes['NewsPost']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['NotificationCategory']>, ParentType, ContextType>;
  categoryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  params?: Resolver<ResolversTypes['NotificationParams'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  textLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationParamsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationParams'] = ResolversParentTypes['NotificationParams']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestKind?: Resolver<Maybe<ResolversTypes['OperationKind']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OperationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Operation'] = ResolversParentTypes['Operation']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionKind?: Resolver<ResolversTypes['OperationDescription'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StateChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OperationKind'], ParentType, ContextType>;
  kindText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  textLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<Maybe<ResolversTypes['Utility']>, ParentType, ContextType>;
};

export type OperationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OperationPage'] = ResolversParentTypes['OperationPage']> = {
  nodes?: Resolver<Array<ResolversTypes['Operation']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OverviewConventionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OverviewConvention'] = ResolversParentTypes['OverviewConvention']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OverviewNextDueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OverviewNextDue'] = ResolversParentTypes['OverviewNextDue']> = {
  amountToPay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PeriodFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PeriodFigures'] = ResolversParentTypes['PeriodFigures']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costWithVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  f1?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f3?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PowerStepResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PowerStep'] = ResolversParentTypes['PowerStep']> = {
  kw?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyDifference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PowerVariationOfferResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PowerVariationOffer'] = ResolversParentTypes['PowerVariationOffer']> = {
  currentKw?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  eurPerKwMonth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxKw?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['PowerStep']>, ParentType, ContextType>;
};

export type PrivacyConsentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrivacyConsent'] = ResolversParentTypes['PrivacyConsent']> = {
  caseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profiling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thirdParties?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrivacyResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrivacyResult'] = ResolversParentTypes['PrivacyResult']> = {
  caseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  alertSettings?: Resolver<ResolversTypes['AlertSettings'], ParentType, ContextType>;
  alerts?: Resolver<ResolversTypes['AlertPage'], ParentType, ContextType, RequireFields<QueryAlertsArgs, 'first'>>;
  businessDashboard?: Resolver<ResolversTypes['BusinessDashboard'], ParentType, ContextType, Partial<QueryBusinessDashboardArgs>>;
  commodityOverview?: Resolver<ResolversTypes['CommodityOverview'], ParentType, ContextType, RequireFields<QueryCommodityOverviewArgs, 'utility'>>;
  consortium?: Resolver<Maybe<ResolversTypes['Consortium']>, ParentType, ContextType>;
  consumptions?: Resolver<ResolversTypes['ConsumptionSeries'], ParentType, ContextType, RequireFields<QueryConsumptionsArgs, 'from' | 'supplyId' | 'to'>>;
  contract?: Resolver<ResolversTypes['ContractDetail'], ParentType, ContextType, RequireFields<QueryContractArgs, 'id'>>;
  contracts?: Resolver<ResolversTypes['ContractPage'], ParentType, ContextType, RequireFields<QueryContractsArgs, 'first' | 'offset'>>;
  convention?: Resolver<ResolversTypes['Convention'], ParentType, ContextType, RequireFields<QueryConventionArgs, 'utility'>>;
  conventionConnections?: Resolver<Array<ResolversTypes['ConventionPoint']>, ParentType, ContextType, RequireFields<QueryConventionConnectionsArgs, 'utility'>>;
  conventionContracts?: Resolver<Array<ResolversTypes['ConventionContract']>, ParentType, ContextType, RequireFields<QueryConventionContractsArgs, 'utility'>>;
  conventionDocuments?: Resolver<Array<ResolversTypes['ConventionDocument']>, ParentType, ContextType, RequireFields<QueryConventionDocumentsArgs, 'utility'>>;
  conventionOrders?: Resolver<Array<ResolversTypes['ConventionOrder']>, ParentType, ContextType, RequireFields<QueryConventionOrdersArgs, 'utility'>>;
  conventionRegistry?: Resolver<ResolversTypes['ConventionRegistry'], ParentType, ContextType, RequireFields<QueryConventionRegistryArgs, 'utility'>>;
  conventionReport?: Resolver<ResolversTypes['ConventionReport'], ParentType, ContextType, RequireFields<QueryConventionReportArgs, 'fromMonth' | 'toMonth' | 'utility'>>;
  costsAndConsumptions?: Resolver<ResolversTypes['CostsAndConsumptions'], ParentType, ContextType, RequireFields<QueryCostsAndConsumptionsArgs, 'first' | 'from' | 'offset' | 'sort' | 'to' | 'utility'>>;
  documents?: Resolver<Array<ResolversTypes['CustomerDocument']>, ParentType, ContextType, Partial<QueryDocumentsArgs>>;
  exportJobs?: Resolver<Array<ResolversTypes['ExportJob']>, ParentType, ContextType, RequireFields<QueryExportJobsArgs, 'first' | 'offset'>>;
  invoice?: Resolver<Maybe<ResolversTypes['InvoiceDetail']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'documentNumber' | 'issueDate'>>;
  invoiceById?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<QueryInvoiceByIdArgs, 'id'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'first' | 'offset' | 'sort'>>;
  loadCurve?: Resolver<ResolversTypes['LoadCurve'], ParentType, ContextType, RequireFields<QueryLoadCurveArgs, 'from' | 'supplyId' | 'to'>>;
  loyaltyBonus?: Resolver<Maybe<ResolversTypes['LoyaltyBonus']>, ParentType, ContextType>;
  news?: Resolver<ResolversTypes['NewsPage'], ParentType, ContextType, RequireFields<QueryNewsArgs, 'page'>>;
  notifications?: Resolver<ResolversTypes['NotificationPage'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first' | 'offset'>>;
  operations?: Resolver<ResolversTypes['OperationPage'], ParentType, ContextType, RequireFields<QueryOperationsArgs, 'first' | 'offset'>>;
  privacyConsent?: Resolver<ResolversTypes['PrivacyConsent'], ParentType, ContextType, Partial<QueryPrivacyConsentArgs>>;
  registry?: Resolver<ResolversTypes['Registry'], ParentType, ContextType, Partial<QueryRegistryArgs>>;
  retailDashboard?: Resolver<ResolversTypes['RetailDashboard'], ParentType, ContextType>;
  selfReading?: Resolver<ResolversTypes['SelfReading'], ParentType, ContextType>;
  sites?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType, Partial<QuerySitesArgs>>;
  supplies?: Resolver<ResolversTypes['SupplyPage'], ParentType, ContextType, RequireFields<QuerySuppliesArgs, 'first' | 'offset'>>;
  supply?: Resolver<ResolversTypes['Supply'], ParentType, ContextType, RequireFields<QuerySupplyArgs, 'id'>>;
  supplyChangeRequests?: Resolver<ResolversTypes['SupplyChangeRequestPage'], ParentType, ContextType, RequireFields<QuerySupplyChangeRequestsArgs, 'first' | 'offset'>>;
  supplyCostsAndConsumptions?: Resolver<ResolversTypes['SupplyCostsAndConsumptions'], ParentType, ContextType, RequireFields<QuerySupplyCostsAndConsumptionsArgs, 'from' | 'supplyId' | 'to'>>;
  supplyManagement?: Resolver<ResolversTypes['SupplyManagement'], ParentType, ContextType, RequireFields<QuerySupplyManagementArgs, 'supplyId'>>;
  supportCases?: Resolver<ResolversTypes['SupportCasePage'], ParentType, ContextType, RequireFields<QuerySupportCasesArgs, 'first' | 'offset'>>;
  supportFaq?: Resolver<Array<ResolversTypes['SupportFaq']>, ParentType, ContextType, Partial<QuerySupportFaqArgs>>;
};

export type ReadableSupplyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReadableSupply'] = ResolversParentTypes['ReadableSupply']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  annualConsumption?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastReading?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lastReadingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterDigits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meterSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingWindowFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readingWindowState?: Resolver<ResolversTypes['ReadingWindowState'], ParentType, ContextType>;
  readingWindowTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readings?: Resolver<Array<ResolversTypes['MeterReading']>, ParentType, ContextType>;
  supplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ReadingResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReadingResult'] = ResolversParentTypes['ReadingResult']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RegistryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Registry'] = ResolversParentTypes['Registry']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aidIndici?: Resolver<Maybe<ResolversTypes['AnnualIndices']>, ParentType, ContextType>;
  ateco?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ateco2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fatturaDigitale?: Resolver<Maybe<ResolversTypes['DigitalInvoice']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foreignTaxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  splitPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RegistryCorrectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RegistryCorrection'] = ResolversParentTypes['RegistryCorrection']> = {
  caseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['RegistryCorrectionField'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RetailDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RetailDashboard'] = ResolversParentTypes['RetailDashboard']> = {
  billsToPay?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  forecasts?: Resolver<Maybe<Array<ResolversTypes['BillForecast']>>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  supplies?: Resolver<Array<ResolversTypes['Supply']>, ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SaveResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveResult'] = ResolversParentTypes['SaveResult']> = {
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SelfReadingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SelfReading'] = ResolversParentTypes['SelfReading']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supplies?: Resolver<Array<ResolversTypes['ReadableSupply']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type StateChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StateChange'] = ResolversParentTypes['StateChange']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Supply'] = ResolversParentTypes['Supply']> = {
  activationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  annualConsumption?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  availablePowerKw?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  co2AvoidedKg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  committedPowerKw?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  contractId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  greenCertificate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  greenCertificateKind?: Resolver<Maybe<ResolversTypes['GreenCertificate']>, ParentType, ContextType>;
  greenEnergy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intervalMeter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterClass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meterDigits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meterSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  renewablePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  terminationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['Unit']>, ParentType, ContextType>;
  unitText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use?: Resolver<Maybe<ResolversTypes['SupplyUse']>, ParentType, ContextType>;
  useText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
  voltage?: Resolver<Maybe<ResolversTypes['Voltage']>, ParentType, ContextType>;
  voltageText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupplyAlertSettingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyAlertSetting'] = ResolversParentTypes['SupplyAlertSetting']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AlertKind'], ParentType, ContextType>;
  parameter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SupplyChangeRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyChangeRequest'] = ResolversParentTypes['SupplyChangeRequest']> = {
  billDelivery?: Resolver<Maybe<ResolversTypes['BillDeliveryKind']>, ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['StateChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SupplyChangeKind'], ParentType, ContextType>;
  maskedPan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethodKind']>, ParentType, ContextType>;
  previousPowerKw?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedPowerKw?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  terminationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SupplyChangeRequestPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyChangeRequestPage'] = ResolversParentTypes['SupplyChangeRequestPage']> = {
  nodes?: Resolver<Array<ResolversTypes['SupplyChangeRequest']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplyCostsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyCosts'] = ResolversParentTypes['SupplyCosts']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costWithVat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  f1?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f2?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  f3?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  siteName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SupplyCostsAndConsumptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyCostsAndConsumptions'] = ResolversParentTypes['SupplyCostsAndConsumptions']> = {
  commoditySupplyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commodityTotal?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['CostsMonth']>, ParentType, ContextType>;
  previousFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousTotal?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  supply?: Resolver<ResolversTypes['Supply'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['PeriodFigures'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utility?: Resolver<ResolversTypes['Utility'], ParentType, ContextType>;
};

export type SupplyCostsPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyCostsPage'] = ResolversParentTypes['SupplyCostsPage']> = {
  nodes?: Resolver<Array<ResolversTypes['SupplyCosts']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplyManagementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyManagement'] = ResolversParentTypes['SupplyManagement']> = {
  billDelivery?: Resolver<Maybe<ResolversTypes['BillDelivery']>, ParentType, ContextType>;
  billDeliveryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operations?: Resolver<Array<ResolversTypes['SupplyOperation']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentMethodText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  power?: Resolver<Maybe<ResolversTypes['PowerVariationOffer']>, ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['SupplyChangeRequest']>, ParentType, ContextType>;
  supply?: Resolver<ResolversTypes['Supply'], ParentType, ContextType>;
  termination?: Resolver<ResolversTypes['TerminationWindow'], ParentType, ContextType>;
};

export type SupplyOperationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyOperation'] = ResolversParentTypes['SupplyOperation']> = {
  kind?: Resolver<ResolversTypes['SupplyChangeKind'], ParentType, ContextType>;
  openRequest?: Resolver<Maybe<ResolversTypes['SupplyChangeRequest']>, ParentType, ContextType>;
};

export type SupplyPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyPage'] = ResolversParentTypes['SupplyPage']> = {
  averageRenewablePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Supply']>, ParentType, ContextType>;
  totalCo2AvoidedKg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupplyStatusCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupplyStatusCount'] = ResolversParentTypes['SupplyStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
};

export type SupportCaseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportCase'] = ResolversParentTypes['SupportCase']> = {
  answerDueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SupportCaseKind'], ParentType, ContextType>;
  kindText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RequestState'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  utility?: Resolver<Maybe<ResolversTypes['Utility']>, ParentType, ContextType>;
};

export type SupportCasePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportCasePage'] = ResolversParentTypes['SupportCasePage']> = {
  nodes?: Resolver<Array<ResolversTypes['SupportCase']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupportFaqResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SupportFaq'] = ResolversParentTypes['SupportFaq']> = {
  answer?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TerminationWindowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TerminationWindow'] = ResolversParentTypes['TerminationWindow']> = {
  earliest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type YearEstimateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['YearEstimate'] = ResolversParentTypes['YearEstimate']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uncertaintyPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type YearForecastResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['YearForecast'] = ResolversParentTypes['YearForecast']> = {
  bands?: Resolver<Maybe<Array<ResolversTypes['BandForecast']>>, ParentType, ContextType>;
  costToDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  estimate?: Resolver<Maybe<ResolversTypes['YearEstimate']>, ParentType, ContextType>;
  monthsToDate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notEnoughData?: Resolver<Maybe<ResolversTypes['ForecastShortage']>, ParentType, ContextType>;
  quantityToDate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  Alert?: AlertResolvers<ContextType>;
  AlertBudget?: AlertBudgetResolvers<ContextType>;
  AlertFacts?: AlertFactsResolvers<ContextType>;
  AlertKindSetting?: AlertKindSettingResolvers<ContextType>;
  AlertPage?: AlertPageResolvers<ContextType>;
  AlertSettings?: AlertSettingsResolvers<ContextType>;
  AnnualIndices?: AnnualIndicesResolvers<ContextType>;
  BandForecast?: BandForecastResolvers<ContextType>;
  BandTotals?: BandTotalsResolvers<ContextType>;
  BillEstimate?: BillEstimateResolvers<ContextType>;
  BillForecast?: BillForecastResolvers<ContextType>;
  BonusMovement?: BonusMovementResolvers<ContextType>;
  BusinessDashboard?: BusinessDashboardResolvers<ContextType>;
  CardRegistration?: CardRegistrationResolvers<ContextType>;
  CardRegistrationResult?: CardRegistrationResultResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  CommodityOverview?: CommodityOverviewResolvers<ContextType>;
  Consortium?: ConsortiumResolvers<ContextType>;
  ConsortiumConvention?: ConsortiumConventionResolvers<ContextType>;
  ConsumptionPoint?: ConsumptionPointResolvers<ContextType>;
  ConsumptionSeries?: ConsumptionSeriesResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractDetail?: ContractDetailResolvers<ContextType>;
  ContractPage?: ContractPageResolvers<ContextType>;
  Convention?: ConventionResolvers<ContextType>;
  ConventionAlert?: ConventionAlertResolvers<ContextType>;
  ConventionContact?: ConventionContactResolvers<ContextType>;
  ConventionContract?: ConventionContractResolvers<ContextType>;
  ConventionDocument?: ConventionDocumentResolvers<ContextType>;
  ConventionInvoicingOffice?: ConventionInvoicingOfficeResolvers<ContextType>;
  ConventionOrder?: ConventionOrderResolvers<ContextType>;
  ConventionPoint?: ConventionPointResolvers<ContextType>;
  ConventionRegistry?: ConventionRegistryResolvers<ContextType>;
  ConventionReport?: ConventionReportResolvers<ContextType>;
  ConventionReportRow?: ConventionReportRowResolvers<ContextType>;
  ConventionReportTotal?: ConventionReportTotalResolvers<ContextType>;
  CostsAndConsumptions?: CostsAndConsumptionsResolvers<ContextType>;
  CostsMonth?: CostsMonthResolvers<ContextType>;
  CurvePeak?: CurvePeakResolvers<ContextType>;
  CustomerDocument?: CustomerDocumentResolvers<ContextType>;
  DashboardBillFigure?: DashboardBillFigureResolvers<ContextType>;
  DashboardBills?: DashboardBillsResolvers<ContextType>;
  DashboardCommodity?: DashboardCommodityResolvers<ContextType>;
  DashboardExports?: DashboardExportsResolvers<ContextType>;
  DashboardNotifications?: DashboardNotificationsResolvers<ContextType>;
  DashboardOperations?: DashboardOperationsResolvers<ContextType>;
  DashboardStateCount?: DashboardStateCountResolvers<ContextType>;
  DashboardStatusCount?: DashboardStatusCountResolvers<ContextType>;
  DashboardSupplies?: DashboardSuppliesResolvers<ContextType>;
  DigitalInvoice?: DigitalInvoiceResolvers<ContextType>;
  ExportJob?: ExportJobResolvers<ContextType>;
  ExportStart?: ExportStartResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceDetail?: InvoiceDetailResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoiceRow?: InvoiceRowResolvers<ContextType>;
  LoadCurve?: LoadCurveResolvers<ContextType>;
  LoyaltyBonus?: LoyaltyBonusResolvers<ContextType>;
  LoyaltyLevel?: LoyaltyLevelResolvers<ContextType>;
  LoyaltyProgram?: LoyaltyProgramResolvers<ContextType>;
  MemberRegistry?: MemberRegistryResolvers<ContextType>;
  MeterReading?: MeterReadingResolvers<ContextType>;
  MonthFigures?: MonthFiguresResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsPage?: NewsPageResolvers<ContextType>;
  NewsPost?: NewsPostResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  NotificationParams?: NotificationParamsResolvers<ContextType>;
  Operation?: OperationResolvers<ContextType>;
  OperationPage?: OperationPageResolvers<ContextType>;
  OverviewConvention?: OverviewConventionResolvers<ContextType>;
  OverviewNextDue?: OverviewNextDueResolvers<ContextType>;
  PeriodFigures?: PeriodFiguresResolvers<ContextType>;
  PowerStep?: PowerStepResolvers<ContextType>;
  PowerVariationOffer?: PowerVariationOfferResolvers<ContextType>;
  PrivacyConsent?: PrivacyConsentResolvers<ContextType>;
  PrivacyResult?: PrivacyResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReadableSupply?: ReadableSupplyResolvers<ContextType>;
  ReadingResult?: ReadingResultResolvers<ContextType>;
  Registry?: RegistryResolvers<ContextType>;
  RegistryCorrection?: RegistryCorrectionResolvers<ContextType>;
  RetailDashboard?: RetailDashboardResolvers<ContextType>;
  SaveResult?: SaveResultResolvers<ContextType>;
  SelfReading?: SelfReadingResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  StateChange?: StateChangeResolvers<ContextType>;
  Supply?: SupplyResolvers<ContextType>;
  SupplyAlertSetting?: SupplyAlertSettingResolvers<ContextType>;
  SupplyChangeRequest?: SupplyChangeRequestResolvers<ContextType>;
  SupplyChangeRequestPage?: SupplyChangeRequestPageResolvers<ContextType>;
  SupplyCosts?: SupplyCostsResolvers<ContextType>;
  SupplyCostsAndConsumptions?: SupplyCostsAndConsumptionsResolvers<ContextType>;
  SupplyCostsPage?: SupplyCostsPageResolvers<ContextType>;
  SupplyManagement?: SupplyManagementResolvers<ContextType>;
  SupplyOperation?: SupplyOperationResolvers<ContextType>;
  SupplyPage?: SupplyPageResolvers<ContextType>;
  SupplyStatusCount?: SupplyStatusCountResolvers<ContextType>;
  SupportCase?: SupportCaseResolvers<ContextType>;
  SupportCasePage?: SupportCasePageResolvers<ContextType>;
  SupportFaq?: SupportFaqResolvers<ContextType>;
  TerminationWindow?: TerminationWindowResolvers<ContextType>;
  YearEstimate?: YearEstimateResolvers<ContextType>;
  YearForecast?: YearForecastResolvers<ContextType>;
};

