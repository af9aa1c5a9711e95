// `pnpm -s deploy:render <production|development> [--values file.json] [--set path=value]`: the
// manifests on stdout for `kubectl apply -f -`, what is left to the operator on stderr, and every
// problem of the values or the manifests instead of a partial output.
import {
  ManifestError,
  manifestsFor,
  parseArguments,
  UsageError,
  valuesFromArguments,
} from './manifests.ts';
import { ValuesError } from './values.ts';

try {
  const { overlay, patches } = parseArguments(process.argv.slice(2));
  const { yaml, warnings } = manifestsFor(valuesFromArguments({ overlay, patches }));
  process.stdout.write(
    `# The portal on Kubernetes, ${overlay}: pnpm -s deploy:render (deploy/kubernetes)\n`,
  );
  process.stdout.write(yaml);
  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
} catch (error) {
  if (
    error instanceof ValuesError ||
    error instanceof ManifestError ||
    error instanceof UsageError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
