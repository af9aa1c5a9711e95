import { ROUTES, routeForms } from '@portal/shared/routes';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageModuleOf, SERVER_ROUTES } from './pages.ts';
import {
  formOfPath,
  generateRoutes,
  routesPatcher,
  type RouteForm,
  type RouteHandle,
} from './routes.tsx';

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

describe('§2: the router starts with one language form and adds another on the way there', () => {
  const StandIn = () => null;
  const standIn = () => async () => ({ default: StandIn });
  const generate = (forms: readonly RouteForm[]) => generateRoutes(deps, ROUTES, standIn, forms);

  it('names the form of a pathname: no prefix, /it or /de', () => {
    expect(formOfPath('/retail/myBills')).toBe(0);
    expect(formOfPath('/')).toBe(0);
    expect(formOfPath('/nowhere')).toBe(0);
    expect(formOfPath('/it')).toBe(1);
    expect(formOfPath('/it/corporate/light/invoices')).toBe(1);
    expect(formOfPath('/de/retail')).toBe(2);
  });

  it('generates only the forms asked for', () => {
    const german = generate([2]);
    expect(german).toHaveLength(ROUTES.length);
    expect(german.every((route) => route.path?.startsWith('/de'))).toBe(true);
    expect(generate([0, 1])).toHaveLength(ROUTES.length * 2);
  });

  function routerAt(path: string) {
    const first = formOfPath(path);
    const tree = (forms: readonly RouteForm[]): RouteObject[] => [
      { id: 'root', path: '/', children: [...generate(forms), { id: 'not-found', path: '*' }] },
    ];
    return createMemoryRouter(tree([first]), {
      initialEntries: [path],
      patchRoutesOnNavigation: routesPatcher(deps, first, generate),
    });
  }

  const lastMatch = (router: ReturnType<typeof routerAt>) => router.state.matches.at(-1)?.route.id;

  it('finds a German page on the first navigation from an Italian one, then the Italian one again', async () => {
    const router = routerAt('/retail');
    await vi.waitFor(() => expect(lastMatch(router)).toBe('retail:0'));
    await router.navigate('/de/retail/myBills/FT2026%2F000011');
    expect(lastMatch(router)).toBe('retail-myBills-id:2');
    expect(router.state.location.pathname).toBe('/de/retail/myBills/FT2026%2F000011');
    await router.navigate('/it/retail/myBills');
    expect(lastMatch(router)).toBe('retail-myBills:1');
    await router.navigate('/retail/myBills');
    expect(lastMatch(router)).toBe('retail-myBills:0');
    router.dispose();
  });

  it('still answers the 404 for a path that is no page in any form', async () => {
    const router = routerAt('/de/retail');
    await vi.waitFor(() => expect(lastMatch(router)).toBe('retail:2'));
    await router.navigate('/de/nowhere');
    expect(lastMatch(router)).toBe('not-found');
    await router.navigate('/nowhere');
    expect(lastMatch(router)).toBe('not-found');
    await router.navigate('/corporate/light/invoices');
    expect(lastMatch(router)).toBe('corporate-light-invoices:0');
    router.dispose();
  });

  it('asks for each form once', () => {
    const patch = vi.fn();
    const patcher = routesPatcher(deps, 0, generate);
    patcher({ path: '/retail', patch });
    patcher({ path: '/de/retail', patch });
    patcher({ path: '/de/retail/myBills', patch });
    patcher({ path: '/it', patch });
    expect(
      patch.mock.calls.map(([id, children]) => [id, (children as RouteObject[]).length]),
    ).toEqual([
      ['root', ROUTES.length],
      ['root', ROUTES.length],
    ]);
  });
});
