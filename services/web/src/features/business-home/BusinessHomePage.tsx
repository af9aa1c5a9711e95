// The business home (§2 /corporate, /pa, /pa-non-conv, /consortia; page kind 'dashboard', the
// dashboard layout): what needs attention across the commodities the menu shows —
// per commodity the bills to pay and overdue, the supplies by §4 status and the open requests —
// then the latest notifications and export jobs, each part linking to its page. The figures are of
// the registry selected in the header's switcher; a consortium may ask for all its members, a
// choice kept in the address (?registries=all). A part the BFF could not read says so alone.
import { menuEntries, menuEntryArea } from '@portal/shared/menu';
import { SUPPLY_KINDS, type Commodity } from '@portal/shared/routes';
import { registriesOfSegment, type Segment } from '@portal/shared/segment';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Field, Name, nameSlot, NamedText, Select, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import type { Session } from '@/lib/session.ts';
import { useBusinessDashboard, type DashboardScope } from './api/useBusinessDashboard.ts';
import { CommodityFigures } from './components/CommodityFigures.tsx';
import { ExportsCard } from './components/ExportsCard.tsx';
import { HomeSkeleton } from './components/HomeSkeleton.tsx';
import { Grid } from './components/layout.tsx';
import { NotificationsCard } from './components/NotificationsCard.tsx';
import { AlertList } from '@/components/alerts/AlertList.tsx';

/** The address's parameter that widens a consortium's home to all its member registries. */
export const ALL_REGISTRIES_PARAM = 'registries';
const ALL = 'all';

const COMMODITY_OF_UTILITY = { GAS: 'gas', POWER: 'light' } as const satisfies Record<
  string,
  Commodity
>;

/** The commodities whose area the menu shows, in its order (the BFF answers the same ones). */
function menuCommodities(session: Session | null, segment: Segment): Commodity[] {
  if (!session) return [];
  const areas = menuEntries(session.sections).map((entry) => menuEntryArea(entry, segment));
  return SUPPLY_KINDS.filter((kind) => areas.includes(kind)).sort(
    (a, b) => areas.indexOf(a) - areas.indexOf(b),
  );
}

export default function BusinessHomePage() {
  const { t } = useTranslation();
  const { segment: routeSegment, locale, session, selectedRegistry } = usePageContext();
  const segment = routeSegment ?? 'corporate';
  const [params, setParams] = useSearchParams();
  const choiceId = useId();

  const members = useMemo(
    () =>
      session && segment === 'consortia' ? registriesOfSegment(segment, session.registries) : [],
    [session, segment],
  );
  const wide = members.length > 1 && params.get(ALL_REGISTRIES_PARAM) === ALL;
  const scope: DashboardScope = wide
    ? { allRegistries: true }
    : { registryId: selectedRegistry ? String(selectedRegistry.idAnagrafica) : null };
  const query = useBusinessDashboard(scope);
  const expected = menuCommodities(session, segment);
  const retry = () => void query.mutate();

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ALL) next.set(ALL_REGISTRIES_PARAM, ALL);
    else next.delete(ALL_REGISTRIES_PARAM);
    setParams(next, { replace: true });
  };

  return (
    <PageScaffold
      title={t('businessHome.title')}
      query={query}
      skeleton={<HomeSkeleton commodities={expected.length} />}
    >
      {({ businessDashboard: home }) => {
        const commodities = home.commodities.map((c) => COMMODITY_OF_UTILITY[c.utility]);
        return (
          <Stack>
            {members.length > 1 ? (
              <Field
                id={choiceId}
                label={t('businessHome.scope.label')}
                hint={t('businessHome.scope.hint')}
              >
                <Select value={wide ? ALL : ''} onChange={(e) => choose(e.target.value)}>
                  <option value="" translate={selectedRegistry ? 'no' : undefined}>
                    {selectedRegistry?.ragSoc ?? t('businessHome.scope.selected')}
                  </option>
                  <option value={ALL}>
                    {t('businessHome.scope.all', { count: members.length })}
                  </option>
                </Select>
              </Field>
            ) : (
              selectedRegistry && (
                <p>
                  <NamedText
                    text={t('businessHome.scope.registry', { name: nameSlot() })}
                    names={[<Name key="registry" value={selectedRegistry.ragSoc} />]}
                  />
                </p>
              )
            )}
            {home.commodities.length === 0 && <p>{t('businessHome.noCommodity')}</p>}
            <Grid>
              {home.commodities.map((data) => (
                <CommodityFigures
                  key={data.utility}
                  data={data}
                  commodity={COMMODITY_OF_UTILITY[data.utility]}
                  segment={segment}
                  locale={locale}
                  retry={retry}
                />
              ))}
              <NotificationsCard data={home.notifications} retry={retry} />
              <AlertList />
              <ExportsCard
                data={home.exports}
                commodities={commodities}
                segment={segment}
                locale={locale}
                retry={retry}
              />
            </Grid>
          </Stack>
        );
      }}
    </PageScaffold>
  );
}
