// GET /api/session, PUT /api/session/registry and PUT /api/session/locale (docs/api.md). Registered under '/api', so the
// api-guard hook has already required the CSRF rule and a session. The body's schema is the
// shared SessionBody (packages/shared/src/api/session.ts; session-body.test.ts checks both agree).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONSORTIUM_LOGOS } from '@portal/shared/api/session';
import { ErrorBody } from '../errors/error-body.ts';
import type { FastifyRequest } from 'fastify';
import { probeSections } from '../session/sections.ts';
import { forgetReads } from '../session/reads.ts';
import { patchSession, registryIds, type PortalSession } from '../session/types.ts';
import { sessionView } from '../session/view.ts';
import { SessionEndedError } from '../upstream/errors.ts';

const Registry = Type.Object({
  idAnagrafica: Type.Integer(),
  ragSoc: Type.String(),
  customerSegment: Type.String(),
  culture: Type.String(),
});

const Segment = Type.Union([
  Type.Literal('consortia'),
  Type.Literal('corporate'),
  Type.Literal('pa'),
  Type.Literal('pa-non-conv'),
  Type.Literal('retail'),
]);
const MenuEntry = Type.Union([
  Type.Literal('lightSub'),
  Type.Literal('light'),
  Type.Literal('fireSub'),
  Type.Literal('fire'),
]);

export const SessionBody = Type.Object({
  user: Type.Object({
    email: Type.String(),
    name: Type.String(),
    locale: Type.Union([Type.String(), Type.Null()]),
    impersonated: Type.Boolean(),
    staffEmail: Type.Union([Type.String(), Type.Null()]),
  }),
  registries: Type.Array(Registry),
  selectedRegistry: Type.Union([Registry, Type.Null()]),
  segment: Segment,
  landingRoute: Type.String(),
  sections: Type.Object({
    conventionPower: Type.Boolean(),
    noConventionPower: Type.Boolean(),
    conventionGas: Type.Boolean(),
    noConventionGas: Type.Boolean(),
  }),
  menu: Type.Array(MenuEntry),
  language: Type.Union([Type.Literal('it'), Type.Literal('de')]),
  bonusEligible: Type.Boolean(),
  canSelfRead: Type.Boolean(),
  consortiumLogo: Type.Union([Type.Enum(CONSORTIUM_LOGOS), Type.Null()]),
  businessConventions: Type.Array(
    Type.Object({
      businessConventionType: Type.String(),
      businessConventionCode: Type.Optional(Type.String()),
      businessConventionName: Type.Optional(Type.String()),
    }),
  ),
  accessTokenExpiresAt: Type.String(),
});

function sessionOf(request: FastifyRequest): PortalSession {
  // The api-guard hook answered 401 already when there is none.
  if (!request.portalSession) throw new SessionEndedError('expired');
  return request.portalSession;
}

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/session',
    { schema: { response: { 200: SessionBody, 401: ErrorBody, 403: ErrorBody } } },
    async (request) =>
      sessionView(app.sessionReads.over(app.upstream), {
        session: sessionOf(request),
        log: request.log,
      }),
  );

  app.put(
    '/session/registry',
    {
      schema: {
        body: Type.Object(
          { idAnagrafica: Type.Integer({ minimum: 1 }) },
          { additionalProperties: false },
        ),
        response: { 200: SessionBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { idAnagrafica } = request.body;
      // Only one of the session's own registries (OWASP API1); any other id is refused.
      if (!registryIds(session).includes(idAnagrafica))
        return reply.code(403).send({ error: 'FORBIDDEN' });
      session.selectedRegistryId = idAnagrafica;
      const ctx = { session, log: request.log };
      session.sections = await probeSections(app.upstream, ctx);
      const stored = await patchSession(app.sessions, session.id, (current) => {
        current.selectedRegistryId = idAnagrafica;
        current.sections = session.sections;
        // What the session kept of the other registry is not this one's (session/reads.ts).
        forgetReads(current);
      });
      if (!stored) throw new SessionEndedError('expired');
      return sessionView(app.sessionReads.over(app.upstream), {
        session: stored,
        log: request.log,
      });
    },
  );

  // The preferred language of the profile page: the profile locale §5's rule
  // reads first, so the session's language, its landing route and the content asked in its
  // language follow it from now on.
  app.put(
    '/session/locale',
    {
      schema: {
        body: Type.Object(
          { locale: Type.Union([Type.Literal('it'), Type.Literal('de')]) },
          { additionalProperties: false },
        ),
        response: { 200: SessionBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { locale } = request.body;
      const stored = await patchSession(app.sessions, sessionOf(request).id, (current) => {
        current.profile = { ...current.profile, locale };
      });
      if (!stored) throw new SessionEndedError('expired');
      return sessionView(app.sessionReads.over(app.upstream), {
        session: stored,
        log: request.log,
      });
    },
  );
};
