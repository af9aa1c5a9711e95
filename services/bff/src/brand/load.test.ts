// The brand is chosen by BRAND or BRAND_FILE, read and checked at start-up with the
// configuration; a bad one stops the start with every problem listed, each colour pair named.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Brand } from '@portal/shared/brand';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_BRANDS_DIR, loadConfig } from '../config.ts';
import { loadBrand } from './load.ts';

const BASE = { WEB_DIST: '/nonexistent-web-dist' };
const work = mkdtempSync(join(tmpdir(), 'portal-brand-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const demoJson = readFileSync(join(DEFAULT_BRANDS_DIR, 'demo.json'), 'utf8');

/** A copy of the demo brand under another name, with its pictures, changed by `edit`. */
function brandCopy(name: string, edit: (brand: Brand) => void = () => {}): string {
  const brand = JSON.parse(demoJson) as Brand;
  edit(brand);
  const file = join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(brand));
  cpSync(join(DEFAULT_BRANDS_DIR, 'demo'), join(work, name), { recursive: true });
  return file;
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ ...BASE, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('choosing the brand', () => {
  it('is the demo supplier by default, with its pictures', () => {
    const { brand } = loadConfig(BASE);
    expect(brand.brand.name).toBe('Demo Energia');
    expect(brand.file).toBe(join(DEFAULT_BRANDS_DIR, 'demo.json'));
    expect(brand.assets['logo-light.svg'].toString()).toContain('<svg');
    expect(brand.assets['favicon.svg'].toString()).toContain('<svg');
    expect(JSON.parse(brand.publicJson)).not.toHaveProperty('notices');
  });

  it('BRAND names a file of config/brands; BRAND_FILE gives a path', () => {
    expect(loadConfig({ ...BASE, BRAND: 'alpina' }).brand.brand.name).toBe('Energia Alpina');
    const file = brandCopy('acme', (b) => (b.name = 'Acme Luce e Gas'));
    expect(loadConfig({ ...BASE, BRAND_FILE: file }).brand.brand.name).toBe('Acme Luce e Gas');
  });

  it('refuses both at once, a name that is a path, and a brand that does not exist', () => {
    expect(problemsOf({ BRAND: 'alpina', BRAND_FILE: '/x.json' })).toEqual([
      'set BRAND or BRAND_FILE, not both',
    ]);
    expect(problemsOf({ BRAND: '../secrets' })[0]).toMatch(/^BRAND must be the name of a file of/);
    expect(problemsOf({ BRAND: 'nobody' })).toEqual([
      `brand file ${join(DEFAULT_BRANDS_DIR, 'nobody.json')} does not exist`,
    ]);
  });

  it('names a file that is not JSON', () => {
    const file = join(work, 'broken.json');
    writeFileSync(file, '{ "name": ');
    const [problem] = problemsOf({ BRAND_FILE: file });
    expect(problem).toMatch(new RegExp(`^brand file ${file} is not JSON: `));
  });
});

describe('a bad brand stops the start with the list of problems', () => {
  it('lists every field problem and every colour pair below WCAG AA, with the other settings', () => {
    const file = brandCopy('faded', (b) => {
      b.colors.primaryText = '#7aa7d6';
      b.colors.link = '#8ab4f8';
      b.colors.focus = '#f5f7fa';
      b.contacts.email = 'clienti';
    });
    const problems = problemsOf({ BRAND_FILE: file, LOG_LEVEL: 'loud' });
    expect(problems).toEqual([
      `brand file ${file}: contacts.email must be an e-mail address (got "clienti")`,
      `brand file ${file}: colors.primaryText #7aa7d6 on colors.primary #0b5394 has contrast 3.10:1; WCAG AA needs at least 4.5:1`,
      `brand file ${file}: colors.link #8ab4f8 on the white #ffffff has contrast 2.10:1; WCAG AA needs at least 4.5:1`,
      `brand file ${file}: colors.focus #f5f7fa on the white #ffffff has contrast 1.07:1; WCAG AA needs at least 3:1`,
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got loud)',
    ]);
  });

  it('names a missing picture, one that is not SVG, and one that carries a script', () => {
    const file = brandCopy('pictures');
    const folder = join(work, 'pictures');
    rmSync(join(folder, 'logo-dark.svg'));
    writeFileSync(join(folder, 'favicon.svg'), 'GIF89a');
    writeFileSync(
      join(folder, 'logo-light.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(problemsOf({ BRAND_FILE: file })).toEqual([
      `brand picture ${join(folder, 'logo-light.svg')} contains <script>: a script`,
      `brand picture ${join(folder, 'logo-dark.svg')} is missing`,
      `brand picture ${join(folder, 'favicon.svg')} is not an SVG image`,
    ]);
    writeFileSync(join(folder, 'logo-dark.svg'), `<svg>${' '.repeat(300 * 1024)}</svg>`);
    expect(loadBrand({ BRAND_FILE: file }, DEFAULT_BRANDS_DIR).problems).toContain(
      `brand picture ${join(folder, 'logo-dark.svg')} is larger than 256 KB`,
    );
  });

  it('refuses a prefixed script, an entity, jav&#x61;script:, an animation and prefixed foreign content', () => {
    const file = brandCopy('hidden');
    const folder = join(work, 'hidden');
    const ns = 'xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"';
    const forms: Array<[string, string]> = [
      [`<svg ${ns}><s:script>alert(1)</s:script></svg>`, 'contains <s:script>: a script'],
      [
        `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${ns}>&x;</svg>`,
        'declares a DOCTYPE: entities and external definitions are not allowed',
      ],
      [
        `<svg ${ns}><use href="jav&#x61;script:alert(1)"/></svg>`,
        'contains href on <use>: a javascript: address',
      ],
      [
        `<svg ${ns}><animate attributeName="href" to="#x"/></svg>`,
        'contains <animate>: an animation, which can change a link or an attribute',
      ],
      [
        `<svg ${ns}><s:foreignObject/></svg>`,
        'contains <s:foreignObject>: foreign content (HTML inside the picture)',
      ],
    ];
    for (const [picture, reason] of forms) {
      writeFileSync(join(folder, 'favicon.svg'), picture);
      expect(problemsOf({ BRAND_FILE: file })).toEqual([
        `brand picture ${join(folder, 'favicon.svg')} ${reason}`,
      ]);
    }
  });

  it('the server does not start: it prints the list and exits with 1', () => {
    const file = brandCopy('dim', (b) => (b.colors.accentText = '#c9d1dc'));
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, ...BASE, BRAND_FILE: file, PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain(
      `- brand file ${file}: colors.accentText #c9d1dc on colors.accent #e37222 has contrast`,
    );
  });
});
