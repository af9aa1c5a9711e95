// Every mutation of the stitched API against the sandbox: validation with clear
// BAD_USER_INPUT messages, the §5 self-reading rule enforced before upstream, one open checkout
// per invoice, and the card payment round trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { codes, gql, ok, type GraphQLAnswer } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;
let acme: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const READ =
  'mutation R($input: GasReadingInput!) { submitGasReading(input: $input) { id accepted } }';
const CHANGE =
  'mutation C($s: ID!, $k: SupplyChangeKind!, $i: SupplyChangeInput!) { requestSupplyChange(supplyId: $s, kind: $k, input: $i) { id kind state requestedAt supplyId history { state date note } } }';

function field(answer: GraphQLAnswer<unknown>): unknown {
  return answer.errors?.[0]?.extensions?.field;
}

async function marioSupplies() {
  const { supplies } = ok(
    await gql<{
      supplies: { nodes: Array<{ id: string; utility: string; committedPowerKw: number | null }> };
    }>(portal, mario, '{ supplies { nodes { id utility committedPowerKw } } }'),
  );
  return {
    power: supplies.nodes.find((s) => s.utility === 'POWER')!,
    gas: supplies.nodes.find((s) => s.utility === 'GAS')!,
  };
}

async function readable() {
  const { selfReading } = ok(
    await gql<{ selfReading: { supplies: Array<{ contractId: string; lastReading: number }> } }>(
      portal,
      mario,
      '{ selfReading { supplies { contractId lastReading } } }',
    ),
  );
  return selfReading.supplies[0]!;
}

async function postCalls(path: string): Promise<number> {
  return (await portal.sandbox.admin.calls())[`POST ${path}`] ?? 0;
}

describe('submitGasReading (§5 self-reading)', () => {
  it('accepts a reading of a readable gas contract and shows it as the last reading', async () => {
    const contract = await readable();
    const answer = ok(
      await gql<{ submitGasReading: { accepted: boolean } }>(portal, mario, READ, {
        input: { contractId: contract.contractId, value: contract.lastReading + 7 },
      }),
    );
    expect(answer.submitGasReading.accepted).toBe(true);
    expect((await readable()).lastReading).toBe(contract.lastReading + 7);
  });

  it('a reading below the previous one is refused with the upstream reason', async () => {
    const contract = await readable();
    const answer = await gql(portal, mario, READ, {
      input: { contractId: contract.contractId, value: 1 },
    });
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.extensions?.reason).toBe('letturaBelowPrevious');
  });

  it('the §5 rule is enforced before upstream: a contract without canInsertLettura is FORBIDDEN and nothing is sent', async () => {
    const { contracts } = ok(
      await gql<{ contracts: { nodes: Array<{ id: string; canInsertReading: boolean }> } }>(
        portal,
        mario,
        '{ contracts { nodes { id canInsertReading } } }',
      ),
    );
    const notReadable = contracts.nodes.find((c) => !c.canInsertReading)!;
    const before = await postCalls('/api/lettura/apccb/gas/save');
    const answer = await gql(portal, mario, READ, {
      input: { contractId: notReadable.id, value: 10 },
    });
    expect(codes(answer)).toEqual(['FORBIDDEN']);
    expect(await postCalls('/api/lettura/apccb/gas/save')).toBe(before);
  });

  it('refuses fractional, negative and huge values and future dates with the field named', async () => {
    const contract = await readable();
    for (const [input, name] of [
      [{ value: 12.5 }, 'value'],
      [{ value: -1 }, 'value'],
      [{ value: 1e12 }, 'value'],
      [{ value: contract.lastReading + 1, date: '2999-01-01' }, 'date'],
      [{ value: contract.lastReading + 1, date: '2024-02-30' }, 'date'],
    ] as const) {
      const answer = await gql(portal, mario, READ, {
        input: { contractId: contract.contractId, ...input },
      });
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(field(answer)).toBe(name);
    }
  });
});

