// /retail/loyaltyBonus (§2, page kind 'retail-loyaltyBonus'): whether the customer
// takes part in the loyalty programme (the API's eligibility, and the session's bonus_eligible of
// §3 that shows the page in the menu), the points, the level and the way to the next one, when the
// points expire, how points are earned (in words and figures) and the movements that earned them.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import {
  Alert,
  Card,
  KeyFigure,
  ResponsiveTable,
  Stack,
  StatusBadge,
  type TableColumn,
} from '@/components/ui/index.ts';
import { enumerationText } from '@/lib/enumerations.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { UpstreamText } from '@/lib/upstream-text.tsx';
import { useLoyaltyBonus, type LoyaltyBonus } from './api/useLoyaltyBonus.ts';
import { isTopLevel, progressOf, type ProgramLevel } from './model/program.ts';

type Movement = LoyaltyBonus['movements'][number];

const Figures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${({ theme }) => theme.space(48)}), 1fr)
  );
`;

const Bar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space(3)};
  accent-color: ${({ theme }) => theme.color.primary};
`;

const Rules = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

function LoyaltySkeleton() {
  return (
    <Stack aria-hidden="true">
      <SkeletonBlock height="5rem" />
      <SkeletonBlock height="12rem" />
      <SkeletonBlock height="14rem" />
      <SkeletonBlock height="16rem" />
    </Stack>
  );
}

function Eligibility({
  bonus,
  sessionEligible,
}: {
  bonus: LoyaltyBonus;
  sessionEligible: boolean;
}) {
  const { t } = useTranslation();
  if (bonus.eligible && sessionEligible) {
    return (
      <Card aria-labelledby="loyalty-eligibility">
        <h2 id="loyalty-eligibility">
          <StatusBadge $tone="green">{t('loyalty.eligible.badge')}</StatusBadge>
        </h2>
        <p>{t('loyalty.eligible.text')}</p>
      </Card>
    );
  }
  return (
    <Alert $tone="info">
      <h2 id="loyalty-eligibility">{t('loyalty.notEligible.heading')}</h2>
      <p>
        {bonus.notEligibleReasonKind && bonus.notEligibleReasonKind !== 'OTHER' ? (
          t('loyalty.notEligible.because', {
            reason: t(`loyalty.notEligible.reasons.${bonus.notEligibleReasonKind}`),
          })
        ) : bonus.notEligibleReason ? (
          // §9: a reason the portal cannot word keeps upstream's words, marked with their language.
          <>
            {t('loyalty.notEligible.reasonLabel')}{' '}
            <UpstreamText text={bonus.notEligibleReason} lang={bonus.textLanguage} />
          </>
        ) : (
          t('loyalty.notEligible.noActiveSupply')
        )}
      </p>
      <p>{t('loyalty.notEligible.pointsKept')}</p>
    </Alert>
  );
}

function useLevelName() {
  const { t } = useTranslation();
  return (l: Pick<ProgramLevel, 'level' | 'levelText'>) =>
    enumerationText(t, 'bonusLevel', l.level, l.levelText);
}

function Progress({ bonus }: { bonus: LoyaltyBonus }) {
  const { t } = useTranslation();
  const id = useId();
  const levelName = useLevelName();
  const levels = bonus.program.levels;
  const progress = progressOf(bonus.points, bonus.level, bonus.nextLevelThreshold ?? null, levels);
  if (!progress) {
    return isTopLevel(levels, bonus.level) ? (
      <p>{t('loyalty.progress.top', { level: levelName(bonus) })}</p>
    ) : null;
  }
  return (
    <div>
      <p id={id}>
        {t('loyalty.progress.missing', {
          count: progress.missing,
          level: levelName(progress.next),
          threshold: formatQuantity(progress.threshold),
        })}
      </p>
      <Bar max={100} value={progress.percent} aria-labelledby={id}>
        {progress.percent} %
      </Bar>
    </div>
  );
}

