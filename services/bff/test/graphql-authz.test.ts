// The authorization matrix (OWASP API1): three customers each try the others' ids
// on every query, mutation and file route. A foreign id must get exactly the answer of an unknown
// id, and nothing may reach an upstream write. The matrix is checked complete against the schema:
// every argument or input field of a Query or Mutation field that carries an id
// must be passed a foreign id by one of its operations, so a new id-taking field cannot escape it.
import type { GraphQLInputType, ValueNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/graphql/graphql-runtime.ts';
import { schema as sdl } from '../src/api/schema.ts';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok, type GraphQLAnswer } from './graphql-support.ts';

interface Ids {
  registryId: string;
  invoiceId: string;
  documentNumber: string;
  issueDate: string;
  supplyId: string;
  siteId: string;
  contractId: string;
  exportJobId: string;
  checkoutId: string | null;
  registrationId: string | null;
  notificationId: string;
}

const CUSTOMERS = ['mario.rossi@demo.it', 'anna.huber@demo.it', 'acme@demo.it'] as const;
const UNKNOWN: Ids = {
  registryId: '999991',
  invoiceId: '999999991',
  documentNumber: 'FT1999/999999',
  issueDate: '2024-01-15',
  supplyId: '999999992',
  siteId: '99999996',
  contractId: '999999993',
  exportJobId: '999999994',
  checkoutId: '00000000-0000-4000-8000-000000000000',
  registrationId: '00000000-0000-4000-8000-000000000001',
  notificationId: '999999995',
};

let portal: RunningPortal;
const cookies = new Map<string, string>();
const ids = new Map<string, Ids>();

async function collect(cookie: string): Promise<Ids> {
  const data = ok(
    await gql<{
      registry: { id: string };
      invoices: {
        nodes: Array<{
          id: string;
          documentNumber: string;
          issueDate: string;
          paid: boolean;
          onlinePaymentEnabled: boolean;
        }>;
      };
      supplies: { nodes: Array<{ id: string; siteId: string }> };
      contracts: { nodes: Array<{ id: string }> };
      notifications: { nodes: Array<{ id: string }> };
    }>(
      portal,
      cookie,
      '{ registry { id } invoices(first: 50) { nodes { id documentNumber issueDate paid onlinePaymentEnabled } } supplies(first: 1) { nodes { id siteId } } contracts(first: 1) { nodes { id } } notifications(first: 1) { nodes { id } } }',
    ),
  );
  const invoice = data.invoices.nodes[0]!;
  const job = ok(
    await gql<{ startInvoiceExport: { id: string } }>(
      portal,
      cookie,
      'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }',
      { ids: [invoice.id] },
    ),
  );
  const payable = data.invoices.nodes.find((n) => !n.paid && n.onlinePaymentEnabled);
  const checkout = payable
    ? ok(
        await gql<{ invoiceCheckout: { checkoutId: string } }>(
          portal,
          cookie,
          'mutation P($id: ID!) { invoiceCheckout(invoiceId: $id) { checkoutId } }',
          { id: payable.id },
        ),
      ).invoiceCheckout.checkoutId
    : null;
  // A card registration of the customer's first supply, when it may open one.
  const registration = await gql<{ startCardRegistration: { registrationId: string } }>(
    portal,
    cookie,
    'mutation C($s: ID!) { startCardRegistration(supplyId: $s) { registrationId } }',
    { s: data.supplies.nodes[0]!.id },
  );
  return {
    registryId: data.registry.id,
    invoiceId: invoice.id,
    documentNumber: invoice.documentNumber,
    issueDate: invoice.issueDate,
    supplyId: data.supplies.nodes[0]!.id,
    siteId: data.supplies.nodes[0]!.siteId,
    contractId: data.contracts.nodes[0]!.id,
    exportJobId: job.startInvoiceExport.id,
    checkoutId: checkout,
    registrationId: registration.data?.startCardRegistration?.registrationId ?? null,
    notificationId: data.notifications.nodes[0]!.id,
  };
}

