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

/**
 * Texts that read like a state's or an enumeration's label but name something else: a contact
 * field ("Telefono", "E-mail"), a page or a service ("Autolettura"), a column's heading.
 */
const NOT_A_LABEL = [
  /^(profile|profile\.retail|registration|support|support\.convention)\.contacts\.(phone|email)$/,
  /^support\.retail\.assistance\.email$/,
  /^pages\.parts\./,
  /^services\.name\./,
  /^selfRead\.title$/,
  /^utilities\.detail\.(billColumns|consumptionColumns)\./,
];

/** Every text of a message set with its key. */
function textsOf(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    textsOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The places that write a state's or an enumeration's label again: the labels are the texts of
 * status, progress and enums (a `$t(…)` reference writes nothing again), and each may stand in one
 * place only — neither under two of their keys nor anywhere else in the language's messages.
 */
function labelsWrittenTwice(messages: unknown): string[] {
  const texts = textsOf(messages);
  const owners = new Map<string, string[]>();
  for (const [key, text] of texts)
    if (/^(status|progress|enums)\./.test(key) && !text.startsWith('$t('))
      owners.set(text, [...(owners.get(text) ?? []), key]);
  return texts.flatMap(([key, text]) => {
    const others = (owners.get(text) ?? []).filter((owner) => owner !== key);
    if (others.length === 0 || NOT_A_LABEL.some((pattern) => pattern.test(key))) return [];
    return [`${key} writes "${text}" again (${others.join(', ')})`];
  });
}

describe('a state’s or an enumeration’s label is written in one place per language', () => {
  it.each(Object.entries({ it: itMessages, de, 'en-US': enUS }))('in %s', (_, messages) => {
    expect(labelsWrittenTwice(messages)).toEqual([]);
  });

  it('finds a label written again, in a feature or under another state, and not a reference', () => {
    const written = {
      status: { contract: { CEASED: 'Cessato', ACTIVE: 'Attivo' } },
      enums: { macro: { CEASED: '$t(status.contract.CEASED)', ACTIVE: 'Attivo' } },
      supplies: { status: 'Cessato', contacts: { phone: 'Telefono' } },
      pages: { parts: { active: 'Attivo' } },
    };
    expect(labelsWrittenTwice(written)).toEqual([
      'status.contract.ACTIVE writes "Attivo" again (enums.macro.ACTIVE)',
      'enums.macro.ACTIVE writes "Attivo" again (status.contract.ACTIVE)',
      'supplies.status writes "Cessato" again (status.contract.CEASED)',
    ]);
  });
});
