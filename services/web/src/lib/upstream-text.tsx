// Upstream's words on a page (§9): a set text the portal knows (an operation's description, a
// green certificate, a bill's cost item: packages/shared set-texts.ts) is worded in the page's
// language from its message key; anything else is shown as upstream wrote it, marked with the
// language upstream wrote it in (Italian unless the API says otherwise), so a screen reader reads
// it in that language and a German page shows no unmarked Italian. Upstream's sentences are marked
// as upstream's (data-upstream-text) in any language: a German one may quote an Italian name (an
// offer, a site) that only upstream could mark, and is no word of the portal's interface.
import { useTranslation } from 'react-i18next';

/** Upstream's own text, marked with its language. */
export function UpstreamText({ text, lang }: { text: string; lang?: string | null }) {
  return (
    <span lang={lang || 'it'} data-upstream-text="">
      {text}
    </span>
  );
}

/**
 * What the customer wrote (a request's subject), as the supplier's systems give it back: never
 * translated, in whatever language it was written (so no lang of its own), marked as upstream's
 * text, not the page's words.
 */
export function CustomerText({ text }: { text: string }) {
  return (
    <span translate="no" data-upstream-text="">
      {text}
    </span>
  );
}

/**
 * A set text in the page's language: `prefix.<KEY>` of the message files for a key the portal
 * knows (with the values its wording carries), else (OTHER, or no key) upstream's text marked with
 * its language.
 */
export function SetText({
  prefix,
  value,
  values,
  text,
  lang,
}: {
  prefix: 'operations.descriptions' | 'supplies.certificates' | 'invoices.detail.rowKinds';
  value: string | null | undefined;
  values?: Record<string, string>;
  text: string | null | undefined;
  lang?: string | null;
}) {
  const { t } = useTranslation();
  if (value && value !== 'OTHER') return t(`${prefix}.${value}`, values);
  return text ? <UpstreamText text={text} lang={lang} /> : null;
}
