// The business supplies pages' search at SANDBOX_SCALE=large (docs/upstream-contract.md): forniture
// searched by locality and filtered by status over acme's 2,000 supplies, paged. Expected values
// come from the whole list of acme's supplies, read page by page and filtered here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Fornitura } from '../src/data/model.ts';
import { portalTokens, type SandboxClient } from '../src/testing.ts';
import { largeSandbox } from './large-sandbox.ts';

const ACME = 200001;
const FIELDS =
  'idfornitura codUtility podPdr descrizioneSede indirizzo cap localita provincia statoFornitura';

type Held = Pick<
  Fornitura,
  | 'idfornitura'
  | 'codUtility'
  | 'podPdr'
  | 'descrizioneSede'
  | 'indirizzo'
  | 'cap'
  | 'localita'
  | 'provincia'
  | 'statoFornitura'
>;

let sandbox: SandboxClient;
let token: string;

beforeAll(async () => {
  sandbox = largeSandbox();
  token = (await portalTokens(sandbox, 'acme@demo.it')).access_token;
});

async function forniture(args: string): Promise<{ totalCount: number; nodes: Held[] }> {
  const response = await fetch(`${sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ forniture(${args}) { totalCount nodes { ${FIELDS} } } }` }),
  });
  const body = (await response.json()) as {
    data: { forniture: { totalCount: number; nodes: Held[] } };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  return body.data.forniture;
}

describe('the supplies pages at SANDBOX_SCALE=large: 2,000 supplies of acme', () => {
  it('a search by locality and status pages through the 1,400 power supplies', async () => {
    const all: Held[] = [];
    for (let offset = 0; offset < 2000; offset += 500)
      all.push(
        ...(await forniture(`idanagrafica: [${ACME}], first: 500, offset: ${offset}`)).nodes,
      );
    expect(all).toHaveLength(2000);
    expect(new Set(all.map((f) => f.idfornitura)).size).toBe(2000);
    const [one] = all;
    if (!one) throw new Error('acme has no supply');
    const expected = all.filter(
      (f) =>
        f.codUtility === 0 &&
        f.statoFornitura === 'Attiva' &&
        [f.podPdr, f.descrizioneSede, f.indirizzo, f.cap, f.localita, f.provincia].some((v) =>
          v.toLowerCase().includes(one.localita.toLowerCase()),
        ),
    );
    const args = `idanagrafica: [${ACME}], codUtility: Power, statoFornitura: "Attiva", cerca: "${one.localita}"`;
    const r = await forniture(`${args}, first: 20, offset: 20`);
    expect(r.totalCount).toBe(expected.length);
    expect(r.nodes.map((n) => n.idfornitura)).toEqual(
      expected.slice(20, 40).map((f) => f.idfornitura),
    );
  });
});
