// The registration of a portal user the supplier does not know yet (§4 login result "redirect",
// §7 registrazione/anagrafica/get and contatto/save; docs/api.md "Registration").
// No portal session exists: the sign-in left an encrypted, HttpOnly cookie with the identity
// provider's access token (auth/callback.ts), and these routes make the two upstream calls with it.
// Every route checks the CSRF rule and that cookie once, in one hook. Nothing is retried: the check
// is counted upstream (5 failures per identity in 15 minutes) and the save is a POST.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fieldProblemReason } from '@portal/shared/api/errors';
import { CONTACT_LIMITS, contactErrors } from '@portal/shared/contact';
import {
  compactCustomerCode,
  compactTaxCode,
  registrationErrors,
  type RegistrationCustomer,
} from '@portal/shared/registration';
import { passesCsrf } from '../plugins/api-guard.ts';
import { registrationCookie, type RegistrationPending } from '../auth/cookies.ts';
import { ErrorBody } from '../errors/error-body.ts';
import { UpstreamError } from '../upstream/errors.ts';

const Customer = Type.Object({
  customerCode: Type.String(),
  name: Type.String(),
  address: Type.String(),
  place: Type.String(),
  maskedEmail: Type.Union([Type.String(), Type.Null()]),
  maskedPhone: Type.Union([Type.String(), Type.Null()]),
  maskedMobile: Type.Union([Type.String(), Type.Null()]),
});

const ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
};

/** What §7 registrazione/anagrafica/get answers an identity whose pair matched. */
interface RegistryAnswer {
  idanagrafica: number;
  nome: string | null;
  cognome: string | null;
  ragSoc: string;
  indirizzo: string;
  cap: string;
  localita: string;
  provincia: string;
  eMail: string | null;
  telefono: string | null;
  cellulare: string | null;
}

function customerView(
  customer: NonNullable<RegistrationPending['customer']>,
): RegistrationCustomer {
  const { idanagrafica, ...rest } = customer;
  return { customerCode: String(idanagrafica), ...rest };
}

export const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const pendingOf = new WeakMap<object, RegistrationPending>();

  app.addHook('onRequest', async (request, reply) => {
    if (!passesCsrf(request, config.allowedOrigins))
      return reply.code(403).send({ error: 'CSRF_REJECTED' });
    const pending = registrationCookie.read(request);
    // No registration in progress (or older than 15 minutes): the page offers to sign in again.
    if (!pending)
      return reply.code(401).send({ error: 'UNAUTHENTICATED', reason: 'registrationExpired' });
    pendingOf.set(request, pending);
  });
  const pending = (request: object) => pendingOf.get(request) as RegistrationPending;

  app.get(
    '/state',
    {
      schema: {
        response: {
          200: Type.Object({
            email: Type.Union([Type.String(), Type.Null()]),
            customer: Type.Union([Customer, Type.Null()]),
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const state = pending(request);
      return { email: state.email, customer: state.customer ? customerView(state.customer) : null };
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        body: Type.Object(
          {
            customerCode: Type.String({ maxLength: 40 }),
            taxCode: Type.String({ maxLength: 40 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: Customer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const state = pending(request);
      const problem = registrationErrors(request.body)[0];
      if (problem)
        return reply.code(400).send({
          error: 'BAD_USER_INPUT',
          reason: fieldProblemReason(problem),
        });
      let answer: RegistryAnswer;
      try {
        answer = (
          await app.upstream.anonymous<RegistryAnswer>({
            method: 'GET',
            path: '/api/registrazione/anagrafica/get',
            query: {
              codice: compactCustomerCode(request.body.customerCode),
              codiceFiscale: compactTaxCode(request.body.taxCode),
            },
            bearer: state.idpAccessToken,
            log: request.log,
          })
        ).body;
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        request.log.info({ status: error.status }, 'registration check refused');
        if (error.status === 404)
          return reply.code(404).send({ error: 'NOT_FOUND', reason: 'customerNotMatched' });
        if (error.status === 429)
          return reply.code(429).send({
            error: 'RATE_LIMITED',
            reason: 'tooManyAttempts',
            retryAfterMs: (Number(error.details.retryAfterSeconds) || 15 * 60) * 1000,
          });
        if (error.status === 401) {
          registrationCookie.clear(reply);
          return reply.code(401).send({ error: 'UNAUTHENTICATED', reason: 'registrationExpired' });
        }
        throw error;
      }
      const customer: NonNullable<RegistrationPending['customer']> = {
        idanagrafica: answer.idanagrafica,
        name: [answer.nome, answer.cognome].filter(Boolean).join(' ') || answer.ragSoc,
        address: answer.indirizzo,
        place: `${answer.cap} ${answer.localita} (${answer.provincia})`,
        maskedEmail: answer.eMail,
        maskedPhone: answer.telefono,
        maskedMobile: answer.cellulare,
      };
      registrationCookie.write(reply, { ...state, customer });
      return customerView(customer);
    },
  );

  app.post(
    '/contacts',
    {
      schema: {
        body: Type.Object(
          {
            email: Type.String({ maxLength: CONTACT_LIMITS.email }),
            phone: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.phone })),
            mobile: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.phone })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            registrationNumber: Type.String(),
            email: Type.String(),
            activationBy: Type.String(),
          }),
          ...ERRORS,
        },
      },
    },
    async (request, reply) => {
      const state = pending(request);
      if (!state.customer)
        return reply.code(400).send({ error: 'BAD_USER_INPUT', reason: 'customerNotChecked' });
      const input = {
        email: request.body.email,
        phone: request.body.phone ?? '',
        mobile: request.body.mobile ?? '',
      };
      const problem = contactErrors(input)[0];
      if (problem)
        return reply
          .code(400)
          .send({ error: 'BAD_USER_INPUT', reason: fieldProblemReason(problem) });
      const email = input.email.trim();
      const { body } = await app.upstream.anonymous<{
        saved: boolean;
        numeroRegistrazione: string;
        dataAttivazionePrevista: string;
      }>({
        method: 'POST',
        path: '/api/registrazione/contatto/save',
        body: {
          idanagrafica: state.customer.idanagrafica,
          eMail: email,
          ...(input.phone.trim() ? { telefono: input.phone.trim() } : {}),
          ...(input.mobile.trim() ? { cellulare: input.mobile.trim() } : {}),
        },
        bearer: state.idpAccessToken,
        log: request.log,
      });
      registrationCookie.clear(reply);
      request.log.info('registration confirmed');
      return {
        registrationNumber: body.numeroRegistrazione,
        email,
        activationBy: body.dataAttivazionePrevista,
      };
    },
  );
};