beforeAll(async () => {
  portal = await startPortal({ sandbox: { exportStepSeconds: 0 } });
  for (const email of CUSTOMERS) {
    const { cookie } = await portal.signIn(email);
    cookies.set(email, cookie);
    ids.set(email, await collect(cookie));
  }
});
afterAll(async () => portal?.close());

/** Every operation that names an id, as [name, query, variables of the target's ids]. */
const OPERATIONS: Array<[string, string, (t: Ids) => Record<string, unknown> | null]> = [
  [
    'invoiceById',
    'query Q($id: ID!) { invoiceById(id: $id) { invoice { id } } }',
    (t) => ({ id: t.invoiceId }),
  ],
  [
    'invoices by supply',
    'query Q($s: ID) { invoices(filter: { supplyId: $s }) { totalCount } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'invoices by registry',
    'query Q($r: ID) { invoices(filter: { registryId: $r }) { totalCount } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'invoices by site',
    'query Q($s: ID) { invoices(filter: { siteId: $s, utility: GAS }) { totalCount } }',
    (t) => ({ s: t.siteId }),
  ],
  [
    'sites by registry',
    'query Q($r: ID) { sites(registryId: $r) { id } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'supplies by site',
    'query Q($s: ID) { supplies(siteId: $s) { totalCount } }',
    (t) => ({ s: t.siteId }),
  ],
  [
    'supplies by registry',
    'query Q($r: ID) { supplies(registryId: $r) { totalCount } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'contracts by supply',
    'query Q($s: ID) { contracts(supplyId: $s) { totalCount } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'contract',
    'query Q($id: ID!) { contract(id: $id) { contract { id } } }',
    (t) => ({ id: t.contractId }),
  ],
  ['registry', 'query Q($id: ID) { registry(id: $id) { id } }', (t) => ({ id: t.registryId })],
  [
    'businessDashboard by registry',
    'query Q($r: ID) { businessDashboard(registryId: $r) { registryIds } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'commodityOverview by registry',
    'query Q($r: ID) { commodityOverview(utility: POWER, registryId: $r) { supplyCount } }',
    (t) => ({ r: t.registryId }),
  ],
  ['supply', 'query Q($id: ID!) { supply(id: $id) { id } }', (t) => ({ id: t.supplyId })],
  [
    'consumptions',
    'query Q($s: ID!) { consumptions(supplyId: $s, from: "2025-01", to: "2025-03") { totalQuantity } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'loadCurve',
    'query Q($s: ID!) { loadCurve(supplyId: $s, from: "2025-01-01", to: "2025-01-02") { values } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'costsAndConsumptions by site',
    'query Q($s: ID) { costsAndConsumptions(utility: POWER, from: "2025-01", to: "2025-03", siteId: $s) { supplyCount } }',
    (t) => ({ s: t.siteId }),
  ],
  [
    'costsAndConsumptions by registry',
    'query Q($r: ID) { costsAndConsumptions(utility: POWER, from: "2025-01", to: "2025-03", registryId: $r) { supplyCount } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'supplyCostsAndConsumptions',
    'query Q($s: ID!) { supplyCostsAndConsumptions(supplyId: $s, from: "2025-01", to: "2025-03") { share } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'supplyManagement',
    'query Q($s: ID!) { supplyManagement(supplyId: $s) { supply { id } } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'supplyChangeRequests by supply',
    'query Q($s: ID) { supplyChangeRequests(supplyId: $s) { totalCount } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'markNotificationRead',
    'mutation M($id: ID!) { markNotificationRead(id: $id) { id } }',
    (t) => ({ id: t.notificationId }),
  ],
  [
    'operations by supply',
    'query Q($s: ID) { operations(supplyId: $s) { totalCount } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'operations by registry',
    'query Q($r: ID) { operations(registryId: $r) { totalCount } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'documents by registry',
    'query Q($r: ID) { documents(utility: POWER, registryId: $r) { id } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'setAlertSetting for one supply',
    'mutation M($s: ID) { setAlertSetting(kind: BILL_DUE, enabled: false, supplyId: $s) { active } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'setAlertSetting of a consumption anomaly for one supply',
    'mutation M($s: ID) { setAlertSetting(kind: CONSUMPTION_ANOMALY, enabled: true, parameter: 40, supplyId: $s) { active } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'clearAlertSetting of one supply',
    'mutation M($s: ID!) { clearAlertSetting(kind: BILL_DUE, supplyId: $s) { active } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'clearAlertSetting of every kind of one supply',
    'mutation M($s: ID!) { clearAlertSetting(supplyId: $s) { active } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'submitGasReading',
    'mutation M($c: ID!) { submitGasReading(input: { contractId: $c, value: 99999 }) { id } }',
    (t) => ({ c: t.contractId }),
  ],
  [
    'saveContact',
    'mutation M($r: ID) { saveContact(input: { registryId: $r, phone: "+39 000 0000000" }) { saved } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'privacyConsent',
    'query Q($r: ID) { privacyConsent(registryId: $r) { marketing } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'savePrivacyConsent',
    'mutation M($r: ID) { savePrivacyConsent(input: { registryId: $r, marketing: true, profiling: true, thirdParties: true }) { caseId } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'startInvoiceExport',
    'mutation M($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }',
    (t) => ({ ids: [t.invoiceId] }),
  ],
  [
    'startInvoiceExportByFilter by registry',
    'mutation M($r: ID) { startInvoiceExportByFilter(filter: { registryId: $r }) { matchedCount } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'startInvoiceExportByFilter by supply',
    'mutation M($s: ID) { startInvoiceExportByFilter(filter: { supplyId: $s }) { matchedCount } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'startInvoiceExportByFilter by site',
    'mutation M($s: ID) { startInvoiceExportByFilter(filter: { siteId: $s, utility: GAS }) { matchedCount } }',
    (t) => ({ s: t.siteId }),
  ],
  [
    'invoiceCheckout',
    'mutation M($id: ID!) { invoiceCheckout(invoiceId: $id) { checkoutId } }',
    (t) => ({ id: t.invoiceId }),
  ],
  [
    'checkoutResult',
    'mutation M($id: ID!) { checkoutResult(checkoutId: $id) { outcome } }',
    (t) => (t.checkoutId ? { id: t.checkoutId } : null),
  ],
  [
    'supportCases by registry',
    'query Q($r: ID) { supportCases(registryId: $r) { totalCount } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'fileSupportCase by registry',
    'mutation M($r: ID) { fileSupportCase(input: { registryId: $r, kind: COMPLAINT, subject: "Fattura non ricevuta", message: "La fattura di ottobre non è arrivata allo SDI.", privacyAcknowledged: true }) { id } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'fileSupportCase by supply',
    'mutation M($s: ID) { fileSupportCase(input: { supplyId: $s, kind: COMPLAINT, subject: "Fattura non ricevuta", message: "La fattura di ottobre non è arrivata allo SDI.", privacyAcknowledged: true }) { id } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'fileSupportCase by invoice number',
    'mutation M($n: String) { fileSupportCase(input: { invoiceNumber: $n, kind: BILLING_RECTIFICATION, subject: "Consumi fatturati errati", message: "I consumi della fattura non corrispondono alle letture.", privacyAcknowledged: true }) { id } }',
    (t) => ({ n: t.documentNumber }),
  ],
  // A convention's fields take the registry (and an order's points a supply); a foreign
  // one is NOT_FOUND before the segment's rule (FORBIDDEN noConvention) is asked.
  ...(
    [
      'convention',
      'conventionOrders',
      'conventionConnections',
      'conventionContracts',
      'conventionRegistry',
      'conventionDocuments',
    ] as const
  ).map((field): [string, string, (t: Ids) => Record<string, unknown>] => [
    `${field} by registry`,
    `query Q($r: ID) { ${field}(utility: GAS, registryId: $r) { __typename } }`,
    (t) => ({ r: t.registryId }),
  ]),
  [
    'conventionReport by registry',
    'query Q($r: ID) { conventionReport(utility: GAS, registryId: $r, fromMonth: "2026-01", toMonth: "2026-03") { totalSpend } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'placeConventionOrder by registry',
    'mutation M($r: ID) { placeConventionOrder(input: { utility: GAS, registryId: $r, cig: "8F1A2B3C4D", officeCode: "UF7K2P", splitPayment: true, startDate: "2099-01-01", points: [{ site: "Scuola", address: "Via Roma 1", postalCode: "37121", city: "Verona", province: "VR", estimatedAnnualConsumption: 1000 }] }) { id } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'requestRegistryCorrection by registry',
    'mutation M($r: ID) { requestRegistryCorrection(input: { utility: GAS, registryId: $r, field: PEC, requestedValue: "ente@pec.it" }) { id } }',
    (t) => ({ r: t.registryId }),
  ],
  [
    'placeConventionOrder by supply',
    'mutation M($s: ID) { placeConventionOrder(input: { utility: GAS, cig: "8F1A2B3C4D", officeCode: "UF7K2P", splitPayment: true, startDate: "2099-01-01", points: [{ supplyId: $s, estimatedAnnualConsumption: 1000 }] }) { id } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'requestSupplyChange',
    'mutation M($s: ID!) { requestSupplyChange(supplyId: $s, kind: BILL_DELIVERY, input: { billDelivery: PAPER }) { id } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'startCardRegistration',
    'mutation M($s: ID!) { startCardRegistration(supplyId: $s) { registrationId } }',
    (t) => ({ s: t.supplyId }),
  ],
  [
    'completeCardRegistration',
    'mutation M($id: ID!) { completeCardRegistration(registrationId: $id) { outcome } }',
    (t) => (t.registrationId ? { id: t.registrationId } : null),
  ],
];