describe('registry mutations (§7 contatto/save, customer-cases/privacy)', () => {
  it('saveContact saves a phone number that the registry then shows', async () => {
    ok(
      await gql(
        portal,
        mario,
        'mutation { saveContact(input: { phone: "+39 045 7654321" }) { saved } }',
      ),
    );
    const { registry } = ok(
      await gql<{ registry: { phone: string } }>(portal, mario, '{ registry { phone } }'),
    );
    expect(registry.phone).toBe('+39 045 7654321');
  });

  it('saveContact refuses a bad e-mail, a long value and an empty input', async () => {
    expect(
      field(
        await gql(
          portal,
          mario,
          'mutation { saveContact(input: { email: "not-an-address" }) { saved } }',
        ),
      ),
    ).toBe('email');
    expect(
      field(
        await gql(
          portal,
          mario,
          'mutation M($p: String) { saveContact(input: { phone: $p }) { saved } }',
          { p: '1'.repeat(5000) },
        ),
      ),
    ).toBe('phone');
    expect(field(await gql(portal, mario, 'mutation { saveContact(input: {}) { saved } }'))).toBe(
      'input',
    );
  });

  it('savePrivacyConsent files a privacy case', async () => {
    const { savePrivacyConsent } = ok(
      await gql<{ savePrivacyConsent: { caseId: string } }>(
        portal,
        mario,
        'mutation { savePrivacyConsent(input: { marketing: true, profiling: false, thirdParties: false }) { caseId } }',
      ),
    );
    expect(savePrivacyConsent.caseId).toMatch(/\S/);
  });
});

describe('startInvoiceExport (§7 export-pdf start and start-detail)', () => {
  it('starts a detail export of the named invoices', async () => {
    const { invoices } = ok(
      await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
        portal,
        acme,
        '{ invoices(first: 2) { nodes { id } } }',
      ),
    );
    const { startInvoiceExport } = ok(
      await gql<{ startInvoiceExport: { kind: string; invoiceCount: number } }>(
        portal,
        acme,
        'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids, detail: true) { id kind invoiceCount } }',
        { ids: invoices.nodes.map((n) => n.id) },
      ),
    );
    expect(startInvoiceExport).toMatchObject({ kind: 'detail', invoiceCount: 2 });
  });

  it('refuses an empty list, more than 100 ids and malformed ids', async () => {
    const q = 'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }';
    expect(field(await gql(portal, acme, q, { ids: [] }))).toBe('invoiceIds');
    expect(
      field(
        await gql(portal, acme, q, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }),
      ),
    ).toBe('invoiceIds');
    expect(field(await gql(portal, acme, q, { ids: ['12abc'] }))).toBe('invoiceIds');
  });
});

