// The subsidised overview (§2 /pa/subsidizedGas|subsidizedLight/overview, page kind
// 'subsidized-overview'): the body's convention of the scheme's commodity — which
// convention and lot, its validity, what the body ordered against what it may still order (figures
// and a meter), its supplies, spend and open orders, consumption of the last 12 months — the alerts
// first, then when a new order could start, and the other pages of the area. One page for both
// schemes: the commodity comes from the route's context.
import { CONVENTION_QUANTITY_ALERT_SHARE } from '@portal/shared/procurement';
import { formatDate, formatQuantity } from '@portal/shared/format';
import { SUBSIDISED_MENU_ORDER } from '@portal/shared/menu';
import { buildPath } from '@portal/shared/routes';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import {
  BareList,
  Card,
  Columns,
  FactList,
  KeyFigure,
  LinkButton,
  Stack,
  Name,
} from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConventionOverview, type ConventionOverview } from './api/useConventionOverview.ts';
import { ConventionAlerts } from './components/ConventionAlerts.tsx';
import { UsageMeter } from './components/UsageMeter.tsx';
import { euro, percent, quantity, validity } from './model/values.ts';

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.size.fieldShort}, 1fr));
`;

const Links = styled(BareList).attrs({ $flow: 'row', $gap: 4, $rowGap: 1 })`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Action = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Stack $gap={4}>
        <h2 id={headingId}>{title}</h2>
        {children}
      </Stack>
    </Card>
  );
}

function OverviewSkeleton() {
  return (
    <Stack aria-hidden="true">
      <SkeletonBlock height="4rem" />
      <Columns>
        {[0, 1, 2, 3].map((card) => (
          <SkeletonBlock key={card} height="16rem" />
        ))}
      </Columns>
    </Stack>
  );
}

function ConventionView({
  convention,
  pathOf,
}: {
  convention: ConventionOverview;
  pathOf: (page: string) => string;
}) {
  const { t } = useTranslation();
  const unit = (value: number) => quantity(t, value, convention.unit, convention.unitText);
  const perYear = t('convention.overview.quantities.perYear');
  const others = SUBSIDISED_MENU_ORDER.filter((page) => page !== 'overview');
  const pagesId = useId();
  return (
    <Stack $gap={5}>
      <ConventionAlerts convention={convention} />
      <Columns>
        <Section title={t('convention.overview.identity.heading')}>
          <FactList
            facts={[
              {
                label: t('convention.overview.identity.name'),
                value: <Name value={convention.name} lang="it" />,
              },
              { label: t('convention.overview.identity.code'), value: convention.code },
              {
                label: t('convention.overview.identity.lot'),
                value: <Name value={convention.lot} lang="it" />,
              },
              {
                label: t('convention.overview.identity.frameworkCig'),
                value: convention.frameworkCig,
              },
              {
                label: t('convention.overview.identity.supplier'),
                value: <Name value={convention.supplier} />,
              },
              {
                label: t('convention.overview.identity.validity'),
                value: validity(t, convention.validFrom, convention.validTo),
              },
            ]}
          />
        </Section>
        <Section title={t('convention.overview.quantities.heading')}>
          <Figures>
            <KeyFigure
              size="md"
              label={t('convention.overview.quantities.ordered')}
              value={unit(convention.orderedQuantity)}
              detail={perYear}
            />
            <KeyFigure
              size="md"
              label={t('convention.overview.quantities.available')}
              value={unit(convention.availableQuantity)}
              detail={perYear}
            />
          </Figures>
          <UsageMeter
            label={t('convention.overview.quantities.meterLabel')}
            share={convention.usedShare}
            high={convention.usedShare >= CONVENTION_QUANTITY_ALERT_SHARE}
            text={t('convention.overview.quantities.meterText', {
              percent: percent(convention.usedShare),
              ordered: unit(convention.orderedQuantity),
              max: unit(convention.maxQuantity),
              available: unit(convention.availableQuantity),
            })}
          />
          <FactList
            facts={[
              {
                label: t('convention.overview.quantities.max'),
                value: `${unit(convention.maxQuantity)} ${perYear}`,
              },
              {
                label: t('convention.overview.quantities.consumed'),
                value: unit(convention.consumedLast12Months),
              },
            ]}
          />
        </Section>
        <Section title={t('convention.overview.figures.heading')}>
          <Figures>
            <KeyFigure
              size="md"
              label={t('convention.overview.figures.supplies')}
              value={formatQuantity(convention.supplies)}
            />
            <KeyFigure
              size="md"
              label={t('convention.overview.figures.spend')}
              value={euro(t, convention.spend)}
              detail={t('convention.overview.figures.spendDetail', {
                from: formatDate(convention.validFrom),
              })}
            />
            <KeyFigure
              size="md"
              label={t('convention.overview.figures.openOrders')}
              value={formatQuantity(convention.openOrders)}
            />
          </Figures>
          <Action>
            <Link to={pathOf('orderStatus')}>
              {t('convention.overview.figures.openOrdersLink')}
            </Link>
          </Action>
        </Section>
        <Section title={t('convention.overview.newOrder.heading')}>
          {convention.earliestStartDate ? (
            <>
              <p>
                {t('convention.overview.newOrder.earliestStart', {
                  date: formatDate(convention.earliestStartDate),
                })}
              </p>
              <div>
                <LinkButton to={pathOf('order')}>
                  {t('convention.overview.newOrder.link')}
                </LinkButton>
              </div>
            </>
          ) : (
            <p>{t('convention.overview.newOrder.noStart')}</p>
          )}
        </Section>
      </Columns>
      <nav aria-labelledby={pagesId}>
        <h2 id={pagesId}>{t('convention.overview.pages.heading')}</h2>
        <Links>
          {others.map((page) => (
            <li key={page}>
              <Link to={pathOf(page)}>{t(`pages.parts.${page}`)}</Link>
            </li>
          ))}
        </Links>
      </nav>
    </Stack>
  );
}

export default function ConventionOverviewPage() {
  const { t } = useTranslation();
  const { commodity, utility, scheme, locale, hasSupply } = usePageContext();
  const kind = commodity ?? 'gas';
  const area = scheme ?? 'subsidizedGas';
  const query = useConventionOverview(hasSupply ? utility : null);
  const pathOf = (page: string) => buildPath(`pa-${area}-${page}`, {}, locale);
  return (
    <PageScaffold
      title={t(`convention.overview.title.${kind}`)}
      intro={t('convention.overview.intro')}
      query={query}
      skeleton={<OverviewSkeleton />}
    >
      {(data) => <ConventionView convention={data.convention} pathOf={pathOf} />}
    </PageScaffold>
  );
}