const { Kind, buildSchema, getNamedType, isInputObjectType, parse } = graphql;

/** An argument or input field that names an object: of type ID, or named …Id / …Ids. */
function carriesId(name: string, type: GraphQLInputType): boolean {
  return getNamedType(type).name === 'ID' || /Ids?$/.test(name);
}

/** Every place of the schema where a Query or Mutation field takes an id, as Root.field.arg[.input…]. */
function idArgumentsOfSchema(): string[] {
  const schema = buildSchema(sdl);
  const found: string[] = [];
  const walk = (path: string, name: string, type: GraphQLInputType, seen: readonly string[]) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.includes(named.name)) return;
      for (const field of Object.values(named.getFields()))
        walk(`${path}.${field.name}`, field.name, field.type, [...seen, named.name]);
    } else if (carriesId(name, type)) found.push(path);
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()))
      for (const arg of field.args)
        walk(`${root.name}.${field.name}.${arg.name}`, arg.name, arg.type, []);
  }
  return found.sort();
}

/** The places of an operation's document that receive a variable (the matrix's foreign ids). */
function variablePlaces(query: string): string[] {
  const places: string[] = [];
  const document = parse(query);
  const value = (node: ValueNode, path: string): void => {
    if (node.kind === Kind.VARIABLE) places.push(path);
    else if (node.kind === Kind.OBJECT)
      for (const field of node.fields) value(field.value, `${path}.${field.name.value}`);
    else if (node.kind === Kind.LIST) for (const item of node.values) value(item, path);
  };
  // Only the root fields are entry points of the API (the matrix's documents select no nested ids).
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === 'mutation' ? 'Mutation' : 'Query';
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      for (const arg of selection.arguments ?? [])
        value(arg.value, `${root}.${selection.name.value}.${arg.name.value}`);
    }
  }
  return places;
}