/** The programme's rules in words, with the figures the API gives. */
function HowItWorks({ bonus }: { bonus: LoyaltyBonus }) {
  const { t, i18n } = useTranslation();
  const levelName = useLevelName();
  const { program } = bonus;
  const levels = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    program.levels.map((l) =>
      t('loyalty.how.level', { level: levelName(l), points: formatQuantity(l.from) }),
    ),
  );
  return (
    <Card aria-labelledby="loyalty-how">
      <h2 id="loyalty-how">{t('loyalty.how.heading')}</h2>
      <Rules>
        <li>
          {t('loyalty.how.earn', {
            euros: formatQuantity(program.eurosPerPoint),
            min: formatQuantity(program.minPointsPerBill),
          })}
        </li>
        {program.levels.length > 0 && <li>{t('loyalty.how.levels', { levels })}</li>}
        <li>
          {t('loyalty.how.validity', { count: program.pointsValidYears })}
          {bonus.pointsExpireOn &&
            ` ${t('loyalty.how.expiry', { date: formatDate(bonus.pointsExpireOn) })}`}
        </li>
        <li>{t('loyalty.how.lost')}</li>
      </Rules>
    </Card>
  );
}

function Loaded({ bonus, sessionEligible }: { bonus: LoyaltyBonus; sessionEligible: boolean }) {
  const { t } = useTranslation();
  const levelName = useLevelName()(bonus);
  const columns: TableColumn<Movement>[] = [
    { key: 'date', header: t('loyalty.movements.date'), cell: (m) => formatDate(m.date) },
    {
      key: 'description',
      header: t('loyalty.movements.description'),
      cell: (m) =>
        m.kind === 'ON_TIME_PAYMENT' && m.invoiceNumber ? (
          t('loyalty.movements.kinds.ON_TIME_PAYMENT', { invoiceNumber: m.invoiceNumber })
        ) : (
          <UpstreamText text={m.description} lang={bonus.textLanguage} />
        ),
      card: 'heading',
    },
    {
      key: 'points',
      header: t('loyalty.movements.points'),
      cell: (m) =>
        t('loyalty.movements.earned', { count: m.points, points: formatQuantity(m.points) }),
      numeric: true,
      card: 'prominent',
    },
  ];
  return (
    <Stack>
      <Eligibility bonus={bonus} sessionEligible={sessionEligible} />
      <Card aria-labelledby="loyalty-state">
        <h2 id="loyalty-state">{t('loyalty.state.heading')}</h2>
        <Stack $gap={4}>
          <Figures>
            <KeyFigure label={t('loyalty.state.points')} value={formatQuantity(bonus.points)} />
            <KeyFigure label={t('loyalty.state.level')} value={levelName} size="md" />
            <KeyFigure
              label={t('loyalty.state.expires')}
              value={bonus.pointsExpireOn ? formatDate(bonus.pointsExpireOn) : '—'}
              size="md"
            />
          </Figures>
          <Progress bonus={bonus} />
        </Stack>
      </Card>
      <HowItWorks bonus={bonus} />
      <section aria-labelledby="loyalty-movements">
        <h2 id="loyalty-movements">{t('loyalty.movements.heading')}</h2>
        {bonus.movements.length === 0 ? (
          <Alert $tone="info">{t('loyalty.movements.empty')}</Alert>
        ) : (
          <ResponsiveTable
            caption={t('loyalty.movements.caption')}
            captionHidden
            columns={columns}
            rows={bonus.movements}
            rowKey={(m) => `${m.date}-${m.description}`}
          />
        )}
      </section>
    </Stack>
  );
}

export default function LoyaltyBonusPage() {
  const { t } = useTranslation();
  const { session } = usePageContext();
  const query = useLoyaltyBonus();
  return (
    <PageScaffold
      title={t('loyalty.title')}
      intro={t('loyalty.intro')}
      query={query}
      skeleton={<LoyaltySkeleton />}
      isEmpty={(data) => data.loyaltyBonus === null}
      empty={t('loyalty.unavailable')}
    >
      {({ loyaltyBonus }) =>
        loyaltyBonus && (
          <Loaded bonus={loyaltyBonus} sessionEligible={session?.bonusEligible ?? false} />
        )
      }
    </PageScaffold>
  );
}