describe('invoiceCheckout and checkoutResult (§7 Payment)', () => {
  async function unpaid(): Promise<string[]> {
    const { invoices } = ok(
      await gql<{ invoices: { nodes: Array<{ id: string; onlinePaymentEnabled: boolean }> } }>(
        portal,
        mario,
        '{ invoices(filter: { paymentStates: [TO_PAY, OVERDUE] }, first: 50) { nodes { id onlinePaymentEnabled } } }',
      ),
    );
    return invoices.nodes.filter((n) => n.onlinePaymentEnabled).map((n) => n.id);
  }
  const CHECKOUT =
    'mutation P($id: ID!) { invoiceCheckout(invoiceId: $id) { checkoutId paymentUrl invoiceId } }';
  const RESULT =
    'mutation R($id: ID!) { checkoutResult(checkoutId: $id) { checkoutId invoiceId outcome paid } }';

  it('at most one open checkout per invoice: asking twice returns the same payment page', async () => {
    const [id] = await unpaid();
    const [a, b] = await Promise.all([
      gql<{ invoiceCheckout: { checkoutId: string } }>(portal, mario, CHECKOUT, { id }),
      gql<{ invoiceCheckout: { checkoutId: string } }>(portal, mario, CHECKOUT, { id }),
    ]);
    expect(ok(a).invoiceCheckout.checkoutId).toBe(ok(b).invoiceCheckout.checkoutId);
    const again = ok(
      await gql<{ invoiceCheckout: { checkoutId: string } }>(portal, mario, CHECKOUT, { id }),
    );
    expect(again.invoiceCheckout.checkoutId).toBe(ok(a).invoiceCheckout.checkoutId);
    const pending = ok(
      await gql<{ checkoutResult: { outcome: string; paid: boolean } }>(portal, mario, RESULT, {
        id: again.invoiceCheckout.checkoutId,
      }),
    );
    expect(pending.checkoutResult).toMatchObject({ outcome: 'PENDING', paid: false });
  });

  it('a successful card payment returns to the portal and the result marks the invoice paid', async () => {
    const [, id] = await unpaid();
    const { invoiceCheckout } = ok(
      await gql<{ invoiceCheckout: { checkoutId: string; paymentUrl: string } }>(
        portal,
        mario,
        CHECKOUT,
        { id },
      ),
    );
    expect(invoiceCheckout.paymentUrl.startsWith(portal.sandbox.url)).toBe(true);
    const paid = await fetch(invoiceCheckout.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242424242424242&expiry=12%2F35&cvc=123',
    });
    await paid.body?.cancel();
    // Back to the bill's own page (§2 /retail/myBills/{id}?issueDate=…), with the checkout id.
    const bill = ok(
      await gql<{ invoiceById: { invoice: { documentNumber: string; issueDate: string } } }>(
        portal,
        mario,
        'query B($id: ID!) { invoiceById(id: $id) { invoice { documentNumber issueDate } } }',
        { id },
      ),
    ).invoiceById.invoice;
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(
      `${portal.url}/retail/myBills/${encodeURIComponent(bill.documentNumber)}`,
    );
    expect(back.searchParams.get('issueDate')).toBe(bill.issueDate);
    expect(back.searchParams.get('checkoutId')).toBe(invoiceCheckout.checkoutId);
    const result = ok(
      await gql<{ checkoutResult: { outcome: string; paid: boolean; invoiceId: string } }>(
        portal,
        mario,
        RESULT,
        { id: invoiceCheckout.checkoutId },
      ),
    );
    expect(result.checkoutResult).toEqual({
      checkoutId: invoiceCheckout.checkoutId,
      invoiceId: id,
      outcome: 'SUCCESS',
      paid: true,
    });
    const repeat = await gql(portal, mario, CHECKOUT, { id });
    expect(codes(repeat)).toEqual(['BAD_USER_INPUT']);
  });

  async function card(paymentUrl: string, cardNumber: string): Promise<string | null> {
    const answer = await fetch(paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber, expiry: '12/35', cvc: '123' }).toString(),
    });
    await answer.body?.cancel();
    const location = answer.headers.get('location');
    return location ? new URL(location).searchParams.get('outcome') : null;
  }

  it('two tabs and two sessions of the customer get the same checkout; paid on the card page and never read (network lost), the bill is paid and a new checkout is refused; the result read twice is the same and charges nothing', async () => {
    const [, , id] = await unpaid();
    const other = (await portal.signIn('mario.rossi@demo.it')).cookie;
    const [tab1, tab2, secondSession] = await Promise.all([
      gql<{ invoiceCheckout: { checkoutId: string; paymentUrl: string } }>(
        portal,
        mario,
        CHECKOUT,
        {
          id,
        },
      ),
      gql<{ invoiceCheckout: { checkoutId: string; paymentUrl: string } }>(
        portal,
        mario,
        CHECKOUT,
        {
          id,
        },
      ),
      gql<{ invoiceCheckout: { checkoutId: string; paymentUrl: string } }>(
        portal,
        other,
        CHECKOUT,
        {
          id,
        },
      ),
    ]);
    const opened = ok(tab1).invoiceCheckout;
    expect(ok(tab2).invoiceCheckout.checkoutId).toBe(opened.checkoutId);
    expect(ok(secondSession).invoiceCheckout.checkoutId).toBe(opened.checkoutId);
    expect(await card(opened.paymentUrl, '4242424242424242')).toBe('success');
    // The customer never came back to the portal: the bill is paid, a second payment is refused.
    const bill = 'query B($id: ID!) { invoiceById(id: $id) { invoice { paid paymentDate } } }';
    const after = ok(
      await gql<{ invoiceById: { invoice: { paid: boolean; paymentDate: string } } }>(
        portal,
        mario,
        bill,
        { id },
      ),
    ).invoiceById.invoice;
    expect(after.paid).toBe(true);
    const refused = await gql(portal, other, CHECKOUT, { id });
    expect(codes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('alreadyPaid');
    // The back button to the card page: a second submit charges nothing.
    expect(await card(opened.paymentUrl, '4242424242424242')).toBeNull();
    const reads = await Promise.all(
      [1, 2].map(() =>
        gql<{ checkoutResult: unknown }>(portal, mario, RESULT, { id: opened.checkoutId }),
      ),
    );
    expect(ok(reads[0]!).checkoutResult).toEqual({
      checkoutId: opened.checkoutId,
      invoiceId: id,
      outcome: 'SUCCESS',
      paid: true,
    });
    expect(ok(reads[1]!).checkoutResult).toEqual(ok(reads[0]!).checkoutResult);
    // The second session asked for it too, so it reads the same outcome.
    expect(
      ok(await gql<{ checkoutResult: unknown }>(portal, other, RESULT, { id: opened.checkoutId }))
        .checkoutResult,
    ).toEqual(ok(reads[0]!).checkoutResult);
    expect(
      ok(
        await gql<{ invoiceById: { invoice: { paid: boolean; paymentDate: string } } }>(
          portal,
          mario,
          bill,
          { id },
        ),
      ).invoiceById.invoice,
    ).toEqual(after);
  });

  it('a declined card leaves the bill unpaid; paying again opens a new checkout', async () => {
    const [id] = await unpaid();
    const first = ok(
      await gql<{ invoiceCheckout: { checkoutId: string; paymentUrl: string } }>(
        portal,
        mario,
        CHECKOUT,
        { id },
      ),
    ).invoiceCheckout;
    expect(await card(first.paymentUrl, '4000000000000002')).toBe('declined');
    expect(
      ok(await gql<{ checkoutResult: unknown }>(portal, mario, RESULT, { id: first.checkoutId }))
        .checkoutResult,
    ).toMatchObject({ outcome: 'DECLINED', paid: false });
    const next = ok(
      await gql<{ invoiceCheckout: { checkoutId: string } }>(portal, mario, CHECKOUT, { id }),
    ).invoiceCheckout;
    expect(next.checkoutId).not.toBe(first.checkoutId);
  });

  it('a German session gets the card page in German (§5 language)', async () => {
    const anna = (await portal.signIn('anna.huber@demo.it')).cookie;
    const { invoices } = ok(
      await gql<{ invoices: { nodes: Array<{ id: string; onlinePaymentEnabled: boolean }> } }>(
        portal,
        anna,
        '{ invoices(filter: { paymentStates: [TO_PAY, OVERDUE] }, first: 50) { nodes { id onlinePaymentEnabled } } }',
      ),
    );
    const payable = invoices.nodes.find((n) => n.onlinePaymentEnabled)!;
    const { invoiceCheckout } = ok(
      await gql<{ invoiceCheckout: { paymentUrl: string } }>(portal, anna, CHECKOUT, {
        id: payable.id,
      }),
    );
    expect(new URL(invoiceCheckout.paymentUrl).searchParams.get('lang')).toBe('de');
  });

  it('a German page of an Italian customer asks for the card page and the way back in German', async () => {
    const [id] = await unpaid();
    const asked = ok(
      await gql<{ invoiceCheckout: { paymentUrl: string } }>(
        portal,
        mario,
        'mutation P($id: ID!) { invoiceCheckout(invoiceId: $id, language: DE) { paymentUrl } }',
        { id },
      ),
    ).invoiceCheckout;
    expect(new URL(asked.paymentUrl).searchParams.get('lang')).toBe('de');
    const cancel = await fetch(asked.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    await cancel.body?.cancel();
    const back = new URL(cancel.headers.get('location') ?? '');
    expect(back.pathname.startsWith('/de/retail/myBills/')).toBe(true);
  });

  it('an unknown or malformed checkout id is NOT_FOUND or BAD_USER_INPUT', async () => {
    expect(
      codes(await gql(portal, mario, RESULT, { id: '00000000-0000-0000-0000-000000000000' })),
    ).toEqual(['NOT_FOUND']);
    expect(codes(await gql(portal, mario, RESULT, { id: '../../x' }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('requestSupplyChange (§2 manageUts pages)', () => {
  it('files each kind of request and answers its state history', async () => {
    const { power, gas } = await marioSupplies();
    const kw = power.committedPowerKw === 4.5 ? 6 : 4.5;
    const cases = [
      [
        power.id,
        'PAYMENT_METHOD',
        {
          paymentMethod: 'DIRECT_DEBIT',
          iban: 'IT60 X054 2811 1010 0000 0123 456',
          accountHolder: 'Mario Rossi',
          holderTaxCode: 'RSSMRA85T10A562S',
        },
      ],
      [gas.id, 'BILL_DELIVERY', { billDelivery: 'EMAIL', email: 'mario.rossi@demo.it' }],
      [power.id, 'POWER_VARIATION', { requestedPowerKw: kw }],
      [
        gas.id,
        'TERMINATION',
        {
          terminationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          finalAddress: 'Via Roma 1, 37100 Verona',
        },
      ],
    ] as const;
    for (const [supplyId, kind, input] of cases) {
      const { requestSupplyChange: r } = ok(
        await gql<{
          requestSupplyChange: { kind: string; state: string; history: Array<{ state: string }> };
        }>(portal, mario, CHANGE, { s: supplyId, k: kind, i: input }),
      );
      expect(r.kind).toBe(kind);
      expect(r.history.at(-1)?.state).toBe(r.state);
    }
    const duplicate = await gql(portal, mario, CHANGE, {
      s: power.id,
      k: 'POWER_VARIATION',
      i: { requestedPowerKw: kw === 6 ? 4.5 : 6 },
    });
    // A second request of a kind while one is open is a CONFLICT with a reason.
    expect(codes(duplicate)).toEqual(['CONFLICT']);
    expect(duplicate.errors?.[0]?.extensions?.reason).toBe('requestAlreadyPending');
  });

  it('supplyManagement — the supply, its current values, the power steps with their monthly cost and each operation with its open request', async () => {
    const { power, gas } = await marioSupplies();
    const QUERY = `query M($s: ID!) { supplyManagement(supplyId: $s) {
      supply { id utility committedPowerKw } billDelivery billEmail paymentMethod
      power { currentKw maxKw eurPerKwMonth steps { kw monthlyDifference } }
      termination { earliest latest }
      operations { kind openRequest { id kind state requestedPowerKw paymentMethod } }
      requests { id kind state }
    } }`;
    const light = ok(
      await gql<{
        supplyManagement: {
          supply: { id: string; committedPowerKw: number };
          billDelivery: string | null;
          paymentMethod: string | null;
          power: {
            currentKw: number;
            maxKw: number;
            eurPerKwMonth: number;
            steps: Array<{ kw: number; monthlyDifference: number }>;
          };
          termination: { earliest: string; latest: string };
          operations: Array<{
            kind: string;
            openRequest: { kind: string; state: string; paymentMethod: string | null } | null;
          }>;
          requests: Array<{ kind: string }>;
        };
      }>(portal, mario, QUERY, { s: power.id }),
    ).supplyManagement;
    expect(light.supply.id).toBe(power.id);
    expect(light.billDelivery).toMatch(/^(EMAIL|PAPER)$/);
    expect(light.operations.map((o) => o.kind)).toEqual([
      'BILL_DELIVERY',
      'PAYMENT_METHOD',
      'POWER_VARIATION',
      'TERMINATION',
    ]);
    expect(light.operations.find((o) => o.kind === 'PAYMENT_METHOD')?.openRequest).toMatchObject({
      state: 'TRANSMITTED',
      paymentMethod: 'DIRECT_DEBIT',
    });
    expect(light.power.currentKw).toBe(power.committedPowerKw);
    expect(light.power.maxKw).toBe(15);
    const step = light.power.steps.find((s) => s.kw === 6)!;
    expect(step.monthlyDifference).toBeCloseTo(
      (6 - light.power.currentKw) * light.power.eurPerKwMonth,
      2,
    );
    expect(light.termination.earliest < light.termination.latest).toBe(true);
    const gasPage = ok(
      await gql<{ supplyManagement: { power: unknown; operations: Array<{ kind: string }> } }>(
        portal,
        mario,
        QUERY,
        { s: gas.id },
      ),
    ).supplyManagement;
    expect(gasPage.power).toBeNull();
    expect(gasPage.operations.map((o) => o.kind)).not.toContain('POWER_VARIATION');
  });

  it('validates every kind with the field named, before upstream', async () => {
    const { power, gas } = await marioSupplies();
    const before = await postCalls('/ubik/graphql');
    for (const [supplyId, kind, input, name] of [
      [power.id, 'PAYMENT_METHOD', {}, 'paymentMethod'],
      [power.id, 'PAYMENT_METHOD', { paymentMethod: 'DIRECT_DEBIT' }, 'iban'],
      [
        power.id,
        'PAYMENT_METHOD',
        { paymentMethod: 'DIRECT_DEBIT', iban: 'IT00X0000000000000000000000' },
        'iban',
      ],
      [
        power.id,
        'PAYMENT_METHOD',
        {
          paymentMethod: 'DIRECT_DEBIT',
          iban: 'IT60X0542811101000000123456',
          accountHolder: 'Mario Rossi',
          holderTaxCode: 'RSSMRA85T10A562T',
        },
        'holderTaxCode',
      ],
      [
        gas.id,
        'TERMINATION',
        {
          terminationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          finalAddress: 'Via Roma 1, Verona',
          finalReading: '12.5',
        },
        'finalReading',
      ],
      [gas.id, 'BILL_DELIVERY', { billDelivery: 'EMAIL' }, 'email'],
      [gas.id, 'POWER_VARIATION', { requestedPowerKw: 6 }, 'kind'],
      [power.id, 'POWER_VARIATION', { requestedPowerKw: 3.7 }, 'requestedPowerKw'],
      [
        gas.id,
        'TERMINATION',
        { terminationDate: '2020-01-01', finalAddress: 'Via Roma 1' },
        'terminationDate',
      ],
      [
        gas.id,
        'TERMINATION',
        { terminationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
        'finalAddress',
      ],
      [gas.id, 'BILL_DELIVERY', { billDelivery: 'PAPER', note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const answer = await gql(portal, mario, CHANGE, { s: supplyId, k: kind, i: input });
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(field(answer)).toBe(name);
    }
    // Only the supply lookups reached the data service; no request was filed.
    const { operations } = ok(
      await gql<{ operations: { totalCount: number } }>(
        portal,
        mario,
        '{ operations { totalCount } }',
      ),
    );
    expect(operations.totalCount).toBeGreaterThan(0);
    expect(await postCalls('/ubik/graphql')).toBeGreaterThan(before);
  });

  it('supplyChangeRequests lists the filed requests of a supply with their history', async () => {
    const { power } = await marioSupplies();
    const { supplyChangeRequests } = ok(
      await gql<{
        supplyChangeRequests: {
          totalCount: number;
          nodes: Array<{ kind: string; supplyId: string; history: unknown[] }>;
        };
      }>(
        portal,
        mario,
        'query Q($s: ID) { supplyChangeRequests(supplyId: $s) { totalCount nodes { id kind state requestedAt supplyId history { state date } } } }',
        { s: power.id },
      ),
    );
    expect(supplyChangeRequests.nodes.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['PAYMENT_METHOD', 'POWER_VARIATION']),
    );
    expect(
      supplyChangeRequests.nodes.every((n) => n.supplyId === power.id && n.history.length > 0),
    ).toBe(true);
  });

  it('an unknown enum value is refused by the schema', async () => {
    const { power } = await marioSupplies();
    const answer = await gql(portal, mario, CHANGE, { s: power.id, k: 'DEMOLITION', i: {} });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('markNotificationRead (§2 /retail/notifications)', () => {
  it('marks a notification read and unread again', async () => {
    const before = ok(
      await gql<{
        notifications: { unreadCount: number; nodes: Array<{ id: string; read: boolean }> };
      }>(portal, mario, '{ notifications(unreadOnly: true) { unreadCount nodes { id read } } }'),
    ).notifications;
    const target = before.nodes[0]!;
    const M =
      'mutation M($id: ID!, $read: Boolean) { markNotificationRead(id: $id, read: $read) { id read } }';
    expect(
      ok(
        await gql<{ markNotificationRead: { read: boolean } }>(portal, mario, M, { id: target.id }),
      ).markNotificationRead,
    ).toEqual({ id: target.id, read: true });
    const after = ok(
      await gql<{ notifications: { unreadCount: number } }>(
        portal,
        mario,
        '{ notifications { unreadCount } }',
      ),
    ).notifications;
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(
      ok(
        await gql<{ markNotificationRead: { read: boolean } }>(portal, mario, M, {
          id: target.id,
          read: false,
        }),
      ).markNotificationRead.read,
    ).toBe(false);
  });
});
