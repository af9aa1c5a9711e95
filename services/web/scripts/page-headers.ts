// Vite plugin: writes dist/.vite/page-headers.json, the heading and introduction of every route
// whose page kind src/app/page-headers.ts names, in every page language, from the same locale
// files the client translates with — so the BFF paints them into the HTML (services/bff/src/routes/
// spa-paint.ts) and no second copy of the texts exists to drift. Under .vite/ like the manifest:
// the build's own, never served.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@portal/shared/constants';
// The workspace package by path: the config's bundler keeps packages external.
import { ROUTES } from '../../../packages/shared/src/routes.ts';
import type { Plugin } from 'vite';
import { BILLS_VARIANT, PAINTED_HEADERS, type PaintedHeaderKeys } from '../src/app/page-headers.ts';
import de from '../src/locales/de/index.ts';
import it from '../src/locales/it/index.ts';

/** The page languages (§9: en-US is a fallback, never a page's language). */
export const PAGE_MESSAGES: Record<Locale, object> = { it, de };

/** A route's translation keys; BILLS_VARIANT in a key stands for the day's variant. */
export type PaintedRoute = PaintedHeaderKeys;

export interface PageHeadersFile {
  /** Route name → the keys of its heading and introduction. */
  routes: Record<string, PaintedRoute>;
  /** Page language → key → text, for every key a route names (each variant of BILLS_VARIANT). */
  texts: Record<Locale, Record<string, string>>;
}

const BILLS_VARIANTS = ['dated', 'normal'] as const;

/** The text of a dotted key in a language's messages; an error when there is none. */
export function messageOf(messages: object, key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`page headers: ${key} is not a text`);
  // A text with a value to put in would need the page's data: not a fixed head.
  if (node.includes('{{')) throw new Error(`page headers: ${key} has a placeholder`);
  // i18next's nesting: $t(other.key) stands for that key's text.
  return node.replace(/\$t\(([^)]+)\)/g, (_, nested: string) => messageOf(messages, nested));
}

function keysOf(keys: PaintedHeaderKeys): string[] {
  const named = [
    ...(keys.breadcrumb ?? []),
    keys.title,
    ...(keys.intro ? [keys.intro.key] : []),
    ...(keys.section ? [keys.section.heading, keys.section.text] : []),
  ];
  return named.flatMap((key) =>
    key.includes(BILLS_VARIANT)
      ? BILLS_VARIANTS.map((variant) => key.replace(BILLS_VARIANT, variant))
      : [key],
  );
}

export function pageHeadersOf(messages: Record<Locale, object> = PAGE_MESSAGES): PageHeadersFile {
  const routes: Record<string, PaintedRoute> = {};
  const keys = new Set<string>();
  for (const route of ROUTES) {
    const of = PAINTED_HEADERS[route.kind];
    if (!of || route.public) continue;
    const painted = of(route.context);
    routes[route.name] = painted;
    for (const key of keysOf(painted)) keys.add(key);
  }
  const texts = Object.fromEntries(
    Object.entries(messages).map(([locale, language]) => [
      locale,
      Object.fromEntries([...keys].sort().map((key) => [key, messageOf(language, key)])),
    ]),
  ) as Record<Locale, Record<string, string>>;
  return { routes, texts };
}

export function pageHeaders(): Plugin {
  return {
    name: 'portal-page-headers',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      await mkdir(join(dir, '.vite'), { recursive: true });
      await writeFile(
        join(dir, '.vite/page-headers.json'),
        `${JSON.stringify(pageHeadersOf(), null, 2)}\n`,
      );
    },
  };
}