/**
 * Ids only a public body under a convention has: comune.verona's, tried by a company and
 * by a pa without a convention (below), since the three customers above hold none.
 */
const CONVENTION_OPERATIONS: Array<[string, string, (orderId: string) => Record<string, unknown>]> =
  [
    [
      'conventionOrders by order',
      'query Q($o: ID) { conventionOrders(utility: GAS, orderId: $o) { id } }',
      (o) => ({ o }),
    ],
  ];

describe('the authorization matrix covers the schema', () => {
  it('every id a Query or Mutation field takes is given a foreign id by an operation of the matrix', () => {
    const covered = new Set(
      [...OPERATIONS, ...CONVENTION_OPERATIONS].flatMap(([, query]) => variablePlaces(query)),
    );
    const idArguments = idArgumentsOfSchema();
    expect(idArguments.length).toBeGreaterThan(10);
    const missing = idArguments.filter((path) => !covered.has(path));
    expect(missing, 'add an operation to OPERATIONS for each').toEqual([]);
  });
});

const WRITES = [
  'POST /api/lettura/apccb/gas/save',
  'POST /api/registrazione/contatto/save',
  'POST /api/customer-cases/privacy',
  'POST /api/invoices/export-pdf/start',
  'POST /api/Payment/invoice-checkout',
  'POST /api/Payment/checkout-client-result',
  'POST /api/Payment/card-registration',
  'POST /api/Payment/card-registration-result',
  'POST /api/convenzioni/ordini',
  'POST /api/convenzioni/anagrafica/rettifiche',
];

