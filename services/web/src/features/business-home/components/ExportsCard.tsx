// The latest invoice PDF exports (§7 export-pdf/list) with their §4 status code, label and colour
// (0–4 orange, 5 green, 6 and 7 red, any other gray), linking to the downloads page of each
// commodity the home shows.
import type { Locale } from '@portal/shared/constants';
import { formatDateTime } from '@portal/shared/format';
import { buildPath, type Commodity } from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExportJobBadge } from '@/components/badges/index.ts';
import type { BusinessDashboard } from '../api/useBusinessDashboard.ts';
import { Links, List, ListCard, Muted, Row } from './layout.tsx';
import { Unavailable } from './Unavailable.tsx';

interface Props {
  data: BusinessDashboard['exports'];
  commodities: readonly Commodity[];
  segment: Segment;
  locale: Locale;
  retry: () => void;
}

export function ExportsCard({ data, commodities, segment, locale, retry }: Props) {
  const { t } = useTranslation();
  return (
    <ListCard aria-labelledby="home-exports">
      <h2 id="home-exports">{t('businessHome.exports.title')}</h2>
      {data === null ? (
        <Unavailable retry={retry} />
      ) : data.latest.length === 0 ? (
        <p>{t('businessHome.exports.none')}</p>
      ) : (
        <>
          <p>{t('businessHome.exports.count', { count: data.totalCount })}</p>
          <List>
            {data.latest.map((job) => (
              <li key={job.id}>
                <Row>
                  <strong>
                    {t(
                      job.kind === 'detail'
                        ? 'businessHome.exports.detail'
                        : 'businessHome.exports.list',
                      { count: job.invoiceCount },
                    )}
                  </strong>
                  <ExportJobBadge code={job.statusCode} length="brief" />
                </Row>
                <Muted>
                  {t('businessHome.exports.created', { date: formatDateTime(job.createdAt) })}
                </Muted>
              </li>
            ))}
          </List>
        </>
      )}
      <Links>
        {commodities.map((commodity) => (
          <Link key={commodity} to={buildPath(`${segment}-${commodity}-downloads`, {}, locale)}>
            {t(`businessHome.exports.link.${commodity}`)}
          </Link>
        ))}
      </Links>
    </ListCard>
  );
}
