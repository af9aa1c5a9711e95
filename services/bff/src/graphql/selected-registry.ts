// The registry the self-reading rule (§5), the bonus and the registry changes speak of when no
// registry is named: the selected one, else the session's first.
import { selectedRegistry } from '../session/types.ts';
import type { ApiContext } from './context.ts';

export function selectedId(ctx: ApiContext): number | null {
  return selectedRegistry(ctx.session)?.idAnagrafica ?? ctx.authz.own[0] ?? null;
}
