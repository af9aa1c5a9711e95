// @vitest-environment node
// The shell's layouts: their styles take every colour and size from the theme's
// tokens, checked with the same rule as the features' styles (features-use-tokens.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { styleLiterals } from '../../test/style-literals.ts';

const here = fileURLToPath(new URL('./', import.meta.url));
const files = readdirSync(here).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));

describe('the layouts use the tokens only', () => {
  it('finds the layouts’ files', () => {
    expect(files).toEqual(expect.arrayContaining(['Header.tsx', 'Shell.tsx', 'Footer.tsx']));
  });

  it('would see a literal in a layout', () => {
    const probe = 'const Bar = styled.header`\n  padding: 8px;\n  color: #ffffff;\n`;';
    expect(styleLiterals('Probe.tsx', probe)).toHaveLength(2);
  });

  it('finds no colour or size literal in the layouts’ styles', () => {
    const found = files.flatMap((name) =>
      styleLiterals(name, readFileSync(`${here}${name}`, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
