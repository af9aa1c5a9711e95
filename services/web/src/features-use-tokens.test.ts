// @vitest-environment node
// The styles of a feature the design system has reached — styled-components and css`` templates,
// and inline style props — take every colour and size from the theme's tokens. A hex, rgb()/hsl()
// or named colour, or a px/rem/em/pt size written in a feature's styles fails here, with file and
// line.
// Features join MIGRATED as they are moved onto the tokens.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { styleLiterals } from './test/style-literals.ts';

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

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
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
