// The page of every page kind (conventions 19): a module path relative to
// services/web/src, or LATER for a kind whose page comes in later work (the placeholder renders it).
// Pure data on purpose — no React, no imports but types — so the build can read it too and preload
// a route's page chunk. `satisfies Record<PageKind, …>`: a new kind without a line here fails the
// type check. app/pages.ts turns the paths into lazy modules.
import type { PageKind } from '@portal/shared/routes';

export const LATER = 'LATER';

/** A page module: 'features/<feature>/<Name>Page.tsx' or 'app/pages/<Name>Page.tsx'. */
export type PageModulePath = `${'features' | 'app/pages'}/${string}Page.tsx`;

// Typed wider than its literal values, so code and tests that ask whether a kind is still LATER
// keep compiling once no kind is.
export const PAGE_REGISTRY: Readonly<Record<PageKind, PageModulePath | typeof LATER>> = {
  // general and authentication (§2)
  home: 'app/pages/RedirectingPage.tsx',
  handoff: 'app/pages/RedirectingPage.tsx',
  login: 'app/pages/LoginPage.tsx',
  disabled: 'app/pages/DisabledPage.tsx',
  unauthorized: 'app/pages/UnauthorizedPage.tsx',
  register: 'features/registration/RegisterPage.tsx',
  // corporate, pa, pa-non-conv and consortia: one page per kind for every segment and commodity
  dashboard: 'features/business-home/BusinessHomePage.tsx',
  profile: 'features/profile/ProfilePage.tsx',
  contracts: 'features/contracts/ContractsPage.tsx',
  contract: 'features/contracts/ContractPage.tsx',
  costsAndConsumptions: 'features/costs/CostsAndConsumptionsPage.tsx',
  costsAndConsumptionsDetail: 'features/costs/SupplyCostsPage.tsx',
  downloads: 'features/downloads/DownloadsPage.tsx',
  invoices: 'features/invoices/InvoicesPage.tsx',
  loadCurves: 'features/load-curves/LoadCurvesPage.tsx',
  operations: 'features/operations/OperationsPage.tsx',
  overview: 'features/overview/OverviewPage.tsx',
  supplies: 'features/supplies/SuppliesPage.tsx',
  greenEnergy: 'features/supplies/GreenEnergyPage.tsx',
  support: 'features/support/SupportPage.tsx',
  // pa's subsidised schemes
  'subsidized-connection': 'features/convention-orders/ConventionConnectionsPage.tsx',
  'subsidized-contractStatus': 'features/convention/ConventionContractsPage.tsx',
  'subsidized-downloads': 'features/downloads/ConventionDownloadsPage.tsx',
  'subsidized-informationAndComplaints': 'features/support/ConventionSupportPage.tsx',
  'subsidized-invoices': 'features/invoices/InvoicesPage.tsx',
  'subsidized-order': 'features/convention-orders/ConventionOrderPage.tsx',
  'subsidized-orderStatus': 'features/convention-orders/ConventionOrdersPage.tsx',
  'subsidized-overview': 'features/convention/ConventionOverviewPage.tsx',
  'subsidized-registry': 'features/convention/ConventionRegistryPage.tsx',
  'subsidized-reporting': 'features/convention-reporting/ConventionReportingPage.tsx',
  // retail
  'retail-dashboard': 'features/dashboard/RetailDashboardPage.tsx',
  'retail-bills': 'features/invoices/BillsPage.tsx',
  'retail-bill': 'features/invoices/BillDetailPage.tsx',
  'retail-assistance': 'features/support/RetailAssistancePage.tsx',
  'retail-faq': 'features/support/RetailFaqPage.tsx',
  'retail-writeus': 'features/support/RetailWriteUsPage.tsx',
  'retail-downloads': 'features/downloads/RetailDownloadsPage.tsx',
  'retail-loyaltyBonus': 'features/loyalty/LoyaltyBonusPage.tsx',
  'retail-services': 'features/services/ServicesPage.tsx',
  'retail-utilities': 'features/utilities/UtilitiesPage.tsx',
  'retail-utility': 'features/utilities/UtilityPage.tsx',
  'retail-manageUtility': 'features/manage-supply/ManageSupplyPage.tsx',
  'retail-billReceiveMethod': 'features/manage-supply/BillDeliveryPage.tsx',
  'retail-paymentMethod': 'features/manage-supply/PaymentMethodPage.tsx',
  'retail-powerVariation': 'features/manage-supply/PowerVariationPage.tsx',
  'retail-termination': 'features/manage-supply/TerminationPage.tsx',
  'retail-notifications': 'features/notifications/NotificationsPage.tsx',
  'retail-profile': 'features/profile/RetailProfilePage.tsx',
  'retail-selfRead': 'features/utilities/SelfReadPage.tsx',
} as const satisfies Record<PageKind, PageModulePath | typeof LATER>;

/** The placeholder that renders a LATER kind: the page's name and "in preparation". */
export const PLACEHOLDER_PAGE: PageModulePath = 'app/pages/PlaceholderPage.tsx';

/** The module path that renders a kind (the placeholder for a LATER kind). */
export function pageModulePathOf(kind: PageKind): PageModulePath {
  const entry: PageModulePath | typeof LATER = PAGE_REGISTRY[kind];
  return entry === LATER ? PLACEHOLDER_PAGE : entry;
}
