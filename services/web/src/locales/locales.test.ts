// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import de from './de/index.ts';
import enUS from './en-US/index.ts';
import itMessages from './it/index.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('§9: the it, de and en-US message files', () => {
  const files = { it: itMessages, de, 'en-US': enUS };

  it('are split into the same per-feature files in every language', () => {
    const filesOf = (language: string) => readdirSync(join(HERE, language)).sort();
    expect(filesOf('it')).toContain('index.ts');
    for (const language of Object.keys(files)) expect(filesOf(language)).toEqual(filesOf('it'));
  });

  it('have exactly the same keys', () => {
    const reference = keysOf(itMessages).sort();
    expect(reference.length).toBeGreaterThan(100);
    for (const messages of Object.values(files)) expect(keysOf(messages).sort()).toEqual(reference);
  });

  it('have no empty text and the same interpolations in every language', () => {
    const variables = (text: string) =>
      [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const flat = (messages: unknown) =>
      Object.fromEntries(
        keysOf(messages).map((key) => [
          key,
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages),
        ]),
      ) as Record<string, string>;
    const reference = flat(itMessages);
    // Every text checked, the faults gathered into one assertion that names them.
    const faults: string[] = [];
    for (const [language, messages] of Object.entries(files)) {
      for (const [key, text] of Object.entries(flat(messages))) {
        if (text.trim() === '') faults.push(`${language} ${key}: empty`);
        const own = variables(text).join(',');
        const expected = variables(reference[key] ?? '').join(',');
        if (own !== expected) faults.push(`${language} ${key}: {{${own}}} not {{${expected}}}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('write plurals as _one/_other pairs', () => {
    const keys = keysOf(itMessages);
    const plural = keys.filter((key) => /_(one|other)$/.test(key));
    expect(plural.length).toBeGreaterThan(0);
    for (const key of plural) {
      const base = key.replace(/_(one|other)$/, '');
      expect(keys).toContain(`${base}_one`);
      expect(keys).toContain(`${base}_other`);
    }
  });

  it('name a retail page the same in the menu, the breadcrumb and its heading', () => {
    for (const messages of Object.values(files)) {
      const parts = messages.pages.parts;
      expect(messages.utilities.title).toBe(parts.myUtilities);
      expect(messages.manageSupply.breadcrumb.utilities).toBe(parts.myUtilities);
      expect(messages.manageSupply.title).toBe(parts.manageUts);
      expect(messages.manageSupply.breadcrumb.manage).toBe(parts.manageUts);
    }
  });
});