function shape(answer: GraphQLAnswer<unknown>) {
  return {
    status: answer.status,
    data: answer.data,
    errors: answer.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })),
  };
}

describe('authorization matrix: every id of another customer is NOT_FOUND, like an unknown id', () => {
  for (const intruder of CUSTOMERS) {
    for (const owner of CUSTOMERS) {
      if (owner === intruder) continue;
      it(`${intruder} cannot use the ids of ${owner} on any query or mutation`, async () => {
        const cookie = cookies.get(intruder)!;
        const target = ids.get(owner)!;
        const writesBefore = await portal.sandbox.admin.calls();
        for (const [name, query, vars] of OPERATIONS) {
          const foreignVars = vars(target);
          if (!foreignVars) continue;
          const foreign = await gql(portal, cookie, query, foreignVars);
          const unknown = await gql(portal, cookie, query, vars(UNKNOWN)!);
          expect(foreign.errors?.[0]?.extensions?.code, name).toBe('NOT_FOUND');
          expect(shape(foreign), name).toEqual(shape(unknown));
        }
        const writesAfter = await portal.sandbox.admin.calls();
        for (const write of WRITES)
          expect(writesAfter[write] ?? 0, write).toBe(writesBefore[write] ?? 0);
      });

      it(`${intruder} gets null for the invoice of ${owner} by document number and issue date (§2, §4 QR lookup)`, async () => {
        const target = ids.get(owner)!;
        const q =
          'query Q($n: String!, $d: String!) { invoice(documentNumber: $n, issueDate: $d) { invoice { id } } }';
        const foreign = ok(
          await gql<{ invoice: unknown }>(portal, cookies.get(intruder)!, q, {
            n: target.documentNumber,
            d: target.issueDate,
          }),
        );
        expect(foreign.invoice).toBeNull();
      });

      it(`${intruder} cannot download the PDFs, the export or the consumption CSV of ${owner} (404 like an unknown id)`, async () => {
        const cookie = cookies.get(intruder)!;
        const target = ids.get(owner)!;
        for (const [foreignPath, unknownPath] of [
          [`/api/files/invoices/${target.invoiceId}`, `/api/files/invoices/${UNKNOWN.invoiceId}`],
          [
            `/api/files/invoices/${target.invoiceId}?variant=detail`,
            `/api/files/invoices/${UNKNOWN.invoiceId}?variant=detail`,
          ],
          [`/api/files/exports/${target.exportJobId}`, `/api/files/exports/${UNKNOWN.exportJobId}`],
          [
            `/api/files/consumption.csv?supplyId=${target.supplyId}&from=2025-01-01&to=2025-01-02`,
            `/api/files/consumption.csv?supplyId=${UNKNOWN.supplyId}&from=2025-01-01&to=2025-01-02`,
          ],
          [
            `/api/files/consumption.csv?utility=POWER&siteId=${target.siteId}&from=2025-01-01&to=2025-01-02`,
            `/api/files/consumption.csv?utility=POWER&siteId=${UNKNOWN.siteId}&from=2025-01-01&to=2025-01-02`,
          ],
          [
            `/api/files/consumption.csv?utility=POWER&registryId=${target.registryId}&from=2025-01-01&to=2025-01-02`,
            `/api/files/consumption.csv?utility=POWER&registryId=${UNKNOWN.registryId}&from=2025-01-01&to=2025-01-02`,
          ],
        ] as const) {
          const foreign = await portal.api(cookie, foreignPath);
          const unknown = await portal.api(cookie, unknownPath);
          expect(foreign.status, foreignPath).toBe(404);
          expect(await foreign.json()).toEqual(await unknown.json());
        }
      });
    }
  }

  it('each customer can still use their own ids (the matrix is not vacuous)', async () => {
    for (const email of CUSTOMERS) {
      const own = ids.get(email)!;
      const answer = ok(
        await gql<{ supply: { id: string }; contract: { contract: { id: string } } }>(
          portal,
          cookies.get(email)!,
          'query Q($s: ID!, $c: ID!) { supply(id: $s) { id } contract(id: $c) { contract { id } } }',
          { s: own.supplyId, c: own.contractId },
        ),
      );
      expect(answer.supply.id).toBe(own.supplyId);
      const pdf = await portal.api(cookies.get(email)!, `/api/files/invoices/${own.invoiceId}`);
      expect(pdf.status).toBe(200);
      await pdf.body?.cancel();
      const exported = await portal.api(
        cookies.get(email)!,
        `/api/files/exports/${own.exportJobId}`,
      );
      expect(exported.status).toBe(200);
      await exported.body?.cancel();
    }
  });
});

