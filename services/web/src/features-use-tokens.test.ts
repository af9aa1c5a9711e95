// @vitest-environment node
// The styles of a feature the design system has reached — styled-components and css`` templates,
// and inline style props — take every colour and size from the theme's tokens. A hex, rgb()/hsl()
// or named colour, or a px/rem/em/pt size written in a feature's styles fails here, with file and
// line.
// Features join MIGRATED as they are moved onto the tokens.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const FEATURES = fileURLToPath(new URL('./features/', import.meta.url));

/** The features whose styles are on the tokens; every feature is to be listed here. */
const MIGRATED = [
  'business-home',
  'contracts',
  'convention',
  'convention-orders',
  'convention-reporting',
  'costs',
  'dashboard',
  'downloads',
  'invoices',
  'load-curves',
  'manage-supply',
  'loyalty',
  'notifications',
  'operations',
  'overview',
  'profile',
  'registration',
  'services',
  'supplies',
  'support',
  'utilities',
];

const STYLE_TAGS = /^(styled\b|css$|keyframes$|createGlobalStyle$)/;
const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black|red|green|blue|orange|gray|grey|yellow)(?![\w-])/i;
const SIZE = /(?<![\w.#-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|pt)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The literal texts of a style: a template's static parts and any string inside it. */
function textsOf(node: ts.Node): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (child: ts.Node): void => {
    if (
      ts.isStringLiteral(child) ||
      ts.isNoSubstitutionTemplateLiteral(child) ||
      ts.isTemplateHead(child) ||
      ts.isTemplateMiddle(child) ||
      ts.isTemplateTail(child)
    ) {
      found.push(child);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Colour and size literals in the styles of a file's source text, as "file:line literal". */
export function styleLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const problems: string[] = [];
  const report = (node: ts.Node) => {
    const literal = (node as ts.LiteralLikeNode).text;
    for (const pattern of [COLOUR, SIZE]) {
      for (const match of literal.matchAll(new RegExp(pattern, 'gi'))) {
        // The literal's text starts one character in (after its quote, backtick or brace).
        const at = node.getStart() + 1 + match.index;
        const line = source.getLineAndCharacterOfPosition(at).line + 1;
        problems.push(`${fileName}:${line} ${match[0]}`);
      }
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && STYLE_TAGS.test(node.tag.getText(source))) {
      textsOf(node.template).forEach(report);
      return;
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'style' && node.initializer) {
      textsOf(node.initializer).forEach(report);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('features style with the theme’s tokens only', () => {
  it('finds the literals it is meant to find, and lets tokens through', () => {
    const code = [
      "import styled, { css } from 'styled-components';",
      'const A = styled.div`color: #1c2430; padding: 12px; gap: ${({ theme }) => theme.space(2)};`;',
      'const B = styled(A)`background: rgba(0, 0, 0, 0.2); font-size: 1.5rem;`;',
      'const C = css`border: ${"1px"} solid white;`;',
      "const D = () => <div style={{ width: '320px' }} />;",
      'const E = styled.span`color: ${({ theme }) => theme.tone.red.fg}; width: 100%; white-space: nowrap;`;',
    ].join('\n');
    expect(styleLiterals('probe.tsx', code)).toEqual([
      'probe.tsx:2 #1c2430',
      'probe.tsx:2 12px',
      'probe.tsx:3 rgba(',
      'probe.tsx:3 1.5rem',
      'probe.tsx:4 1px',
      'probe.tsx:4 white',
      'probe.tsx:5 320px',
    ]);
  });

  it.each(MIGRATED)('features/%s has no colour or size literal in its styles', (feature) => {
    const problems = sources(join(FEATURES, feature)).flatMap((path) =>
      styleLiterals(relative(FEATURES, path), readFileSync(path, 'utf8')),
    );
    expect(problems).toEqual([]);
  });
});
