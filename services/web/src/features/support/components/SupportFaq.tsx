// The FAQ of a support page: the entries in the page's language, searched by the words the
// support address holds (?q=), each change of the words replacing the address rather than adding a
// step to the history.
import type { Locale } from '@portal/shared/constants';
import { useSupportFaq } from '../api/useSupportFaq.ts';
import { PARAM, type useSupportAddress } from '../model/search-params.ts';
import { FaqList } from './FaqList.tsx';

export function SupportFaq({
  locale,
  address: { search, apply },
}: {
  locale: Locale;
  address: Pick<ReturnType<typeof useSupportAddress>, 'search' | 'apply'>;
}) {
  const faq = useSupportFaq(locale);
  return (
    <FaqList
      entries={faq.data?.supportFaq}
      error={faq.error}
      loading={faq.isLoading}
      retry={() => faq.mutate()}
      text={search.search}
      onText={(text) => apply({ [PARAM.search]: text }, 'replace')}
    />
  );
}
