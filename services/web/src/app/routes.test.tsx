import { ROUTES, routeForms, type RouteDef } from '@portal/shared/routes';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pageModuleOf, SERVER_ROUTES } from './pages.ts';
import {
  formOfPath,
  generateRoutes,
  routeKeyOf,
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

describe('§2: the router starts with the page it opens on and adds each other page on the way there', () => {
  const StandIn = () => null;
  const standIn = () => async () => ({ default: StandIn });
  const generate = (route: RouteDef, form: RouteForm) =>
    generateRoutes(deps, [route], standIn, [form]);
  const everyRoute = (): RouteObject[] => generateRoutes(deps, ROUTES, standIn);

  it('names the form of a pathname: no prefix, /it or /de', () => {
    expect(formOfPath('/retail/myBills')).toBe(0);
    expect(formOfPath('/')).toBe(0);
    expect(formOfPath('/nowhere')).toBe(0);
    expect(formOfPath('/it')).toBe(1);
    expect(formOfPath('/it/corporate/light/invoices')).toBe(1);
    expect(formOfPath('/de/retail')).toBe(2);
  });

  it('names the route object of a page path, and none for a path that is no page', () => {
    expect(routeKeyOf('/de/retail/myBills/FT2026%2F000011')?.key).toBe('retail-myBills-id:2');
    expect(routeKeyOf('/it/corporate/light/invoices')?.key).toBe('corporate-light-invoices:1');
    expect(routeKeyOf('/retail')?.key).toBe('retail:0');
    expect(routeKeyOf('/nowhere')).toBeNull();
    expect(routeKeyOf('/de/nowhere')).toBeNull();
  });

  function tree(children: RouteObject[]): RouteObject[] {
    return [{ id: 'root', path: '/', children: [...children, { id: 'not-found', path: '*' }] }];
  }

  function routerAt(path: string) {
    const first = routeKeyOf(path);
    return createMemoryRouter(tree(first ? generate(first.route, first.form) : []), {
      initialEntries: [path],
      patchRoutesOnNavigation: routesPatcher(deps, first ? [first.key] : [], generate),
    });
  }

  const lastMatch = (router: { state: { matches: Array<{ route: { id: string } }> } }) =>
    router.state.matches.at(-1)?.route.id;

  it('opens every page of every form on the route the whole table would match', async () => {
    // One path per route and form, with a value for each parameter; the router with every route
    // object and the router with the opened page's alone must agree.
    const paths = ROUTES.flatMap((route) =>
      routeForms(route).map((form) => form.replace(/:\w+/g, '40040001')),
    );
    expect(paths).toHaveLength(ROUTES.length * 3);
    const whole = createMemoryRouter(tree(everyRoute()), { initialEntries: ['/'] });
    for (const path of paths) {
      const alone = routerAt(path);
      await whole.navigate(path);
      await vi.waitFor(() => expect(lastMatch(alone), path).toBe(lastMatch(whole)));
      expect(lastMatch(alone), path).toBe(routeKeyOf(path)?.key);
      alone.dispose();
    }
    whole.dispose();
  });

  it('finds a page in another form and another page on the first navigation there', async () => {
    const router = routerAt('/retail');
    await vi.waitFor(() => expect(lastMatch(router)).toBe('retail:0'));
    await router.navigate('/de/retail/myBills/FT2026%2F000011');
    expect(lastMatch(router)).toBe('retail-myBills-id:2');
    expect(router.state.location.pathname).toBe('/de/retail/myBills/FT2026%2F000011');
    await router.navigate('/it/retail/myBills');
    expect(lastMatch(router)).toBe('retail-myBills:1');
    await router.navigate('/retail/myBills');
    expect(lastMatch(router)).toBe('retail-myBills:0');
    await router.navigate('/retail');
    expect(lastMatch(router)).toBe('retail:0');
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

  it('starts on the 404 with no page route, and adds the first page asked for', async () => {
    const router = routerAt('/nowhere');
    await vi.waitFor(() => expect(lastMatch(router)).toBe('not-found'));
    await router.navigate('/pa/subsidizedGas/order');
    expect(lastMatch(router)).toBe('pa-subsidizedGas-order:0');
    router.dispose();
  });

  it('adds each page route once, and nothing for a path that is no page', () => {
    const patch = vi.fn();
    const patcher = routesPatcher(deps, ['retail:0'], generate);
    patcher({ path: '/retail', patch });
    patcher({ path: '/de/retail', patch });
    patcher({ path: '/de/retail/', patch });
    patcher({ path: '/de/retail/myBills', patch });
    patcher({ path: '/de/nowhere', patch });
    patcher({ path: '/de/retail/myBills', patch });
    expect(
      patch.mock.calls.map(([id, children]) => [
        id,
        (children as RouteObject[]).map((route) => route.id),
      ]),
    ).toEqual([
      ['root', ['retail:2']],
      ['root', ['retail-myBills:2']],
    ]);
  });
});
