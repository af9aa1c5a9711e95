// @vitest-environment node
// Conventions 7: the lint rules of eslint.config.js hold the web client's arrows on
// resolved paths — features never import each other (relative or '@/…' alias), features never
// import app/, lib/ and components/ import neither — and find import cycles. Each rule is shown
// failing on a small piece of code linted at a real path, and passing on the allowed direction.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Without a trailing slash: the TypeScript resolver reads the projects relative to ESLint's cwd, and
// '/repo/' made it miss the '@/…' alias.
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url)).replace(/\/$/, '');
const eslint = new ESLint({ cwd: ROOT });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => message.ruleId as string);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('import rules on resolved paths', { timeout: 60_000 }, () => {
  it('a feature importing another feature fails, written relative or with the @/ alias', async () => {
    const code = [
      "import { useRetailDashboard } from '../dashboard/api/useRetailDashboard.ts';",
      "import { useRetailDashboard as use } from '@/features/dashboard/api/useRetailDashboard.ts';",
      'export const hooks = [useRetailDashboard, use];',
    ].join('\n');
    expect(await problems('services/web/src/features/invoices/probe.ts', code)).toEqual([
      RESTRICTED,
      RESTRICTED,
    ]);
  });

  it('a feature importing its own modules, lib/ and components/ passes', async () => {
    const code = [
      "import { useRetailDashboard } from './api/useRetailDashboard.ts';",
      "import { usePageContext } from '@/lib/page-context.ts';",
      "import { PageScaffold } from '../../components/page-scaffold/index.ts';",
      'export const parts = [useRetailDashboard, usePageContext, PageScaffold];',
    ].join('\n');
    expect(await problems('services/web/src/features/dashboard/probe.ts', code)).toEqual([]);
  });

  it('a feature importing app/ fails', async () => {
    const code = "import { LATER } from '@/app/page-registry.ts';\nexport const later = LATER;";
    expect(await problems('services/web/src/features/dashboard/probe.ts', code)).toEqual([
      RESTRICTED,
    ]);
  });

  it('lib/ and components/ importing a feature or app/ fail; app/ importing a feature passes', async () => {
    const feature =
      "import { useRetailDashboard } from '../features/dashboard/api/useRetailDashboard.ts';\nexport const k = useRetailDashboard;";
    expect(await problems('services/web/src/lib/probe.ts', feature)).toEqual([RESTRICTED]);
    const app = "import { LATER } from '../../app/page-registry.ts';\nexport const later = LATER;";
    expect(await problems('services/web/src/components/ui/probe.ts', app)).toEqual([RESTRICTED]);
    expect(await problems('services/web/src/app/probe.ts', feature)).toEqual([]);
  });

  it('an import cycle fails, in the web client and in packages/shared', async () => {
    // lib/errors.ts imports lib/http.ts: http.ts importing errors.ts closes a cycle.
    const web = "import { errorKey } from './errors.ts';\nexport const key = errorKey;";
    expect(await problems('services/web/src/lib/http.ts', web)).toEqual(['import-x/no-cycle']);
    // routes.ts imports pages.ts.
    const shared = "import { ROUTES } from './routes.ts';\nexport const routes = ROUTES;";
    expect(await problems('packages/shared/src/pages.ts', shared)).toEqual(['import-x/no-cycle']);
  });
});

describe('what the first screen loads', () => {
  const src = `${ROOT}/services/web/src`;
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('dayjs comes through lib/dayjs.ts only, which the shell does not import', () => {
    const direct = sources(src)
      .filter((file) => /from 'dayjs|import 'dayjs/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(direct).toEqual(['lib/dayjs.ts']);
  });
});
