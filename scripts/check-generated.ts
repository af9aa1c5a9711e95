// The generated contract is up to date (conventions 16): the BFF's resolver types and the web
// client's typed documents are what `pnpm codegen` makes of docs/schema.graphql today. Regenerated
// in memory and compared with the files on disk; exits non-zero naming each stale file. Run by
// `pnpm check:generated` in the checks phase of `npm test`, beside lint and typecheck: like them it
// reads the whole client, which takes seconds on a quiet machine and a minute on a busy one, so it
// is a check without a time limit rather than a test under one. The schema's and the persisted
// documents' staleness are tested in tests/integration/generated-contract.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as Array<{
  filename: string;
  content: string;
}>;
const stale = outputs
  .filter(({ filename, content }) => {
    try {
      return readFileSync(`${root}${filename}`, 'utf8') !== content;
    } catch {
      return true;
    }
  })
  .map(({ filename }) => filename);

if (outputs.length < 2 || stale.length > 0) {
  for (const file of stale)
    console.error(`${file} is stale: run \`pnpm codegen\` and commit the result`);
  if (outputs.length < 2)
    console.error('codegen produced fewer outputs than the configuration names');
  process.exit(1);
}
process.stdout.write(`generated contract: ${outputs.length} files up to date\n`);
