// Registry, contacts, gas self-reading and privacy (§7 "Registry, readings, privacy"); the
// consents in force are read back with GET customer-cases/privacy. Answers only
// for the token's own registries; another customer's id is "not found". contatto/save also files a
// written request when its body carries a tipoRichiesta: data/written-requests.ts.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  type PrivacyCaseAnswer,
  type PrivacyConsentsAnswer,
  type ReadingSaveAnswer,
} from '@portal/upstream-contract/rest';
import { parseYmd, romeInstant } from '../data/dates.ts';
import type { DataStore } from '../data/store.ts';
import { UNITA_MISURA } from '../data/supplies.ts';
import { Registrations, type RegistrableCustomer } from '../data/registrations.ts';
import { fileWrittenRequest, isRefusal } from '../data/written-requests.ts';
import { EMAIL_PATTERN } from '../graphql/requests.ts';
import {
  MAX_ID,
  fail,
  identityOf,
  notFound,
  ownRegistries,
  type DataDeps,
  type DataRouteConfig,
} from './data-http.ts';

const RegistryQuery = Type.Object({
  codice: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  /** With an identity's token (registration): the tax code that must belong to `codice`. */
  codiceFiscale: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
});

const PHONE = '^\\+?[0-9 ]{6,20}$';
/** Contact details, or (with tipoRichiesta) a written request: two shapes of one call. */
const ContactBody = Type.Object({
  idanagrafica: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  eMail: Type.Optional(Type.String({ maxLength: 254 })),
  telefono: Type.Optional(Type.String({ pattern: PHONE })),
  cellulare: Type.Optional(Type.String({ pattern: PHONE })),
  tipoRichiesta: Type.Optional(Type.String({ maxLength: 40 })),
  oggetto: Type.Optional(Type.String({ maxLength: 200 })),
  messaggio: Type.Optional(Type.String({ maxLength: 5000 })),
  idfornitura: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  podPdr: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,20}$' })),
  numeroFattura: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  idCasePrivacy: Type.Optional(Type.String({ maxLength: 40 })),
});

const WRITTEN_REQUEST_FIELDS = [
  'oggetto',
  'messaggio',
  'idfornitura',
  'podPdr',
  'numeroFattura',
  'idCasePrivacy',
] as const;

const ReadingBody = Type.Object({
  idanagrafica: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  idrigaContratto: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  // Checked by hand so that a non-number answers the contract's letturaNotNumber marker.
  lettura: Type.Union([Type.Number(), Type.String({ maxLength: 32 })]),
  dataLettura: Type.String({ maxLength: 10 }),
});

const PrivacyBody = Type.Object({
  idanagrafica: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  consents: Type.Optional(
    Type.Object({
      marketing: Type.Boolean(),
      profiling: Type.Boolean(),
      thirdParties: Type.Boolean(),
    }),
  ),
  /** The customer read the privacy notice (before a written request). */
  presaVisioneInformativa: Type.Optional(Type.Literal(true)),
});

const PrivacyQuery = Type.Object({
  idanagrafica: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});

/** A meter reading is a whole, non-negative number of Smc (digits only when sent as text). */
export function readingValue(raw: number | string): number | null {
  const value =
    typeof raw === 'number' ? raw : /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 && value < 1e9 ? value : null;
}

function saveReading(
  store: DataStore,
  body: { idanagrafica: number; idrigaContratto: number; lettura: number; dataLettura: string },
): number {
  const contract = store.data.contrattiByRiga.get(body.idrigaContratto);
  const idLettura = store.next('lettura', 89_000_001);
  const list = store.data.letture.get(body.idanagrafica) ?? [];
  list.unshift({
    idLettura,
    idanagrafica: body.idanagrafica,
    idrigaContratto: body.idrigaContratto,
    idfornitura: contract?.idfornitura ?? 0,
    codicePunto: contract?.codicePunto ?? '',
    dataLettura: body.dataLettura,
    lettura: body.lettura,
    tipoLettura: 'Autolettura',
    unitaMisura: UNITA_MISURA.gas,
  });
  store.data.letture.set(body.idanagrafica, list);
  if (contract) {
    contract.ultimaLettura = body.lettura;
    contract.dataUltimaLettura = body.dataLettura;
  }
  return idLettura;
}

/** An e-mail with only its first letter and domain shown (u***@example.it). */
function maskEmail(value: string | null): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  return at < 1 ? '***' : `${value[0]}***${value.slice(at)}`;
}

/** A phone number with only its last three digits shown. */
function maskPhone(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  return `*** ${digits.slice(-3)}`;
}

