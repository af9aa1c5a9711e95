// A proper name on a page — a customer's registry, an offer, a site, an address, a convention, a
// supply's own name — shown as upstream wrote it: never translated (translate="no": a browser's
// page translation leaves it alone too) and, where it is upstream's Italian, marked lang="it" so a
// screen reader on a German page reads it as Italian. A German page then holds no unmarked Italian
// words (the /de sweep checks it), only names.
import { Fragment, type ReactNode } from 'react';
import { isMissing } from '@/lib/values.ts';

export interface NameProps {
  value: string | null | undefined;
  /** The language the name is written in: 'it' for upstream's Italian words. */
  lang?: string | undefined;
  /** What the page shows when upstream sent no name (its own "none", translated). */
  none?: string | undefined;
}

/** A name, marked; the page's own `none` (unmarked: it is the page's word) when there is none. */
export function Name({ value, lang, none }: NameProps) {
  if (isMissing(value)) return none === undefined ? null : <>{none}</>;
  return (
    <span translate="no" lang={lang}>
      {value}
    </span>
  );
}

/**
 * Where a sentence of the page takes a name: pass `nameSlot(i)` as the value of the name to `t` and
 * give the wording to `NamedText` with the names in that order; it puts each marked name in its
 * place, wherever the language's wording puts it.
 */
export function nameSlot(index = 0): string {
  return `\u{E000}${index}\u{E001}`;
}

const SLOTS = /\u{E000}(\d+)\u{E001}/u;

/** A translated sentence with its names in their slots (see nameSlot), each marked (see Name). */
export function NamedText({ text, names }: { text: string; names: readonly ReactNode[] }) {
  // split with a capturing group: text, slot index, text, slot index, … text.
  const parts = text.split(SLOTS);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 0 ? part : names[Number(part)]}</Fragment>
      ))}
    </>
  );
}

/**
 * The paragraph that names the one registry a business page is about: the page's own sentence
 * (worded with nameSlot() for the name) with the registry's name marked.
 */
export function RegistryLine({ text, name }: { text: string; name: string | null | undefined }) {
  return (
    <p>
      <NamedText text={text} names={[<Name key="registry" value={name} />]} />
    </p>
  );
}
