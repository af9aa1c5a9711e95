// POST /ubik/graphql: the data service (mercurius). A valid portal token is required (401
// otherwise); like the real service it trusts its caller for idanagrafica (object-level
// authorization is the BFF's job, docs/upstream-contract.md).
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { SandboxContext } from '../context.ts';
import { InputError } from '../data/query.ts';
import type { DataStore } from '../data/store.ts';
import {
  resolveAnagrafica,
  resolveContratti,
  resolveFatture,
  type ContrattiArgs,
  type FattureArgs,
} from './core.ts';
import {
  markAllNotifications,
  markNotification,
  resolveBonus,
  resolveConsumi,
  resolveForniture,
  resolveLetture,
  resolveNotifiche,
  resolveOperazioni,
  type FornitureArgs,
  type OperazioniArgs,
} from './extras.ts';
import { resolveRichiesteScritte } from '../data/written-requests.ts';
import { resolveConsumiTotali, resolveCurvaCarico, type ConsumiTotaliArgs } from './consumption.ts';
import { createRequest, resolveRichieste, type RichiestaInput } from './requests.ts';
import { schema } from './schema.ts';
import {
  conventionTypeDefs,
  resolveAnagraficaConvenzione,
  resolveContrattiConvenzione,
  resolveConvenzioni,
  resolveDocumenti,
  resolveOrdini,
  resolveReport,
  type ConventionCaller,
} from './convention.ts';

type Args = Record<string, unknown>;

/** The registries of the token that called, for the reads that answer only for them. */
const callers = new WeakMap<object, ConventionCaller>();

/** A convention read: given the caller's own registries, with caller errors as GraphQL errors. */
function owned<A, R>(
  run: (caller: ConventionCaller, args: A) => R,
): (root: unknown, args: A, context: object) => R {
  const nobody: ConventionCaller = { own: new Set() };
  return (root, args, context) =>
    guarded((a: A) => run((context as { caller?: ConventionCaller }).caller ?? nobody, a))(
      root,
      args,
    );
}

/** Turns caller errors into GraphQL errors with a stable code and the field they concern. */
function guarded<A, R>(run: (args: A) => R): (root: unknown, args: A) => R {
  return (_root, args) => {
    try {
      return run(args);
    } catch (error) {
      if (error instanceof InputError) {
        throw new mercurius.ErrorWithProps(error.message, { code: error.code, field: error.field });
      }
      throw error;
    }
  };
}

export function buildResolvers(store: DataStore): mercurius.IResolvers {
  return {
    Query: {
      fatture: guarded((a: FattureArgs) => resolveFatture(store, a)),
      contratti: guarded((a: ContrattiArgs) => resolveContratti(store, a)),
      anagrafica: guarded((a: { idanagrafica: number }) =>
        resolveAnagrafica(store, a.idanagrafica),
      ),
      forniture: guarded((a: FornitureArgs) => resolveForniture(store, a)),
      consumi: guarded((a: Parameters<typeof resolveConsumi>[1]) => resolveConsumi(store, a)),
      curvaCarico: guarded((a: Parameters<typeof resolveCurvaCarico>[1]) =>
        resolveCurvaCarico(store, a),
      ),
      consumiTotali: guarded((a: ConsumiTotaliArgs) => resolveConsumiTotali(store, a)),
      operazioni: guarded((a: OperazioniArgs) => resolveOperazioni(store, a)),
      notifiche: guarded((a: Parameters<typeof resolveNotifiche>[1]) => resolveNotifiche(store, a)),
      bonusFedelta: guarded((a: { idanagrafica: number }) => resolveBonus(store, a.idanagrafica)),
      richiesteGestione: guarded((a: Parameters<typeof resolveRichieste>[1]) =>
        resolveRichieste(store, a),
      ),
      letture: guarded((a: Parameters<typeof resolveLetture>[1]) => resolveLetture(store, a)),
      richiesteScritte: guarded((a: Parameters<typeof resolveRichiesteScritte>[1]) =>
        resolveRichiesteScritte(store, a),
      ),
      convenzioni: owned((c, a: Parameters<typeof resolveConvenzioni>[2]) =>
        resolveConvenzioni(store, c, a),
      ),
      ordiniConvenzione: owned((c, a: Parameters<typeof resolveOrdini>[2]) =>
        resolveOrdini(store, c, a),
      ),
      contrattiConvenzione: owned((c, a: Parameters<typeof resolveContrattiConvenzione>[2]) =>
        resolveContrattiConvenzione(store, c, a),
      ),
      reportConvenzione: owned((c, a: Parameters<typeof resolveReport>[2]) =>
        resolveReport(store, c, a),
      ),
      documentiConvenzione: owned((c, a: Parameters<typeof resolveDocumenti>[2]) =>
        resolveDocumenti(store, c, a),
      ),
      anagraficaConvenzione: owned((c, a: { idanagrafica: number }) =>
        resolveAnagraficaConvenzione(store, c, a.idanagrafica),
      ),
    },
    Mutation: {
      creaRichiestaGestione: guarded((a: { input: RichiestaInput }) =>
        createRequest(store, a.input),
      ),
      segnaNotificaLetta: guarded((a: Args) =>
        markNotification(store, Number(a.idnotifica), a.letta !== false),
      ),
      segnaNotificheLette: guarded((a: { idanagrafica: number[] }) =>
        markAllNotifications(store, a.idanagrafica),
      ),
    },
  };
}

/** The §7 payload is { query, variables, operationName }: each of a known type, or a clear 400. */
export function payloadProblem(method: string, body: unknown): string | null {
  if (method !== 'POST' || body === null || typeof body !== 'object' || Array.isArray(body))
    return null;
  const { query, variables, operationName } = body as Args;
  if (query !== undefined && typeof query !== 'string') return 'body.query must be a string';
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return 'body.variables must be an object';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return 'body.operationName must be a string';
  }
  return null;
}

export async function registerDataService(
  app: FastifyInstance,
  ctx: SandboxContext,
  store: DataStore,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const subject = await ctx.tokens.verifyBearer(request.headers.authorization);
      if (!subject)
        return reply
          .code(401)
          .send({ error: 'unauthorized', message: 'a valid bearer token is required' });
      callers.set(request, {
        own: new Set(subject.account.anagrafiche.map((a) => a.idAnagrafica)),
      });
    });
    // Checked before schema coercion: a non-string query would otherwise surface as an internal
    // error of mercurius.
    scope.addHook('preValidation', async (request, reply) => {
      const problem = payloadProblem(request.method, request.body);
      if (problem) return reply.code(400).send({ data: null, errors: [{ message: problem }] });
    });
    await scope.register(mercurius, {
      schema: schema + conventionTypeDefs,
      resolvers: buildResolvers(store),
      context: (request) => ({ caller: callers.get(request) }),
      path: '/ubik/graphql',
      graphiql: false,
      queryDepth: 8,
    });
  });
}
