// The registries (anagrafiche) a list covers. Every list of the API — invoices, supplies,
// operations, consumption, the business dashboard's figures — takes the same two arguments, registryId and
// allRegistries, and means the same by them.
import type { Authorizer } from '../authz/authorizer.ts';
import { badInput } from '../errors/api-error.ts';

/**
 * The registries a list (or its site options) covers: the one named, every registry of the
 * session's segment with allRegistries (a consortium across its members), else
 * the selected one (Authorizer.scope). Naming one and asking for all is a contradiction.
 */
export function listScope(
  ctx: { authz: Authorizer },
  registryId: string | null | undefined,
  allRegistries: boolean | null | undefined,
): number[] {
  if (!allRegistries) return ctx.authz.scope(registryId);
  if (registryId != null && registryId !== '')
    throw badInput('allRegistries', 'registryId and allRegistries cannot be given together');
  return ctx.authz.segmentScope();
}
