// The head of a page that the BFF paints into the HTML before the client runs: the translation
// keys of the page's heading and introduction, for the page kinds whose head is fixed by the route
// and the language (no customer data; a breadcrumb only of fixed labels). Pure data, like
// page-registry.ts, so the build reads it (scripts/page-headers.ts writes the texts of every route
// in every page language) and page-headers.test.tsx renders every page named here and compares its
// breadcrumb, heading, introduction and first section with what the build wrote. A kind not named
// here gets the shell's header only.
import type { PageContext, PageKind } from '@portal/shared/routes';

/** Stands in a key for §5's bills text variant, which the day decides (billsTextVariant). */
export const BILLS_VARIANT = '{billsVariant}';

/**
 * Where the page puts its introduction: 'stack', the first paragraph of a Stack right under the
 * page's header (the section's gap, 16 px, below the heading); 'flow', a paragraph straight
 * under the header (the gap and the paragraph's own margin, 32 px).
 */
export type IntroPlacement = 'stack' | 'flow';

export interface PaintedHeaderKeys {
  /** The labels of the page's breadcrumb (PageHeader), outermost first, when it has one. */
  breadcrumb?: readonly string[];
  title: string;
  intro: { key: string; placement: IntroPlacement } | null;
  /**
   * The heading and introduction of the page's first section (a TableSection's h2 and p), second
   * in the Stack under a 'stack' introduction: painted when its text is larger than the page's.
   */
  section?: { heading: string; text: string };
}

type Keys = (context: PageContext) => PaintedHeaderKeys;

const light = (context: PageContext) => context.commodity ?? 'light';
const gas = (context: PageContext) => context.commodity ?? 'gas';

const stack = (key: string) => ({ key, placement: 'stack' as const });
const flow = (key: string) => ({ key, placement: 'flow' as const });

/** A subsidised scheme's page: its title by the scheme's commodity, its introduction. */
const scheme =
  (title: string, intro: string): Keys =>
  (c) => ({ title: `${title}.${gas(c)}`, intro: stack(intro) });

/** A retail supply's request page (features/manage-supply/components/OperationScaffold.tsx). */
const operation =
  (kind: string, intro: string): Keys =>
  () => ({
    breadcrumb: ['manageSupply.breadcrumb.utilities', 'manageSupply.breadcrumb.manage'],
    title: `manageSupply.operations.${kind}.title`,
    intro: stack(`manageSupply.${intro}.intro`),
  });

export const PAINTED_HEADERS: Readonly<Partial<Record<PageKind, Keys>>> = {
  overview: (c) => ({
    title: `overview.title.${light(c)}`,
    intro: stack(`overview.intro.${light(c)}`),
  }),
  loadCurves: (c) => ({
    title: `loadCurves.title.${light(c)}`,
    intro: stack(`loadCurves.intro.${light(c)}`),
  }),
  costsAndConsumptions: (c) => ({
    title: `costs.title.${light(c)}`,
    intro: stack(`costs.intro.${light(c)}`),
  }),
  downloads: (c) => ({
    title: `downloads.title.${light(c)}`,
    intro: stack('downloads.lead'),
    section: {
      heading: `downloads.business.heading.${light(c)}`,
      text: `downloads.business.intro.${light(c)}`,
    },
  }),
  support: (c) => ({ title: `support.title.${light(c)}`, intro: stack('support.intro') }),
  operations: (c) => ({ title: `operations.title.${light(c)}`, intro: flow('operations.intro') }),
  invoices: (c) => ({
    title: `invoices.business.title.${light(c)}`,
    intro: flow('invoices.business.intro'),
  }),
  'subsidized-invoices': (c) => ({
    title: `invoices.convention.title.${light(c)}`,
    intro: flow('invoices.convention.intro'),
  }),
  'subsidized-downloads': (c) => ({
    title: `downloads.convention.title.${gas(c)}`,
    intro: stack(`downloads.convention.intro.${gas(c)}`),
  }),
  'subsidized-informationAndComplaints': (c) => ({
    title: `support.convention.title.${light(c)}`,
    intro: stack('support.convention.intro'),
  }),
  'subsidized-reporting': (c) => ({
    title: `conventionReporting.title.${gas(c)}`,
    intro: stack(`conventionReporting.intro.${gas(c)}`),
  }),
  'subsidized-overview': scheme('convention.overview.title', 'convention.overview.intro'),
  'subsidized-registry': scheme('convention.registry.title', 'convention.registry.intro'),
  'subsidized-contractStatus': scheme('convention.contracts.title', 'convention.contracts.intro'),
  'subsidized-connection': scheme(
    'conventionOrders.title.connection',
    'conventionOrders.connection.intro',
  ),
  'subsidized-order': scheme('conventionOrders.title.order', 'conventionOrders.form.intro'),
  'subsidized-orderStatus': scheme(
    'conventionOrders.title.orderStatus',
    'conventionOrders.list.intro',
  ),
  'retail-bills': () => ({
    title: 'invoices.title',
    intro: flow(`invoices.intro.${BILLS_VARIANT}`),
  }),
  'retail-assistance': () => ({
    title: 'support.retail.assistance.title',
    intro: stack('support.retail.assistance.intro'),
  }),
  'retail-faq': () => ({
    title: 'support.retail.faq.title',
    intro: stack('support.retail.faq.intro'),
  }),
  'retail-writeus': () => ({
    title: 'support.retail.writeus.title',
    intro: stack('support.retail.writeus.intro'),
  }),
  'retail-downloads': () => ({
    title: 'downloads.retail.title',
    intro: stack('downloads.retail.intro'),
  }),
  profile: () => ({ title: 'profile.title', intro: stack('profile.intro') }),
  supplies: (c) => ({ title: `supplies.title.${light(c)}`, intro: flow('supplies.intro') }),
  greenEnergy: (c) => ({
    title: `supplies.green.title.${light(c)}`,
    intro: flow('supplies.green.intro'),
  }),
  'retail-profile': () => ({ title: 'profile.title', intro: stack('profile.retail.intro') }),
  'retail-services': () => ({ title: 'services.title', intro: stack('services.intro') }),
  'retail-loyaltyBonus': () => ({ title: 'loyalty.title', intro: stack('loyalty.intro') }),
  'retail-utilities': () => ({ title: 'utilities.title', intro: stack('utilities.intro') }),
  'retail-selfRead': () => ({ title: 'selfRead.title', intro: stack('selfRead.intro') }),
  'retail-billReceiveMethod': operation('BILL_DELIVERY', 'billDelivery'),
  'retail-paymentMethod': operation('PAYMENT_METHOD', 'paymentMethod'),
  'retail-powerVariation': operation('POWER_VARIATION', 'power'),
  'retail-termination': operation('TERMINATION', 'termination'),
  contracts: (c) => ({ title: `contracts.title.${light(c)}`, intro: stack('contracts.intro') }),
};
