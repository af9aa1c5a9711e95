// Vite plugin, development server only: the page Vite serves carries the supplier's brand as the BFF
// writes it into the pages it serves — the brand file BRAND or BRAND_FILE names,
// read as the BFF reads them — so `pnpm dev` shows the brand it was started with. The build's
// index.html carries no brand: the BFF adds the one it runs with when it serves the page.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
// Relative: the configuration is bundled by Vite, which reads a workspace package's TypeScript only
// through a relative path.
import { brandTokensCss, publicBrand, validateBrand } from '../../../packages/shared/src/brand.ts';

const BRANDS_DIR = fileURLToPath(new URL('../../../config/brands/', import.meta.url));

function brandFile(env: NodeJS.ProcessEnv): string {
  const path = env.BRAND_FILE?.trim();
  return path ? resolve(path) : join(BRANDS_DIR, `${env.BRAND?.trim() || 'demo'}.json`);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function devBrand(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'portal-dev-brand',
    apply: 'serve',
    transformIndexHtml(html) {
      const file = brandFile(env);
      const result = validateBrand(JSON.parse(readFileSync(file, 'utf8')));
      if (!result.ok) throw new Error(`brand file ${file}:\n- ${result.problems.join('\n- ')}`);
      const { brand } = result;
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'link',
          attrs: { rel: 'icon', type: 'image/svg+xml', href: '/brand/favicon.svg' },
          injectTo: 'head',
        },
        {
          tag: 'style',
          attrs: { id: 'portal-brand-tokens' },
          children: brandTokensCss(brand.colors),
          injectTo: 'head',
        },
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'portal-brand' },
          children: JSON.stringify(publicBrand(brand)).replace(/</g, '\\u003c'),
          injectTo: 'head',
        },
      ];
      return {
        html: html
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(brand.name)}</title>`)
          .replace(/\s*<link rel="icon"[^>]*>/g, ''),
        tags,
      };
    },
  };
}
