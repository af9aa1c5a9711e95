// The BFF's layers point one way (conventions 18, docs/decisions/0012-bff-layers.md): the lint rules
// of eslint.config.js refuse an import from a layer up to one above it, written relative or not,
// and an import cycle. Each rule is shown failing on a small piece of code linted at a real path,
// and passing on the allowed direction; every folder and top-level file of src/ has its layer.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Without a trailing slash: the TypeScript resolver reads the projects relative to ESLint's cwd.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url)).replace(/\/$/, '');
const SRC = `${ROOT}/services/bff/src`;
const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${SRC}/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => message.ruleId as string);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('the BFF’s layers on resolved paths', { timeout: 60_000 }, () => {
  it('the upstream client importing the session fails; the session importing upstream passes', async () => {
    const up =
      "import { sessionLockKey } from '../session/types.ts';\nexport const k = sessionLockKey;";
    expect(await problems('upstream/probe.ts', up)).toEqual([RESTRICTED]);
    const down =
      "import { UpstreamError } from '../upstream/errors.ts';\nexport const e = UpstreamError;";
    expect(await problems('session/probe.ts', down)).toEqual([]);
  });

  it('the configuration importing a route fails; it may read the brand beside it', async () => {
    const up = "import { brandRoutes } from './routes/brand.ts';\nexport const r = brandRoutes;";
    expect(await problems('config.ts', up)).toEqual([RESTRICTED]);
    const beside = "import { loadBrand } from './brand/load.ts';\nexport const l = loadBrand;";
    expect(await problems('config.ts', beside)).toEqual([]);
  });

  it('the scope kernel importing a domain fails; a domain importing the kernel passes', async () => {
    const up =
      "import { invoicesDomain } from '../domains/invoices/index.ts';\nexport const d = invoicesDomain;";
    expect(await problems('scope/probe.ts', up)).toEqual([RESTRICTED]);
    const down =
      "import { listScope } from '../../scope/registries.ts';\nexport const s = listScope;";
    expect(await problems('domains/invoices/probe.ts', down)).toEqual([]);
  });

  it('a domain importing a route or the composed API fails; the API importing the domains passes', async () => {
    const route =
      "import { sessionRoutes } from '../../routes/session.ts';\nexport const r = sessionRoutes;";
    expect(await problems('domains/invoices/probe.ts', route)).toEqual([RESTRICTED]);
    const api = "import { schema } from '../../api/schema.ts';\nexport const s = schema;";
    expect(await problems('domains/invoices/probe.ts', api)).toEqual([RESTRICTED]);
    const down =
      "import { invoicesDomain } from '../domains/invoices/index.ts';\nexport const d = invoicesDomain;";
    expect(await problems('api/probe.ts', down)).toEqual([]);
  });

  it('the GraphQL kit importing a domain or the scope kernel fails', async () => {
    const domain =
      "import { toInvoice } from '../domains/invoices/mapping.ts';\nexport const t = toInvoice;";
    expect(await problems('graphql/probe.ts', domain)).toEqual([RESTRICTED]);
    const kernel = "import { sitesOf } from '../scope/sites.ts';\nexport const s = sitesOf;";
    expect(await problems('graphql/probe.ts', kernel)).toEqual([RESTRICTED]);
  });

  it('an import cycle fails', async () => {
    // session/view.ts imports session/capabilities.ts: the reverse closes a cycle.
    const cycle = "import { sessionView } from './view.ts';\nexport const v = sessionView;";
    expect(await problems('session/capabilities.ts', cycle)).toEqual(['import-x/no-cycle']);
  });

  it('every folder and top-level file of src/ has its layer', async () => {
    const config = (await eslint.calculateConfigForFile(`${SRC}/app.ts`)) as {
      rules: Record<string, [string, { zones: Array<{ target: string[]; from: string[] }> }]>;
    };
    const zones = config.rules[RESTRICTED]?.[1].zones ?? [];
    const placed = new Set(
      zones.flatMap((zone) => [...zone.target, ...zone.from]).map((path) => path.split('/').pop()),
    );
    const entries = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || !entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name)
      .filter((name) => name !== 'generated');
    expect(entries.filter((name) => !placed.has(name))).toEqual([]);
  });
});
