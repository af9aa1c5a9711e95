// Checking an answer against the contract: a compiled TypeBox check per answer shape, made once
// and kept (documents and paths are constants of the code), and, only when an answer does not
// fit, what is wrong with it — the field's path and the kind of value found, never the value
// itself (answers hold personal data).
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** One way an answer differs from the contract. */
export interface ContractProblem {
  /** Where: `fatture.nodes[3].statoPagamento`; the answer's root is ''. */
  path: string;
  /** What: `missing`, or `expected integer or null, found string`. */
  problem: string;
  /** How many places of the answer have the same problem (rows of a list). */
  count: number;
}

/** Problems listed at most, so a log line stays short whatever the answer's size. */
export const MAX_PROBLEMS = 10;

/** A compiled check of one answer shape. */
export class AnswerCheck {
  private readonly validator;

  constructor(readonly schema: TSchema) {
    this.validator = Compile(schema);
  }

  /** Whether the answer fits: the cheap path every answer takes. */
  fits(value: unknown): boolean {
    return this.validator.Check(value);
  }

  /** What does not fit (empty when it fits); the expensive path, taken only on a misfit. */
  problems(value: unknown): ContractProblem[] {
    if (this.validator.Check(value)) return [];
    return describe(this.validator.Errors(value), value);
  }
}

interface RawError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** `/fatture/nodes/3/x` → `fatture.nodes[3].x`. */
function dotted(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
      '',
    );
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const part of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function describe(errors: readonly RawError[], root: unknown): ContractProblem[] {
  const expected = new Map<string, Set<string>>();
  const found: ContractProblem[] = [];
  const add = (path: string, problem: string) => {
    // Rows of a list with the same problem are one problem, named by its first row.
    const key = `${path.replace(/\[\d+\]/g, '[]')} ${problem}`;
    const known = found.find((p) => `${p.path.replace(/\[\d+\]/g, '[]')} ${p.problem}` === key);
    if (known) known.count += 1;
    else found.push({ path, problem, count: 1 });
  };
  for (const error of errors) {
    if (error.keyword === 'required') {
      const names = (error.params.requiredProperties as string[] | undefined) ?? [];
      const base = dotted(error.instancePath);
      for (const name of names) add(base ? `${base}.${name}` : name, 'missing');
    } else if (error.keyword === 'type' || error.keyword === 'const') {
      const wanted =
        error.keyword === 'type'
          ? String(error.params.type)
          : JSON.stringify(error.params.allowedValue);
      const set = expected.get(error.instancePath) ?? new Set<string>();
      set.add(wanted);
      expected.set(error.instancePath, set);
    }
  }
  for (const [pointer, wanted] of expected) {
    const value = valueAt(root, pointer);
    // A missing property is reported once, as missing, not also as of the wrong type.
    if (value === undefined) continue;
    add(dotted(pointer), `expected ${[...wanted].join(' or ')}, found ${kindOf(value)}`);
  }
  return found.slice(0, MAX_PROBLEMS);
}

/** One line for a log or a terminal: `fatture.nodes[0].x missing (500 rows)`. */
export function problemText(problem: ContractProblem): string {
  const where = problem.path === '' ? 'the answer' : problem.path;
  const rows = problem.count > 1 ? ` (${problem.count} places)` : '';
  return `${where}: ${problem.problem}${rows}`;
}
