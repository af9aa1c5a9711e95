// The written request form and the requests filed below it, as every support page has them: the
// request is filed for the registry the page speaks for (named where the customer spans several),
// may name one of its supplies, and once filed heads the list, which goes back to its first page;
// the list's page lives in the address.
import type { Locale } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/routes';
import type { ReactNode } from 'react';
import type { useSupportCases } from '../api/useSupportCases.ts';
import { PARAM, type useSupportAddress } from '../model/search-params.ts';
import { CaseList, type CaseListProps } from './CaseList.tsx';
import { RequestForm, type SupplyOption } from './RequestForm.tsx';

export function RequestsAndCases({
  address,
  cases,
  locale,
  commodity,
  filingFor,
  supplies,
  choice,
}: {
  address: ReturnType<typeof useSupportAddress>;
  cases: ReturnType<typeof useSupportCases>;
  locale: Locale;
  /** The page's commodity; null for a household's page, whose supplies may be of either. */
  commodity: Commodity | null;
  /** The registry the request is filed for, where the customer spans several; null otherwise. */
  filingFor: { id: string; name: string } | null;
  supplies: readonly SupplyOption[];
  /** A consortium's choice of whose requests the list shows. */
  choice?: Pick<CaseListProps, 'registries' | 'scope' | 'onScope'>;
}): ReactNode {
  const { search, apply } = address;
  return (
    <>
      <RequestForm
        locale={locale}
        commodity={commodity}
        registryId={filingFor?.id ?? null}
        registryName={filingFor?.name ?? null}
        supplies={supplies}
        onFiled={() => {
          // The new request heads the list.
          if (search.page !== 1) apply({ [PARAM.page]: null });
          void cases.mutate();
        }}
      />
      <CaseList
        data={cases.data}
        error={cases.error}
        loading={cases.isLoading}
        busy={cases.isValidating}
        retry={() => cases.mutate()}
        page={search.page}
        onPage={(next) => apply({ [PARAM.page]: next <= 1 ? null : String(next) })}
        {...choice}
      />
    </>
  );
}
