// The business invoices page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/invoices, page
// kind 'invoices'): one page for 4 segments × 2 commodities, told apart by usePageContext(). The
// invoices of the commodity across all the segment's registries (a consortium's members) and their
// sites, or of one registry chosen among them, with the filters of §3/§7, sort, server-side paging,
// the totals of the filtered set, and the detail of one invoice beside the list, since §2 has no
// business invoice route. The header's registry switcher still picks the
// session's registry (segment, menu, landing page); this page's choice lives in its address.
// The same page serves a pa's subsidised schemes (§2 /pa/subsidized<Gas|Light>/invoices, page kind
// 'subsidized-invoices'): there it lists the convention's invoices only
// (InvoiceFilter.underConvention with the scheme's utility), says so, and points to the scheme's
// downloads page for their exports.
import { buildPath } from '@portal/shared/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSegmentRegistries, useSites } from '@/components/filters/index.ts';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { nameSlot, RegistryLine } from '@/components/ui/index.ts';
import { pathInLanguage } from '@/lib/locale.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { PAGE_SIZE } from './api/useInvoices.ts';
import { InvoiceDetailRegion } from './components/InvoiceDetailRegion.tsx';
import { InvoiceList } from './components/InvoiceList.tsx';
import type { InvoiceColumn } from './components/InvoiceTable.tsx';
import { PARAM } from './model/search.ts';
import { useInvoiceSearch } from './model/useInvoiceSearch.ts';

// Dates and amounts first: at 375 px they are what shows beside the sticky number.
const COLUMNS: readonly InvoiceColumn[] = [
  'number',
  'issueDate',
  'dueDate',
  'amount',
  'toPay',
  'status',
  'competence',
  'pointId',
];

/** The id of an invoice number's link, where focus returns when its detail closes. */
function linkId(id: string): string {
  return `invoice-link-${id}`;
}

export default function InvoicesPage() {
  const { t } = useTranslation();
  const { segment, commodity, utility, scheme, locale, session, hasSupply } = usePageContext();
  const kind = commodity ?? 'light';
  const { registries, ids } = useSegmentRegistries(session);
  const state = useInvoiceSearch(PAGE_SIZE, { withSite: true, registries: ids });
  const { params, search, openInvoice } = state;
  const sites = useSites(hasSupply ? (utility ?? 'POWER') : null, search.filter);
  const [only] = registries;
  const open = search.invoice;

  // The downloads page reads the same names for what it shares with this list's filter.
  const pdfExportHref = (() => {
    if (scheme) return undefined;
    const shared = new URLSearchParams();
    for (const name of [PARAM.paymentState, PARAM.issueFrom, PARAM.issueTo, PARAM.registry]) {
      const value = params.get(name);
      if (value) shared.set(name, value);
    }
    const query = shared.toString();
    const path = buildPath(`${segment ?? 'corporate'}-${kind}-downloads`, {}, locale);
    return query ? `${path}?${query}` : path;
  })();

  const detailHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(PARAM.invoice, id);
    return `?${next.toString()}`;
  };

  const close = () => {
    openInvoice(null);
    if (open) requestAnimationFrame(() => document.getElementById(linkId(open))?.focus());
  };

  return (
    <PageScaffold
      title={t(scheme ? `invoices.convention.title.${kind}` : `invoices.business.title.${kind}`)}
    >
      {scheme ? (
        <>
          <p>{t('invoices.convention.intro')}</p>
          <p>
            <Link to={pathInLanguage(`/pa/${scheme}/downloads`, locale)}>
              {t('invoices.convention.exports')}
            </Link>
          </p>
        </>
      ) : (
        <p>{t('invoices.business.intro')}</p>
      )}
      {registries.length === 1 && only && (
        <RegistryLine
          text={t('invoices.business.registry', { name: nameSlot() })}
          name={only.name}
        />
      )}
      <InvoiceList
        state={state}
        scope={{ utility: utility ?? 'POWER', ...(scheme ? { underConvention: true } : {}) }}
        sites={sites.data?.sites ?? []}
        registries={registries.length > 1 ? registries : undefined}
        columns={COLUMNS}
        headers={{ pointId: t(`invoices.business.pointId.${kind}`) }}
        caption={t('invoices.business.caption')}
        count={(count) => t('invoices.business.count', { count })}
        empty={t('invoices.business.empty')}
        skeletonRows={PAGE_SIZE}
        csvExport
        pdfExportHref={pdfExportHref}
        renderNumber={(invoice) => (
          <Link
            id={linkId(invoice.id)}
            to={detailHref(invoice.id)}
            preventScrollReset
            aria-label={t('invoices.business.open', { number: invoice.documentNumber })}
            aria-current={invoice.id === open ? 'true' : undefined}
          >
            {invoice.documentNumber}
          </Link>
        )}
      />
      {open && <InvoiceDetailRegion id={open} onClose={close} />}
    </PageScaffold>
  );
}
