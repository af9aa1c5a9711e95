// @vitest-environment node
// Under `pnpm dev` the page Vite serves carries the brand BRAND or BRAND_FILE names,
// as the BFF writes it into the pages it serves (services/bff/src/routes/spa-document.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { devBrand } from '../scripts/dev-brand.ts';

const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

function transform(env: NodeJS.ProcessEnv): { html: string; tags: HtmlTagDescriptor[] } {
  const hook = devBrand(env).transformIndexHtml as IndexHtmlTransformHook;
  return hook.call({} as never, html, { path: '/', filename: 'index.html' }) as {
    html: string;
    tags: HtmlTagDescriptor[];
  };
}

describe('the brand on the development server', () => {
  it("BRAND=alpina: the brand's name as title, its favicon, tokens and JSON", () => {
    const page = transform({ BRAND: 'alpina' });
    expect(page.html).toContain('<title>Energia Alpina</title>');
    expect(page.html).not.toContain('data:,');
    const [icon, style, script] = page.tags;
    expect(icon?.attrs).toEqual({ rel: 'icon', type: 'image/svg+xml', href: '/brand/favicon.svg' });
    expect(style?.children).toMatch(/^:root\{--brand-primary:#1d5e3a;/);
    expect(script?.attrs).toEqual({ type: 'application/json', id: 'portal-brand' });
    expect(JSON.parse(String(script?.children))).toMatchObject({
      name: 'Energia Alpina',
      legal: { vatNumber: 'IT02468135799' },
    });
    expect(JSON.parse(String(script?.children))).not.toHaveProperty('notices');
  });

  it('without BRAND, the demo brand; a bad brand file stops the page with its problems', () => {
    expect(transform({}).html).toContain('<title>Demo Energia</title>');
    const broken = new URL('../../../config/brands/demo.json', import.meta.url);
    const file = fileOf(broken, { name: '' });
    try {
      expect(() => transform({ BRAND_FILE: file })).toThrow(/name must be a non-empty text/);
    } finally {
      rmSync(file);
    }
  });
});

/** A copy of a brand file with some fields replaced, in the system's temporary folder. */
function fileOf(source: URL, changes: Record<string, unknown>): string {
  const brand = { ...JSON.parse(readFileSync(source, 'utf8')), ...changes };
  const path = join(tmpdir(), `portal-dev-brand-${process.pid}.json`);
  writeFileSync(path, JSON.stringify(brand));
  return path;
}
