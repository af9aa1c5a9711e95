// @vitest-environment node
// §4's states are worded once per language, in the state texts (locales/<lang>/status.ts and
// progress.ts) and upstream's enumerations (enums.ts): every key of every family has its words in
// it, de and en-US, the Italian ones are §4's labels, and no other message file keeps a copy of a
// family's words (a map of the family's keys, two or more worded as the family words them).
import { ENUMERATIONS, type EnumerationName } from '@portal/shared/enumerations';
import { CONTRACT_STATUS_CODES, contractStatus } from '@portal/shared/status';
import { describe, expect, it } from 'vitest';
import de from '@/locales/de/index.ts';
import enUS from '@/locales/en-US/index.ts';
import itMessages from '@/locales/it/index.ts';
import {
  connectionStateStyle,
  contractStatusStyle,
  exportJobStyle,
  requestStateStyle,
  type StateStyle,
} from './index.ts';

const LANGUAGES = { it: itMessages, de, 'en-US': enUS };

function textAt(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      messages,
    );
}

/** A text, or the text a `$t(key)` reference names (i18next nesting). */
function wordsAt(messages: unknown, key: string): unknown {
  const text = textAt(messages, key);
  const nested = typeof text === 'string' ? /^\$t\(([\w.]+)\)$/.exec(text) : null;
  return nested ? wordsAt(messages, nested[1] ?? '') : text;
}

const STYLES: Record<string, StateStyle[]> = {
  contract: Object.values(CONTRACT_STATUS_CODES).map(contractStatusStyle),
  request: ['TRANSMITTED', 'PROCESSING', 'ACCEPTED', 'REJECTED', 'CANCELED'].flatMap((state) => [
    requestStateStyle(state),
    requestStateStyle(state, 'enumeration'),
  ]),
  connection: ['ORDERED', 'SWITCHING', 'NEW_CONNECTION', 'ACTIVE', 'REJECTED'].map(
    connectionStateStyle,
  ),
  exportJob: [0, 1, 2, 3, 4, 5, 6, 7, 99].flatMap((code) => [
    exportJobStyle(code),
    exportJobStyle(code, 'brief'),
  ]),
};

/** Every object of a message set with its path. */
function objectsOf(node: unknown, path = ''): [string, Record<string, unknown>][] {
  if (typeof node !== 'object' || node === null) return [];
  const object = node as Record<string, unknown>;
  return [
    [path, object],
    ...Object.entries(object).flatMap(([key, child]) =>
      objectsOf(child, path ? `${path}.${key}` : key),
    ),
  ];
}

describe('§4 states are worded once per language', () => {
  it('words every contract state as §4 names it (unknown → Attivo)', () => {
    for (const [state, code] of Object.entries(CONTRACT_STATUS_CODES)) {
      const shown = wordsAt(itMessages, contractStatusStyle(code).labelKey ?? '');
      // 'in fase di attivazione' is shown as the supplier spells it.
      const expected =
        state === 'in fase di attivazione'
          ? 'In fase di attivazione'
          : contractStatus(state.toUpperCase()).label;
      expect(shown, state).toBe(expected);
    }
  });

  it.each(Object.entries(LANGUAGES))('has words in %s for every state of every family', (_, m) => {
    for (const [family, styles] of Object.entries(STYLES)) {
      for (const { labelKey } of styles) {
        const words = wordsAt(m, labelKey ?? '');
        expect(typeof words, `${family}: ${labelKey}`).toBe('string');
        expect(String(words).trim(), `${family}: ${labelKey}`).not.toBe('');
      }
    }
  });

  it.each(Object.entries(LANGUAGES))(
    'keeps no copy of a family’s words elsewhere in %s',
    (_, m) => {
      const families: [string, string[]][] = [
        ['status.contract', Object.keys(m.status.contract)],
        ['status.request', Object.keys(m.status.request)],
        ['progress.exportJob', Object.keys(m.progress.exportJob)],
        ['progress.connection', Object.keys(m.progress.connection)],
        ...(Object.keys(ENUMERATIONS) as EnumerationName[]).map((name): [string, string[]] => [
          `enums.${name}`,
          Object.keys(ENUMERATIONS[name]),
        ]),
      ];
      const copies = objectsOf(m)
        .filter(([path]) => !/^(status|progress|enums)(\.|$)/.test(path))
        .flatMap(([path, object]) =>
          families
            .filter(
              ([family, keys]) =>
                Object.keys(object).every(
                  (key) => ['OTHER', 'UNKNOWN'].includes(key) || keys.includes(key),
                ) &&
                keys.filter(
                  (key) =>
                    typeof object[key] === 'string' &&
                    object[key] === wordsAt(m, `${family}.${key}`),
                ).length >= 2,
            )
            .map(([family]) => `${path} copies ${family}`),
        );
      expect(copies).toEqual([]);
    },
  );
});
