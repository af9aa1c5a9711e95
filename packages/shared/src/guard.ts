// The route guard of §6: a route opens only for the segment of its meta type; anything else goes
// to the home of the user's segment.
import type { RouteDef } from './routes.ts';
import { landingRoute, type Segment } from './segment.ts';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Route middleware the client knows; §6: any other name is an error. */
export const KNOWN_MIDDLEWARE = ['auth', 'guest'] as const;

export class UnknownMiddlewareError extends Error {
  readonly middleware: string;

  constructor(middleware: string) {
    super(`Unknown route middleware: ${middleware}`);
    this.name = 'UnknownMiddlewareError';
    this.middleware = middleware;
  }
}

function assertKnownMiddleware(names: readonly string[]): void {
  const unknown = names.find((name) => !(KNOWN_MIDDLEWARE as readonly string[]).includes(name));
  if (unknown !== undefined) throw new UnknownMiddlewareError(unknown);
}

/**
 * §6: public routes are allowed; a route whose meta type is the user's segment is allowed; any
 * other route, including one with no meta type, redirects to the segment's home.
 */
export function guardRoute(
  route: Pick<RouteDef, 'metaType' | 'public'> & { middleware?: string[] },
  segment: Segment,
): GuardDecision {
  assertKnownMiddleware(route.middleware ?? []);
  if (route.public) return { kind: 'allow' };
  if (route.metaType === segment) return { kind: 'allow' };
  return { kind: 'redirect', to: landingRoute(segment) };
}
