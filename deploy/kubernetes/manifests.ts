// From an overlay and the operator's values to checked manifests: what `pnpm deploy:render`
// prints and what tests/integration/kubernetes-manifests.test.ts reads.
import { readFileSync } from 'node:fs';
import { render } from './render.ts';
import { type Manifest, manifestProblems, toYaml } from './validate.ts';
import {
  OVERLAYS,
  type Overlay,
  patchFromSetting,
  type Values,
  ValuesError,
  valuesFor,
} from './values.ts';

export interface Manifests {
  values: Values;
  manifests: Manifest[];
  warnings: string[];
  yaml: string;
}

export class ManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(`The manifests do not validate:\n- ${problems.join('\n- ')}`);
    this.name = 'ManifestError';
  }
}

/** Renders the values, validates every object and prints them as one YAML stream. */
export function manifestsFor(values: Values): Manifests {
  const { objects, warnings } = render(values);
  const manifests = objects.map((object) => object.toJSON() as unknown as Manifest);
  const problems = manifestProblems(manifests);
  if (problems.length > 0) throw new ManifestError(problems);
  return { values, manifests, warnings, yaml: toYaml(manifests) };
}

/** A command line that is not `<overlay> [--values file] [--set path=value]`. */
export class UsageError extends Error {
  constructor() {
    super(USAGE);
    this.name = 'UsageError';
  }
}

export interface Arguments {
  overlay: Overlay;
  /** JSON files of values, then `--set` settings, applied in the order given. */
  patches: ({ file: string } | { set: string })[];
}

export const USAGE = `Usage: pnpm -s deploy:render <${OVERLAYS.join('|')}> [--values <file.json>]… [--set <path>=<value>]…

Prints the portal's Kubernetes manifests (docs/operations.md, "Kubernetes"), checked against the
Kubernetes schemas, for: pnpm -s deploy:render production --values site.json | kubectl apply -f -`;

export function parseArguments(argv: string[]): Arguments {
  const [overlay, ...rest] = argv;
  if (!OVERLAYS.includes(overlay as Overlay)) throw new UsageError();
  const patches: Arguments['patches'] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (value === undefined || (flag !== '--values' && flag !== '--set')) {
      throw new UsageError();
    }
    patches.push(flag === '--values' ? { file: value } : { set: value });
  }
  return { overlay: overlay as Overlay, patches };
}

/** The values of the command line: the overlay, then each file and setting in turn. */
export function valuesFromArguments(args: Arguments): Values {
  let values = valuesFor(args.overlay);
  const applied: unknown[] = [];
  for (const patch of args.patches) {
    if ('file' in patch) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(patch.file, 'utf8'));
      } catch (error) {
        throw new ValuesError([`${patch.file}: ${(error as Error).message}`]);
      }
      applied.push(parsed);
    } else {
      applied.push(patchFromSetting(patch.set, values));
    }
    values = valuesFor(args.overlay, ...applied);
  }
  return values;
}
