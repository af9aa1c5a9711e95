import { ROUTES, routeForms } from '@portal/shared/routes';
import { describe, expect, it, vi } from 'vitest';
import { pageModuleOf, SERVER_ROUTES } from './pages.ts';
import { generateRoutes, type RouteHandle } from './routes.tsx';

const deps = () => ({ storage: sessionStorage, reload: vi.fn(), now: Date.now });

describe('§2: the router generated from the shared route table', () => {
  const routes = generateRoutes(deps);

  it('has every ROUTES entry in its three forms (no prefix, /it, /de)', () => {
    expect(routes).toHaveLength(ROUTES.length * 3);
    const paths = new Set(routes.map((route) => route.path));
    for (const route of ROUTES) {
      for (const form of routeForms(route)) expect(paths, form).toContain(form);
    }
    expect(paths).toContain('/de/retail/myBills/:id');
    expect(paths).toContain('/it/pa/subsidizedGas/order');
  });

  it('gives every generated route a unique id, its route definition and a lazy page', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    for (const route of routes) {
      expect(typeof route.lazy).toBe('function');
      expect((route.handle as RouteHandle).route.path).toBeTruthy();
    }
  });

  it('loads one module per journey page, one for both subsidised schemes of a kind', () => {
    const byName = (name: string) => ROUTES.find((route) => route.name === name)!;
    expect(pageModuleOf(byName('retail'))).not.toBe(pageModuleOf(byName('retail-myBills')));
    // One page kind serves the gas and the light scheme, as a business kind does.
    expect(pageModuleOf(byName('pa-subsidizedGas-connection'))).toBe(
      pageModuleOf(byName('pa-subsidizedLight-connection')),
    );
    // Costs and consumptions and load curves are pages of their own.
    expect(pageModuleOf(byName('corporate-gas-costsAndConsumptions'))).not.toBe(
      pageModuleOf(byName('pa-light-loadCurves')),
    );
    for (const name of SERVER_ROUTES) expect(byName(name), name).toBeDefined();
  });

  it('resolves a lazy route to a component', async () => {
    const route = routes.find((candidate) => candidate.path === '/de/retail/myBills');
    const lazy = route?.lazy as () => Promise<{ Component: unknown }>;
    const resolved = await lazy();
    expect(typeof resolved.Component).toBe('function');
  });
});
