// Which lazy module renders which route (§2 "Pages load on demand"): the route's page kind looked up
// in the page registry, its module path resolved among the page modules Vite knows (one chunk each).
import { routesOfKind, type RouteDef } from '@portal/shared/routes';
import type { ComponentType } from 'react';
import { loadFeatureTexts } from '../lib/i18n.ts';
import { pageModulePathOf, type PageModulePath } from './page-registry.ts';

export interface PageModule {
  default: ComponentType;
}

/** Routes the BFF answers itself (docs/api.md); the client hands the browser over to it. */
export const SERVER_ROUTES: ReadonlySet<string> = new Set(
  routesOfKind('handoff').map((route) => route.name),
);

// Every page module, keyed by its path relative to this folder ('../features/x/YPage.tsx').
const MODULES = import.meta.glob<PageModule>(['../features/*/*Page.tsx', './pages/*Page.tsx']);

/** '../features/x/YPage.tsx' → 'features/x/YPage.tsx'; './pages/Y.tsx' → 'app/pages/Y.tsx'. */
export function registryPathOf(globKey: string): string {
  return new URL(globKey, 'file:///src/app/').pathname.slice('/src/'.length);
}

const LOADERS: ReadonlyMap<string, () => Promise<PageModule>> = new Map(
  Object.entries(MODULES).map(([key, load]) => [registryPathOf(key), load]),
);

/** The registered paths Vite found (the registry test checks every entry is among them). */
export function knownPageModules(): string[] {
  return [...LOADERS.keys()];
}

export function loaderOfPath(path: PageModulePath): () => Promise<PageModule> {
  const load = LOADERS.get(path);
  if (!load) throw new Error(`The page registry names ${path}, which is not a page module`);
  return load;
}

/**
 * Pages whose texts are in the shell's chunk (locales/<lang>/shell.ts): those on every customer's
 * first path — the retail dashboard, the bills and a bill. Every other feature's page, the business
 * invoices list too (its download's texts are the features'), loads the features' texts with its
 * module.
 */
const SHELL_TEXT_PAGES: ReadonlySet<string> = new Set([
  'features/dashboard/RetailDashboardPage.tsx',
  'features/invoices/BillsPage.tsx',
  'features/invoices/BillDetailPage.tsx',
]);

/** Whether a page module needs the features' texts (locales/<lang>/features.ts). */
export function needsFeatureTexts(path: PageModulePath): boolean {
  return path.startsWith('features/') && !SHELL_TEXT_PAGES.has(path);
}

/** One loader per page module, however many routes render it. */
const PAGE_LOADERS = new Map<PageModulePath, () => Promise<PageModule>>();

export function pageModuleOf(route: RouteDef): () => Promise<PageModule> {
  const path = pageModulePathOf(route.kind);
  let loader = PAGE_LOADERS.get(path);
  if (!loader) {
    const load = loaderOfPath(path);
    loader = needsFeatureTexts(path)
      ? () => Promise.all([load(), loadFeatureTexts()]).then(([module]) => module)
      : load;
    PAGE_LOADERS.set(path, loader);
  }
  return loader;
}
