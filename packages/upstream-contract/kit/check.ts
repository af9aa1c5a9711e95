// The upstream conformance kit (docs/upstream-contract.md "Checking a supplier's systems"): what a
// supplier runs before going live. It signs in with a test account as the portal does, makes every
// §7 call the portal makes that only reads (the writes only when asked, against a test account),
// and reports call by call whether the answer is the contract's: the status, the fields missing
// or of another type, and upstream's marker (§8) where it refused.
import type { TSchema } from 'typebox';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { problemText } from '../src/check.ts';
import { DataServiceMutation, DataServiceQuery, documentCheck } from '../src/data-service.ts';
import { restCallOf, restCheck } from '../src/rest.ts';
import { schemaDifferences } from '../src/schema-agreement.ts';
import { signIn, type SignInOptions, type Step } from './sign-in.ts';

export interface CheckOptions extends SignInOptions {
  /** The data service's address (…/ubik/graphql). */
  graphql: string;
  /** The content site's address (WordPress REST, §7 "News and posts"); the API's by default. */
  content?: string;
  withWrites?: boolean;
}

/** One call and how it answered. */
export interface CallResult {
  call: string;
  ok: boolean;
  /** The HTTP status, or null when there was no answer (or the call was not made). */
  status: number | null;
  /** What differs from the contract: fields, kinds of values, a refusal's marker. */
  problems: string[];
  /** Why the call was not made (nothing to call it with), or what it could not check. */
  note?: string;
}

interface Walked {
  type?: string;
  properties?: Record<string, TSchema>;
  items?: TSchema;
  anyOf?: TSchema[];
}

/** The selection of every field of a contract type (`{ a b c { d } }`), '' for a leaf. */
export function everyField(schema: TSchema): string {
  const walked = schema as Walked;
  if (walked.anyOf) {
    const object = walked.anyOf.find((m) => (m as Walked).type !== 'null');
    return object ? everyField(object) : '';
  }
  if (walked.type === 'array' && walked.items) return everyField(walked.items);
  if (walked.type !== 'object') return '';
  const fields = Object.entries(walked.properties ?? {}).map(([name, field]) =>
    `${name} ${everyField(field)}`.trim(),
  );
  return `{ ${fields.join(' ')} }`;
}

const queryField = (name: keyof typeof DataServiceQuery.properties) =>
  everyField(DataServiceQuery.properties[name]);