describe('the orders of a convention are NOT_FOUND for another customer, like an unknown id', () => {
  it('a company and a pa without a convention cannot use an order of comune.verona', async () => {
    const verona = (await portal.signIn('comune.verona@demo.it')).cookie;
    const orders = ok(
      await gql<{ conventionOrders: Array<{ id: string }> }>(
        portal,
        verona,
        '{ conventionOrders(utility: GAS) { id } }',
      ),
    ).conventionOrders;
    const orderId = orders[0]!.id;
    const intruders = [
      cookies.get('acme@demo.it')!,
      (await portal.signIn('asl.trento@demo.it')).cookie,
    ];
    for (const cookie of intruders) {
      for (const [name, query, vars] of CONVENTION_OPERATIONS) {
        const foreign = await gql(portal, cookie, query, vars(orderId));
        const unknown = await gql(portal, cookie, query, vars('999999997'));
        expect(foreign.errors?.[0]?.extensions?.code, name).toBe('NOT_FOUND');
        expect(shape(foreign), name).toEqual(shape(unknown));
      }
    }
    // Not vacuous: the owner reads it.
    const own = ok(
      await gql<{ conventionOrders: Array<{ id: string }> }>(
        portal,
        verona,
        CONVENTION_OPERATIONS[0]![1],
        CONVENTION_OPERATIONS[0]![2](orderId),
      ),
    );
    expect(own.conventionOrders.map((o) => o.id)).toEqual([orderId]);
  });
});
