// Which lazy module renders which route of the shared table (§2 "Pages load on demand"). Pages
// whose content comes in later issues share the placeholder module.
import type { RouteDef } from '@portal/shared/routes';
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

/** Routes the BFF answers itself (docs/api.md); the client hands the browser over to it. */
export const SERVER_ROUTES: ReadonlySet<string> = new Set([
  'auth-login',
  'auth-logout',
  'auth-silent-refresh',
  'impersonate',
  'qrcode-invoice',
]);

const PAGES: Record<string, () => Promise<PageModule>> = {
  login: () => import('./pages/LoginPage.tsx'),
  disabled: () => import('./pages/DisabledPage.tsx'),
  unauthorized: () => import('./pages/UnauthorizedPage.tsx'),
  'auth-register': () => import('./pages/RegisterPage.tsx'),
  retail: () => import('../features/dashboard/RetailDashboardPage.tsx'),
  'retail-myBills': () => import('../features/invoices/BillsPage.tsx'),
  'retail-myBills-id': () => import('../features/invoices/BillDetailPage.tsx'),
};

const redirecting = () => import('./pages/RedirectingPage.tsx');
const placeholder = () => import('./pages/PlaceholderPage.tsx');

export function pageModuleOf(route: RouteDef): () => Promise<PageModule> {
  const page = PAGES[route.name];
  if (page) return page;
  if (route.name === 'index' || SERVER_ROUTES.has(route.name)) return redirecting;
  return placeholder;
}
