import { describe, expect, it } from 'vitest';
import { UnknownMiddlewareError, guardRoute } from './guard.ts';
import { ROUTES, routeByName, type RouteDef } from './routes.ts';
import { SEGMENTS, landingRoute } from './segment.ts';

function route(name: string): RouteDef {
  const found = routeByName(name);
  if (!found) throw new Error(`missing route ${name}`);
  return found;
}

describe('guardRoute', () => {
  it('§6 guard: a route is allowed for the segment of its meta type', () => {
    expect(guardRoute(route('retail-myBills-id'), 'retail')).toEqual({ kind: 'allow' });
    expect(guardRoute(route('pa-subsidizedGas-order'), 'pa')).toEqual({ kind: 'allow' });
  });

  it("§6 guard: another segment's route redirects to the user's home", () => {
    expect(guardRoute(route('corporate-gas-contracts-id'), 'retail')).toEqual({
      kind: 'redirect',
      to: '/retail',
    });
    expect(guardRoute(route('pa-gas-overview'), 'pa-non-conv')).toEqual({
      kind: 'redirect',
      to: '/pa-non-conv',
    });
  });

  it('§6 guard: meta type × segment over the whole table', () => {
    for (const segmentRoute of ROUTES.filter((r) => r.metaType !== null)) {
      for (const segment of SEGMENTS) {
        const expected =
          segmentRoute.metaType === segment
            ? { kind: 'allow' }
            : { kind: 'redirect', to: landingRoute(segment) };
        expect(guardRoute(segmentRoute, segment)).toEqual(expected);
      }
    }
  });

  it('§6 guard: a route with no meta type redirects home', () => {
    for (const name of ['index', 'impersonate', 'qrcode-invoice']) {
      expect(guardRoute(route(name), 'consortia')).toEqual({ kind: 'redirect', to: '/consortia' });
    }
  });

  it('§2 §6 guard: public routes are reachable whatever the segment', () => {
    for (const name of ['auth-login', 'unauthorized', 'disabled', 'login']) {
      expect(guardRoute(route(name), 'corporate')).toEqual({ kind: 'allow' });
    }
  });

  it('§6 guard: known middleware passes, unknown middleware raises an error', () => {
    expect(
      guardRoute({ metaType: 'retail', public: false, middleware: ['auth'] }, 'retail'),
    ).toEqual({
      kind: 'allow',
    });
    expect(guardRoute({ metaType: null, public: true, middleware: ['guest'] }, 'retail')).toEqual({
      kind: 'allow',
    });
    expect(() =>
      guardRoute({ metaType: 'retail', public: false, middleware: ['auth', 'admin'] }, 'retail'),
    ).toThrow(UnknownMiddlewareError);
    expect(() => guardRoute({ metaType: null, public: true, middleware: ['x'] }, 'pa')).toThrow(
      'Unknown route middleware: x',
    );
  });
});
