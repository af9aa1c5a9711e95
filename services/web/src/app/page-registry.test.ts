// Every page kind of the route table has a page or is declared later work, and
// every page the registry names is a module the build knows (so no route can fail to load).
import { ROUTES, type PageKind } from '@portal/shared/routes';
import { describe, expect, it } from 'vitest';
import {
  LATER,
  PAGE_REGISTRY,
  PLACEHOLDER_PAGE,
  pageModulePathOf,
  type PageModulePath,
} from './page-registry.ts';
import { knownPageModules, needsFeatureTexts, pageModuleOf, registryPathOf } from './pages.ts';

describe('the page registry', () => {
  it('names a page module Vite finds for every kind it registers (and the placeholder)', () => {
    const known = knownPageModules();
    const named = Object.values(PAGE_REGISTRY).filter((entry) => entry !== LATER);
    expect(named.length).toBeGreaterThan(5);
    for (const path of [...named, PLACEHOLDER_PAGE]) expect(known, path).toContain(path);
  });

  it('is complete by type: a registry without a kind, or with a module outside a page folder, fails the type check', () => {
    const { loadCurves: _missing, ...withoutLoadCurves } = PAGE_REGISTRY;
    // @ts-expect-error -- 'loadCurves' is missing: the registry must name every PageKind.
    const incomplete: Record<PageKind, PageModulePath | typeof LATER> = withoutLoadCurves;
    // @ts-expect-error -- a page module lives in features/<feature>/ or app/pages/, named …Page.tsx.
    const misplaced: PageModulePath = 'lib/http.ts';
    expect(Object.keys(incomplete)).not.toContain('loadCurves');
    expect(misplaced).toBe('lib/http.ts');
  });

  it('§2: has an entry for the kind of every route', () => {
    for (const route of ROUTES)
      expect(Object.keys(PAGE_REGISTRY), route.name).toContain(route.kind);
  });

  it('renders a LATER kind with the placeholder and the retail pages with their own modules', () => {
    // Whichever kinds are still later work (none, once every page is written).
    const later = (Object.keys(PAGE_REGISTRY) as PageKind[]).filter(
      (kind) => PAGE_REGISTRY[kind] === LATER,
    );
    for (const kind of later) expect(pageModulePathOf(kind), kind).toBe(PLACEHOLDER_PAGE);
    expect(PLACEHOLDER_PAGE).toBe('app/pages/PlaceholderPage.tsx');
    expect(pageModulePathOf('subsidized-reporting')).toBe(
      'features/convention-reporting/ConventionReportingPage.tsx',
    );
    expect(pageModulePathOf('retail-dashboard')).toBe('features/dashboard/RetailDashboardPage.tsx');
    expect(pageModulePathOf('retail-bills')).toBe('features/invoices/BillsPage.tsx');
  });

  it('§2: the routes of one kind share one lazy module, whatever their segment and commodity', () => {
    const byName = (name: string) => ROUTES.find((route) => route.name === name)!;
    expect(pageModuleOf(byName('corporate-light-invoices'))).toBe(
      pageModuleOf(byName('pa-gas-invoices')),
    );
    expect(pageModuleOf(byName('retail'))).not.toBe(pageModuleOf(byName('retail-myBills')));
    expect(pageModuleOf(byName('corporate-light-supplies'))).toBe(
      pageModuleOf(byName('consortia-gas-supplies')),
    );
  });

  it('only the pages beyond every customer’s first path wait for the features’ texts', () => {
    expect(needsFeatureTexts('features/supplies/SuppliesPage.tsx')).toBe(true);
    expect(needsFeatureTexts('features/business-home/BusinessHomePage.tsx')).toBe(true);
    expect(needsFeatureTexts('features/dashboard/RetailDashboardPage.tsx')).toBe(false);
    expect(needsFeatureTexts('features/invoices/BillsPage.tsx')).toBe(false);
    expect(needsFeatureTexts('features/invoices/BillDetailPage.tsx')).toBe(false);
    // The business list's download texts are the features'.
    expect(needsFeatureTexts('features/invoices/InvoicesPage.tsx')).toBe(true);
    expect(needsFeatureTexts('app/pages/LoginPage.tsx')).toBe(false);
  });

  it('maps the keys of the module glob to paths relative to src', () => {
    expect(registryPathOf('../features/invoices/BillsPage.tsx')).toBe(
      'features/invoices/BillsPage.tsx',
    );
    expect(registryPathOf('./pages/LoginPage.tsx')).toBe('app/pages/LoginPage.tsx');
  });
});