/** A refusal's marker (§8): upstream's `error`, or the first GraphQL error's code. */
function markerOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error;
    if (typeof error === 'string') return error;
    const errors = (
      body as { errors?: Array<{ extensions?: { code?: unknown }; message?: unknown }> }
    ).errors;
    const first = errors?.[0];
    if (first) return String(first.extensions?.code ?? first.message ?? 'error');
  }
  return null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export class ConformanceRun {
  readonly results: CallResult[] = [];
  private bearer = '';

  constructor(
    private readonly options: CheckOptions,
    private readonly report: (result: CallResult) => void = () => undefined,
  ) {}

  private add(result: CallResult): CallResult {
    this.results.push(result);
    this.report(result);
    return result;
  }

  /** A REST answer against the contract's answer of its call. */
  private judge(step: Step, method: string, path: string, contentType?: string | null): CallResult {
    const call = `${method} ${path}`;
    if (step.status < 200 || step.status >= 300) {
      const marker = markerOf(step.body);
      return this.add({
        call,
        ok: false,
        status: step.status,
        problems: [marker ? `refused with marker ${marker}` : `answered ${step.status}`],
      });
    }
    if (restCallOf(method, path)?.answer === null) {
      const pdf = contentType?.startsWith('application/pdf') ?? false;
      return this.add({
        call,
        ok: pdf,
        status: step.status,
        problems: pdf ? [] : [`expected application/pdf, found ${contentType ?? 'no type'}`],
      });
    }
    const problems = restCheck(method, path)?.problems(step.body).map(problemText) ?? [];
    return this.add({ call, ok: problems.length === 0, status: step.status, problems });
  }

  private async rest(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string | number>; body?: unknown; base?: string } = {},
  ): Promise<{ result: CallResult; body: unknown }> {
    const url = new URL(path, options.base ?? this.options.api);
    for (const [name, value] of Object.entries(options.query ?? {}))
      url.searchParams.set(name, String(value));
    try {
      const response = await fetch(url, {
        method,
        headers: {
          ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          'user-agent': 'portal-upstream-check',
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      const type = response.headers.get('content-type');
      let body: unknown;
      if (type?.includes('json')) body = await response.json().catch(() => undefined);
      else await response.body?.cancel();
      return {
        result: this.judge({ call: path, status: response.status, body }, method, path, type),
        body,
      };
    } catch (error) {
      const result = this.add({
        call: `${method} ${path}`,
        ok: false,
        status: null,
        problems: [`no answer: ${(error as Error).message}`],
      });
      return { result, body: undefined };
    }
  }

  /** A data-service call: a document selecting every field the contract gives its answer. */
  private async data(
    field: string,
    document: string,
    variables: Record<string, unknown>,
  ): Promise<Record<string, unknown> | null> {
    const call = `POST ${new URL(this.options.graphql).pathname} ${field}`;
    try {
      const response = await fetch(this.options.graphql, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.bearer}`,
          'content-type': 'application/json',
          'user-agent': 'portal-upstream-check',
        },
        body: JSON.stringify({ query: document, variables }),
      });
      const body = (await response.json().catch(() => undefined)) as
        { data?: Record<string, unknown> | null; errors?: unknown[] } | undefined;
      if (response.status !== 200 || !body?.data || (body.errors?.length ?? 0) > 0) {
        const marker = markerOf(body);
        this.add({
          call,
          ok: false,
          status: response.status,
          problems: [marker ? `refused with marker ${marker}` : 'answered no data'],
        });
        return null;
      }
      const problems = documentCheck(document).problems(body.data).map(problemText);
      this.add({ call, ok: problems.length === 0, status: response.status, problems });
      return body.data;
    } catch (error) {
      this.add({
        call,
        ok: false,
        status: null,
        problems: [`no answer: ${(error as Error).message}`],
      });
      return null;
    }
  }

  private skip(call: string, note: string): void {
    this.add({ call, ok: true, status: null, problems: [], note });
  }

  /** The data service's schema, when it answers introspection, against the contract. */
  private async schema(): Promise<void> {
    const call = `POST ${new URL(this.options.graphql).pathname} (schema)`;
    const response = await fetch(this.options.graphql, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => undefined)) as
      { data?: IntrospectionQuery } | undefined;
    if (!response || response.status !== 200 || !body?.data?.__schema) {
      this.skip(call, 'introspection not answered: the calls below check the answers only');
      return;
    }
    const problems = schemaDifferences(buildClientSchema(body.data));
    this.add({ call, ok: problems.length === 0, status: response.status, problems });
  }

  async run(): Promise<CallResult[]> {
    const { steps, tokens } = await signIn(this.options).catch((error: Error) => {
      this.add({ call: 'sign-in', ok: false, status: null, problems: [error.message] });
      return { steps: [] as Step[], tokens: undefined };
    });
    for (const step of steps) {
      const [method, path] = step.call.split(' ') as ['GET' | 'POST', string];
      this.judge(step, method, path);
    }
    if (!tokens) return this.results;
    this.bearer = tokens.access;

    const info = await this.rest('GET', '/api/user/info');
    const registries = (
      (info.body as { anagrafiche?: Array<{ idAnagrafica?: unknown }> })?.anagrafiche ?? []
    )
      .map((r) => r.idAnagrafica)
      .filter((id): id is number => typeof id === 'number');
    const renewed = await this.rest('POST', '/api/refresh-token', {
      body: {
        username: this.options.account,
        refresh_token: tokens.refresh,
        fingerprint: tokens.fingerprint,
      },
    });
    const pair = renewed.body as { access_token?: unknown } | undefined;
    if (typeof pair?.access_token === 'string') this.bearer = pair.access_token;
    if (registries.length === 0) {
      this.skip('data service', 'the account has no registry: nothing to read');
      return this.results;
    }
    await this.reads(registries);
    if (this.options.withWrites) await this.writes(registries);
    return this.results;
  }

  private async reads(ids: number[]): Promise<void> {
    const [first] = ids as [number];
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    const months = { meseDal: day(yearAgo).slice(0, 7), meseAl: day(today).slice(0, 7) };
    await this.schema();

    const list = (name: keyof typeof DataServiceQuery.properties, args: string, types: string) =>
      `query Check${name[0]!.toUpperCase()}${name.slice(1)}(${types}) { ${name}(${args}) ${queryField(name)} }`;
    const invoices = await this.data(
      'fatture',
      list('fatture', 'idanagrafica: $ids, first: 5', '$ids: [Int!]!'),
      { ids },
    );
    await this.data(
      'contratti',
      list('contratti', 'idanagrafica: $ids, first: 5', '$ids: [Int!]'),
      { ids },
    );
    await this.data('anagrafica', list('anagrafica', 'idanagrafica: $id', '$id: Int!'), {
      id: first,
    });
    const supplies = await this.data(
      'forniture',
      list('forniture', 'idanagrafica: $ids, first: 5', '$ids: [Int!]!'),
      { ids },
    );
    for (const name of [
      'operazioni',
      'notifiche',
      'richiesteGestione',
      'richiesteScritte',
    ] as const)
      await this.data(name, list(name, 'idanagrafica: $ids, first: 5', '$ids: [Int!]!'), { ids });
    await this.data('letture', list('letture', 'idanagrafica: $ids, first: 5', '$ids: [Int!]!'), {
      ids,
    });
    await this.data('bonusFedelta', list('bonusFedelta', 'idanagrafica: $id', '$id: Int!'), {
      id: first,
    });
    for (const name of [
      'convenzioni',
      'ordiniConvenzione',
      'contrattiConvenzione',
      'documentiConvenzione',
    ] as const)
      await this.data(name, list(name, 'idanagrafica: $ids', '$ids: [Int!]!'), { ids });
    await this.data(
      'anagraficaConvenzione',
      list('anagraficaConvenzione', 'idanagrafica: $id', '$id: Int!'),
      { id: first },
    );

    const supply = ((supplies?.forniture as { nodes?: Array<Record<string, unknown>> })?.nodes ??
      [])[0];
    if (supply && typeof supply.idfornitura === 'number') {
      const utility = supply.codUtility === 1 ? 'Gas' : 'Power';
      const idfornitura = supply.idfornitura;
      await this.data('consumi', list('consumi', 'idfornitura: $id', '$id: Int!'), {
        id: idfornitura,
      });
      await this.data(
        'curvaCarico',
        list(
          'curvaCarico',
          'idfornitura: $id, dal: $dal, al: $al',
          '$id: Int!, $dal: String!, $al: String!',
        ),
        { id: idfornitura, dal: day(monthAgo), al: day(today) },
      );
      const ranged = '$ids: [Int!]!, $u: CodUtility!, $meseDal: String!, $meseAl: String!';
      await this.data(
        'consumiTotali',
        list(
          'consumiTotali',
          'idanagrafica: $ids, codUtility: $u, meseDal: $meseDal, meseAl: $meseAl',
          ranged,
        ),
        { ids, u: utility, ...months },
      );
      await this.data(
        'reportConvenzione',
        list(
          'reportConvenzione',
          'idanagrafica: $ids, codUtility: $u, meseDal: $meseDal, meseAl: $meseAl',
          ranged,
        ),
        { ids, u: utility, ...months },
      );
    } else {
      for (const name of ['consumi', 'curvaCarico', 'consumiTotali', 'reportConvenzione'])
        this.skip(
          `POST ${new URL(this.options.graphql).pathname} ${name}`,
          'the account has no supply',
        );
    }

    await this.rest('POST', '/api/invoices/browse', { body: {} });
    const invoice = ((invoices?.fatture as { nodes?: Array<{ idfattura?: unknown }> })?.nodes ??
      [])[0];
    if (invoice && typeof invoice.idfattura === 'number') {
      const query = { idfattura: invoice.idfattura };
      await this.rest('GET', '/api/invoices/get-invoice', { query });
      await this.rest('GET', '/api/invoices/get-invoice-rows', { query });
      await this.rest('GET', '/api/fattura/pdf', { query });
    } else {
      for (const path of [
        '/api/invoices/get-invoice',
        '/api/invoices/get-invoice-rows',
        '/api/fattura/pdf',
      ])
        this.skip(`GET ${path}`, 'the account has no invoice');
    }
    await this.rest('GET', '/api/invoices/export-pdf/list');
    await this.rest('GET', '/api/registrazione/anagrafica/get', { query: { codice: first } });
    await this.rest('GET', '/api/customer-cases/privacy', { query: { idanagrafica: first } });
    await this.rest('GET', '/api/documenti/list', { query: { lingua: 'it' } });
    const content = this.options.content ?? this.options.api;
    await this.rest('GET', '/wp-json/wp/v2/posts', {
      query: { page: 1, per_page: 10, lang: 'it' },
      base: content,
    });
    await this.rest('GET', '/wp-json/wp/v2/categories', { query: { lang: 'it' }, base: content });
    await this.rest('GET', '/v1/Posts/List', { query: { page: 1, size: 10 } });
  }

  /** Writes that leave the test account as it was, made only with --with-writes. */
  private async writes(ids: number[]): Promise<void> {
    const [first] = ids as [number];
    const privacy = await this.rest('GET', '/api/customer-cases/privacy', {
      query: { idanagrafica: first },
    });
    const consents = (privacy.body as { consents?: unknown } | undefined)?.consents;
    if (consents)
      await this.rest('POST', '/api/customer-cases/privacy', {
        body: { idanagrafica: first, consents },
      });
    const notifications = await this.data(
      'notifiche',
      'query CheckNotifica($ids: [Int!]!) { notifiche(idanagrafica: $ids, first: 1) { nodes { idnotifica letta } } }',
      { ids },
    );
    const note = ((
      notifications?.notifiche as { nodes?: Array<{ idnotifica: number; letta: boolean }> }
    )?.nodes ?? [])[0];
    if (note) {
      await this.data(
        'segnaNotificaLetta',
        `mutation CheckSegna($id: Int!, $letta: Boolean) { segnaNotificaLetta(idnotifica: $id, letta: $letta) ${everyField(DataServiceMutation.properties.segnaNotificaLetta)} }`,
        { id: note.idnotifica, letta: note.letta },
      );
    }
  }
}

/** One line of the report. */
export function reportLine(result: CallResult): string {
  const mark = result.note && result.status === null ? 'SKIP' : result.ok ? 'PASS' : 'FAIL';
  const status = result.status === null ? '-' : String(result.status);
  const detail = result.note ?? result.problems.join('; ');
  return `${mark}  ${result.call}  ${status}${detail ? `  ${detail}` : ''}`;
}
