// @vitest-environment node
// Conventions §9: no user-visible literal in a component — every text a person reads or hears comes
// from the message files. Checked on the syntax tree of every component: JSX text with letters, and
// string literals in the attributes that are read out (aria-label, title, alt, placeholder).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import messages from './it/index.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'aria-valuetext',
  'aria-roledescription',
]);
const LETTERS = /\p{L}/u;

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : components(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

function literalsOf(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(SRC, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && LETTERS.test(node.text))
      found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal =
        value &&
        (ts.isStringLiteral(value)
          ? value
          : ts.isJsxExpression(value) &&
              value.expression &&
              ts.isNoSubstitutionTemplateLiteral(value.expression)
            ? value.expression
            : null);
      if (literal && LETTERS.test(literal.text))
        found.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
      if (
        value &&
        ts.isJsxExpression(value) &&
        value.expression &&
        ts.isTemplateExpression(value.expression)
      ) {
        const parts = [
          value.expression.head.text,
          ...value.expression.templateSpans.map((span) => span.literal.text),
        ];
        if (parts.some((part) => part.trim() !== ''))
          found.push(`${where(node)} ${node.name.getText(source)} built from literal text`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('conventions §9: no user-visible literal in a component (it, de, en-US from the message files)', () => {
  it('finds no JSX text with letters and no literal in a spoken attribute', () => {
    const files = components(SRC);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(literalsOf)).toEqual([]);
  });
});

describe('conventions §9: every static message key a component names exists', () => {
  it("finds each t('…') key of the sources in the message files (plurals by their _one/_other pair)", () => {
    const known = new Set<string>();
    const walk = (node: unknown, prefix: string): void => {
      if (typeof node !== 'object' || node === null) {
        known.add(prefix);
        known.add(prefix.replace(/_(one|other)$/, ''));
        return;
      }
      for (const [key, child] of Object.entries(node))
        walk(child, prefix ? `${prefix}.${key}` : key);
    };
    walk(messages, '');
    const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter(
        (name) =>
          /\.(ts|tsx)$/.test(name) && !name.includes('.test.') && !name.startsWith('locales'),
      )
      .map((name) => join(SRC, name));
    const used = sources.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)].map(
        (match) => `${relative(SRC, path)}: ${match[1]}`,
      ),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((entry) => !known.has(entry.split(': ')[1] ?? ''))).toEqual([]);
  });
});
