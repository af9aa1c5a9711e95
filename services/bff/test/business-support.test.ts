// Through the real flow (BFF + sandbox): the support page's API — the business FAQ
// of the content site (plain text, kept a few minutes), filing a written request classified as the
// TIQV classifies them (privacy acknowledgement, then contatto/save, never repeated), every id of
// the request checked to be the session's and of the registry, and the cases listed back.
import { answerDueDate } from '@portal/shared/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../src/graphql/inputs.ts';
import { codes, gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
const cookies = new Map<string, string>();

const ACME = 'acme@demo.it';
const CONSORZIO = 'consorzio@demo.it';
const SAVE = 'POST /api/registrazione/contatto/save';
const PRIVACY = 'POST /api/customer-cases/privacy';

beforeAll(async () => {
  portal = await startPortal();
  for (const email of [ACME, CONSORZIO]) cookies.set(email, (await portal.signIn(email)).cookie);
}, 60_000);
afterAll(async () => portal?.close());

const FILE = `mutation F($input: SupportCaseInput!) {
  fileSupportCase(input: $input) {
    id number registryId kind kindText subject message filedAt answerDueOn state stateText supplyId pointId utility invoiceNumber
  }
}`;
const CASES = `query C($r: ID, $all: Boolean) {
  supportCases(registryId: $r, allRegistries: $all) {
    totalCount nodes { id number registryId kind filedAt answerDueOn state pointId invoiceNumber }
  }
}`;

interface FiledCase {
  id: string;
  number: string;
  registryId: string;
  kind: string;
  filedAt: string;
  answerDueOn: string;
  state: string;
  supplyId: string | null;
  pointId: string | null;
  utility: string | null;
  invoiceNumber: string | null;
}

const complaint = {
  kind: 'COMPLAINT',
  subject: 'Fattura di ottobre non ricevuta',
  message: 'La fattura di ottobre non è arrivata allo SDI.\nPotete verificarne l’invio?',
  privacyAcknowledged: true,
};

async function calls(name: string): Promise<number> {
  return (await portal.sandbox.admin.calls())[name] ?? 0;
}

async function firstOf(cookie: string) {
  return ok(
    await gql<{
      supplies: { nodes: Array<{ id: string; pointId: string }> };
      invoices: { nodes: Array<{ documentNumber: string }> };
    }>(
      portal,
      cookie,
      '{ supplies(utility: POWER, first: 1) { nodes { id pointId } } invoices(first: 1) { nodes { documentNumber } } }',
    ),
  );
}

describe('the business FAQ', () => {
  it('reads at least 12 FAQ per language as plain text, and keeps them a few minutes', async () => {
    const acme = cookies.get(ACME)!;
    const query =
      'query Q($l: ContentLanguage) { supportFaq(language: $l) { id question answer } }';
    const it = ok(
      await gql<{ supportFaq: Array<{ question: string; answer: string[] }> }>(
        portal,
        acme,
        query,
        {
          l: 'IT',
        },
      ),
    ).supportFaq;
    const de = ok(
      await gql<{ supportFaq: Array<{ question: string; answer: string[] }> }>(
        portal,
        acme,
        query,
        {
          l: 'DE',
        },
      ),
    ).supportFaq;
    expect(it.length).toBeGreaterThanOrEqual(12);
    expect(de.length).toBe(it.length);
    expect(it.map((f) => f.question)).toContain(
      'Come funziona la scissione dei pagamenti (split payment)?',
    );
    expect(de.some((f) => /Rechnung/.test(f.question))).toBe(true);
    for (const faq of [...it, ...de]) {
      expect(faq.answer.length).toBeGreaterThan(0);
      expect(faq.answer.join(' ')).not.toMatch(/<|&[a-z#0-9]+;/i);
    }
    const before = await calls('GET /wp-json/wp/v2/posts');
    ok(await gql(portal, acme, query, { l: 'IT' }));
    ok(await gql(portal, cookies.get(CONSORZIO)!, query, {}));
    expect(await calls('GET /wp-json/wp/v2/posts')).toBe(before);
  });
});

describe('fileSupportCase and supportCases (§7 contatto/save, TIQV)', () => {
  it('files a complaint on a supply: case number, instant, due in 30 days; listed after', async () => {
    const acme = cookies.get(ACME)!;
    const { supplies } = await firstOf(acme);
    const supply = supplies.nodes[0]!;
    const filed = ok(
      await gql<{ fileSupportCase: FiledCase }>(portal, acme, FILE, {
        input: { ...complaint, supplyId: supply.id },
      }),
    ).fileSupportCase;
    expect(filed).toMatchObject({
      number: expect.stringMatching(/^RS-\d{4}-\d{6}$/),
      kind: 'COMPLAINT',
      kindText: 'reclamo',
      state: 'TRANSMITTED',
      supplyId: supply.id,
      pointId: supply.pointId,
      utility: 'POWER',
      invoiceNumber: null,
    });
    expect(filed.filedAt.slice(0, 10)).toBe(romeToday());
    expect(filed.answerDueOn).toBe(answerDueDate(filed.filedAt, 'COMPLAINT'));
    const listed = ok(await gql<{ supportCases: { nodes: FiledCase[] } }>(portal, acme, CASES))
      .supportCases.nodes;
    expect(listed[0]).toMatchObject({
      id: filed.id,
      number: filed.number,
      answerDueOn: filed.answerDueOn,
    });
  });

  it('files a billing rectification of an own invoice, due in 60 days; without the invoice it is refused', async () => {
    const acme = cookies.get(ACME)!;
    const { invoices } = await firstOf(acme);
    const documentNumber = invoices.nodes[0]!.documentNumber;
    const rectification = {
      ...complaint,
      kind: 'BILLING_RECTIFICATION',
      subject: 'Consumi fatturati non corretti',
    };
    const filed = ok(
      await gql<{ fileSupportCase: FiledCase }>(portal, acme, FILE, {
        input: { ...rectification, invoiceNumber: documentNumber.toLowerCase() },
      }),
    ).fileSupportCase;
    expect(filed.invoiceNumber).toBe(documentNumber);
    expect(filed.answerDueOn).toBe(answerDueDate(filed.filedAt, 'BILLING_RECTIFICATION'));
    const missing = await gql(portal, acme, FILE, { input: rectification });
    expect(codes(missing)).toEqual(['BAD_USER_INPUT']);
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      field: 'invoiceNumber',
      reason: 'invoiceRequired',
    });
  });

  it('validates everything before any write: privacy, kind, lengths, control characters', async () => {
    const acme = cookies.get(ACME)!;
    const writes = [await calls(SAVE), await calls(PRIVACY)];
    for (const [input, field, reason] of [
      [
        { ...complaint, privacyAcknowledged: false },
        'privacyAcknowledged',
        'privacyNotAcknowledged',
      ],
      [{ ...complaint, kind: 'OTHER' }, 'kind', undefined],
      [{ ...complaint, subject: 'Ciao' }, 'subject', 'tooShort'],
      [{ ...complaint, message: 'x'.repeat(4001) }, 'message', 'tooLong'],
      [{ ...complaint, subject: 'Fattura\u0007 mancante' }, 'subject', undefined],
      [{ ...complaint, subject: 'Fattura \u202emancante' }, 'subject', 'invalidCharacters'],
      [{ ...complaint, message: `${complaint.message}\u2066` }, 'message', 'invalidCharacters'],
      [{ ...complaint, invoiceNumber: 'FT 1; DROP' }, 'invoiceNumber', undefined],
    ] as const) {
      const answer = await gql(portal, acme, FILE, { input });
      expect(codes(answer), field).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors?.[0]?.extensions?.field, field).toBe(field);
      if (reason) expect(answer.errors?.[0]?.extensions?.reason).toBe(reason);
    }
    expect([await calls(SAVE), await calls(PRIVACY)]).toEqual(writes);
  });

  it('§7 filing is never repeated: a 503 of contatto/save fails the mutation after one call', async () => {
    const acme = cookies.get(ACME)!;
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/registrazione/contatto/save$',
      status: 503,
      times: 1,
    });
    const before = await calls(SAVE);
    const answer = await gql(portal, acme, FILE, { input: complaint });
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(await calls(SAVE)).toBe(before + 1);
  });

  it('a consortium files for a member registry and lists one member or all of them', async () => {
    const consorzio = cookies.get(CONSORZIO)!;
    const filed = ok(
      await gql<{ fileSupportCase: FiledCase }>(portal, consorzio, FILE, {
        input: { ...complaint, kind: 'INFORMATION_REQUEST', registryId: '500002' },
      }),
    ).fileSupportCase;
    expect(filed.registryId).toBe('500002');
    expect(filed.answerDueOn).toBe(answerDueDate(filed.filedAt, 'INFORMATION_REQUEST'));
    const member = ok(
      await gql<{ supportCases: { nodes: FiledCase[] } }>(portal, consorzio, CASES, {
        r: '500002',
      }),
    ).supportCases.nodes;
    expect(member.map((c) => c.id)).toEqual([filed.id]);
    const all = ok(
      await gql<{ supportCases: { totalCount: number; nodes: FiledCase[] } }>(
        portal,
        consorzio,
        CASES,
        { all: true },
      ),
    ).supportCases;
    expect(all.nodes.map((c) => c.id)).toContain(filed.id);

    // A supply of another member, named for this member: not found, and nothing written.
    const supplies = ok(
      await gql<{ supplies: { nodes: Array<{ id: string }> } }>(
        portal,
        consorzio,
        '{ supplies(registryId: "500001", first: 1) { nodes { id } } }',
      ),
    ).supplies.nodes;
    const before = await calls(SAVE);
    const crossed = await gql(portal, consorzio, FILE, {
      input: { ...complaint, registryId: '500002', supplyId: supplies[0]!.id },
    });
    expect(codes(crossed)).toEqual(['NOT_FOUND']);
    expect(await calls(SAVE)).toBe(before);
  });
});
