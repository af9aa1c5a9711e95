// The business overview page (§2 /<corporate|pa|pa-non-conv|consortia>/<gas|light>/overview, page
// kind 'overview'): the commodity at a glance — supplies and sites by §4 state,
// annual consumption, the last 12 months' spend, what is left to pay and when, the convention, the
// year's cost so far and at its end —
// each figure linking to the page with its detail. One BFF query that adds up upstream's totals,
// as fast for 2,000 supplies as for 20. A customer with several registries (a consortium) sees
// the one selected in the header, or another, or all of them (?registry=<id>|all).
import { buildPath } from '@portal/shared/routes';
import { registriesOfSegment } from '@portal/shared/segment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ErrorState,
  LoadingAnnouncement,
  PageScaffold,
  SkeletonBlock,
} from '@/components/page-scaffold/index.ts';
import { FullRow, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useCommodityOverview, type OverviewScope } from './api/useCommodityOverview.ts';
import { Grid, OverviewCards, type OverviewLinks } from './components/OverviewCards.tsx';
import { ALL_REGISTRIES, RegistryScope, type RegistryChoice } from './components/RegistryScope.tsx';

/** The address parameter of the registry choice. */
export const REGISTRY_PARAM = 'registry';

const CARDS = 5;

const Region = styled.div`
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

function OverviewSkeleton() {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: CARDS }, (_, card) => (
        <SkeletonBlock key={card} height="15rem" />
      ))}
      <FullRow>
        <SkeletonBlock height="20rem" />
      </FullRow>
    </Grid>
  );
}

export default function OverviewPage() {
  const { t } = useTranslation();
  const { segment, commodity, utility, locale, session, selectedRegistry, hasSupply } =
    usePageContext();
  const [params, setParams] = useSearchParams();
  const kind = commodity ?? 'light';
  const area = segment ?? 'corporate';

  const registries: RegistryChoice[] = useMemo(
    () =>
      session
        ? registriesOfSegment(session.segment, session.registries).map((r) => ({
            id: String(r.idAnagrafica),
            name: r.ragSoc,
          }))
        : [],
    [session],
  );
  const selectedId = selectedRegistry ? String(selectedRegistry.idAnagrafica) : '';
  const asked = params.get(REGISTRY_PARAM) ?? '';
  const choice =
    asked === ALL_REGISTRIES || registries.some((r) => r.id === asked) ? asked : selectedId;
  const scope: OverviewScope =
    choice === ALL_REGISTRIES
      ? { allRegistries: true }
      : choice && choice !== selectedId
        ? { registryId: choice }
        : {};
  const query = useCommodityOverview(hasSupply ? utility : null, scope);

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === selectedId) next.delete(REGISTRY_PARAM);
    else next.set(REGISTRY_PARAM, value);
    setParams(next, { replace: true });
  };

  const path = (page: string) => buildPath(`${area}-${kind}-${page}`, {}, locale);
  const invoices = path('invoices');
  const links: OverviewLinks = {
    supplies: path('supplies'),
    invoices,
    invoice: (id) => `${invoices}?invoice=${encodeURIComponent(id)}`,
    contracts: area === 'consortia' ? null : path('contracts'),
  };
  const coveredName =
    choice === ALL_REGISTRIES
      ? null
      : (registries.find((r) => r.id === choice)?.name ?? selectedRegistry?.ragSoc ?? null);

  const overview = query.data?.commodityOverview;
  const figures = () => {
    if (query.error) return <ErrorState error={query.error} retry={() => query.mutate()} />;
    if (!overview) {
      return (
        <>
          <LoadingAnnouncement />
          <OverviewSkeleton />
        </>
      );
    }
    return <OverviewCards overview={overview} commodity={kind} links={links} />;
  };
  // A new registry keeps the figures before it on screen, marked busy, until its own arrive.
  const busy = !query.error && (!overview || query.isLoading);

  return (
    <PageScaffold title={t(`overview.title.${kind}`)}>
      <Stack>
        <p>{t(`overview.intro.${kind}`)}</p>
        {registries.length > 1 ? (
          <RegistryScope registries={registries} value={choice} onChange={choose} />
        ) : (
          coveredName && <p>{t('overview.registry', { name: coveredName })}</p>
        )}
        <Region aria-busy={busy} data-state={busy ? 'loading' : undefined}>
          {figures()}
        </Region>
      </Stack>
    </PageScaffold>
  );
}