/** What a verified registration may see of the customer: the registry, contacts masked. */
function registrationAnswer(customer: RegistrableCustomer) {
  return {
    idanagrafica: customer.idanagrafica,
    nome: customer.nome,
    cognome: customer.cognome,
    ragSoc: customer.ragSoc,
    indirizzo: customer.indirizzo,
    cap: customer.cap,
    localita: customer.localita,
    provincia: customer.provincia,
    customerSegment: customer.customerSegment,
    culture: customer.culture,
    eMail: maskEmail(customer.eMail),
    telefono: maskPhone(customer.telefono),
    cellulare: maskPhone(customer.cellulare),
    registrazione: { stato: 'daConfermare' },
  };
}

const IDENTITY: { config: DataRouteConfig } = { config: { identity: true } };

export async function registerRegistryRoutes(
  app: FastifyInstance,
  { ctx, store }: DataDeps,
): Promise<void> {
  const registrations = new Registrations(() => store.now());
  ctx.resetHooks.push(() => registrations.reset());

  app.get(
    '/api/registrazione/anagrafica/get',
    { schema: { querystring: RegistryQuery }, ...IDENTITY },
    async (request, reply) => {
      const { codice, codiceFiscale } = request.query as Static<typeof RegistryQuery>;
      const identity = identityOf(request);
      if (identity !== null) {
        // Registration: the pair must match; every refusal answers alike.
        if (codice === undefined || codiceFiscale === undefined)
          return fail(
            reply,
            400,
            'badRequest',
            'querystring: codice and codiceFiscale are required to register',
          );
        const checked = registrations.verify(identity, codice, codiceFiscale);
        if (checked.ok) return registrationAnswer(checked.customer);
        if (checked.reason === 'tooManyAttempts') {
          return reply.code(429).header('Retry-After', String(checked.retryAfterSeconds)).send({
            error: 'tooManyAttempts',
            message: 'too many failed checks: try again later',
            retryAfterSeconds: checked.retryAfterSeconds,
          });
        }
        return notFound(reply, 'registry');
      }
      const own = [...ownRegistries(request)];
      const id = codice ?? own[0];
      const anagrafica =
        id !== undefined && own.includes(id) ? store.data.anagrafiche.get(id) : undefined;
      return anagrafica ?? notFound(reply, `registry ${codice ?? ''}`.trim());
    },
  );

  app.post(
    '/api/registrazione/contatto/save',
    { schema: { body: ContactBody }, ...IDENTITY },
    async (request, reply) => {
      const body = request.body as Static<typeof ContactBody>;
      const contactGiven =
        body.eMail !== undefined || body.telefono !== undefined || body.cellulare !== undefined;
      const identity = identityOf(request);
      if (identity !== null) {
        // Registration: the contacts of the customer this identity proved to be.
        if (body.tipoRichiesta !== undefined || body.eMail === undefined)
          return fail(reply, 400, 'badRequest', 'body.eMail is required to register');
        if (!EMAIL_PATTERN.test(body.eMail))
          return fail(reply, 400, 'badRequest', 'body.eMail must be an e-mail address');
        const confirmed = registrations.confirm(identity, body.idanagrafica, {
          eMail: body.eMail,
          telefono: body.telefono?.trim() ?? null,
          cellulare: body.cellulare?.trim() ?? null,
        });
        if (!confirmed) return notFound(reply, `registry ${body.idanagrafica}`);
        return {
          saved: true,
          numeroRegistrazione: confirmed.numeroRegistrazione,
          dataAttivazionePrevista: confirmed.dataAttivazionePrevista,
        };
      }
      if (body.tipoRichiesta !== undefined) {
        if (contactGiven)
          return fail(
            reply,
            400,
            'badRequest',
            'body.tipoRichiesta: a written request carries no eMail, telefono or cellulare',
          );
        const filed = fileWrittenRequest(store, ownRegistries(request), {
          ...body,
          tipoRichiesta: body.tipoRichiesta,
        });
        if (isRefusal(filed)) return fail(reply, filed.status, filed.error, filed.message);
        return {
          saved: true,
          idRichiesta: filed.idRichiesta,
          numeroPratica: filed.numeroPratica,
          tipoRichiesta: filed.tipoRichiesta,
          dataRichiesta: filed.dataRichiesta,
          dataScadenzaRisposta: filed.dataScadenzaRisposta,
          stato: filed.stato,
        };
      }
      const stray = WRITTEN_REQUEST_FIELDS.find((field) => body[field] !== undefined);
      if (stray)
        return fail(
          reply,
          400,
          'badRequest',
          `body.${stray} belongs to a written request: give tipoRichiesta`,
        );
      if (!contactGiven) {
        return fail(
          reply,
          400,
          'badRequest',
          'body needs at least one of eMail, telefono, cellulare',
        );
      }
      if (body.eMail !== undefined && !EMAIL_PATTERN.test(body.eMail))
        return fail(reply, 400, 'badRequest', 'body.eMail must be an e-mail address');
      const anagrafica = ownRegistries(request).has(body.idanagrafica)
        ? store.data.anagrafiche.get(body.idanagrafica)
        : undefined;
      if (!anagrafica) return notFound(reply, `registry ${body.idanagrafica}`);
      if (body.eMail !== undefined) {
        anagrafica.eMail = body.eMail;
        anagrafica.fatturaDigitale.eMail = body.eMail;
      }
      if (body.telefono !== undefined) anagrafica.telefono = body.telefono.trim();
      if (body.cellulare !== undefined) anagrafica.cellulare = body.cellulare.trim();
      return { saved: true };
    },
  );

  app.post(
    '/api/lettura/apccb/gas/save',
    { schema: { body: ReadingBody } },
    async (request, reply) => {
      const body = request.body as Static<typeof ReadingBody>;
      const date = parseYmd(body.dataLettura);
      if (!date)
        return fail(reply, 400, 'badRequest', 'body.dataLettura must be a date YYYY-MM-DD');
      const own = ownRegistries(request);
      const contract = store.data.contrattiByRiga.get(body.idrigaContratto);
      if (!own.has(body.idanagrafica) || !contract || contract.idanagrafica !== body.idanagrafica) {
        return notFound(reply, `contract row ${body.idrigaContratto}`);
      }
      if (contract.codUtility !== 1 || !contract.canInsertLettura) {
        return fail(
          reply,
          400,
          'readingNotAllowed',
          'this contract does not accept a self-reading',
        );
      }
      const value = readingValue(body.lettura);
      if (value === null)
        return fail(reply, 400, 'letturaNotNumber', 'lettura must be a whole, non-negative number');
      const meterDigits = store.data.fornitureById.get(contract.idfornitura)?.cifreContatore;
      if (meterDigits && value >= 10 ** meterDigits)
        return fail(
          reply,
          400,
          'letturaTooManyDigits',
          `lettura has more digits than the meter's ${meterDigits}`,
        );
      const from = contract.finestraLetturaDal;
      const to = contract.finestraLetturaAl;
      if (
        !from ||
        !to ||
        body.dataLettura < from ||
        body.dataLettura > to ||
        body.dataLettura > store.today()
      ) {
        return fail(
          reply,
          400,
          'outsideReadingWindow',
          `dataLettura must be within the reading window ${from ?? ''} – ${to ?? ''} and not in the future`,
        );
      }
      if (contract.ultimaLettura !== null && value < contract.ultimaLettura) {
        return fail(
          reply,
          400,
          'letturaBelowPrevious',
          `lettura must not be below the last reading (${contract.ultimaLettura})`,
        );
      }
      const idLettura = saveReading(store, {
        idanagrafica: body.idanagrafica,
        idrigaContratto: body.idrigaContratto,
        lettura: value,
        dataLettura: body.dataLettura,
      });
      return { idLettura, accepted: true } satisfies Static<typeof ReadingSaveAnswer>;
    },
  );

  // The consents in force: those of the registry's latest privacy case that
  // carried consents; none given yet reads as all refused, with no date.
  app.get(
    '/api/customer-cases/privacy',
    { schema: { querystring: PrivacyQuery } },
    async (request, reply) => {
      const { idanagrafica } = request.query as Static<typeof PrivacyQuery>;
      if (!ownRegistries(request).has(idanagrafica))
        return notFound(reply, `registry ${idanagrafica}`);
      const latest = store.privacyCases.findLast(
        (c) => c.idanagrafica === idanagrafica && c.consents !== null,
      );
      return {
        idanagrafica,
        consents: latest?.consents
          ? { ...latest.consents }
          : { marketing: false, profiling: false, thirdParties: false },
        idCase: latest?.idCase ?? null,
        dataAggiornamento: latest?.createdAt ?? null,
      } satisfies PrivacyConsentsAnswer;
    },
  );

  app.post(
    '/api/customer-cases/privacy',
    { schema: { body: PrivacyBody } },
    async (request, reply) => {
      const body = request.body as Static<typeof PrivacyBody>;
      if (body.consents === undefined && body.presaVisioneInformativa === undefined)
        return fail(reply, 400, 'badRequest', 'body needs consents or presaVisioneInformativa');
      if (!ownRegistries(request).has(body.idanagrafica))
        return notFound(reply, `registry ${body.idanagrafica}`);
      const idCase = `PRIV-${store.next('privacy', 1).toString().padStart(6, '0')}`;
      store.privacyCases.push({
        idCase,
        idanagrafica: body.idanagrafica,
        consents: body.consents ? { ...body.consents } : null,
        presaVisioneInformativa: body.presaVisioneInformativa === true,
        createdAt: romeInstant(store.now()),
      });
      return { idCase } satisfies Static<typeof PrivacyCaseAnswer>;
    },
  );
}
