// The retail assistance page (§2 /retail/assistance, page kind 'retail-assistance', assistance
// layout): the supplier's customer service for households (brand contacts) and
// the ways on — the searchable FAQ and the written request form with the customer's requests.
import { buildPath } from '@portal/shared/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageScaffold } from '@/components/page-scaffold/index.ts';
import { Card, Columns, LinkButton, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { RetailContacts } from './components/RetailContacts.tsx';

const Way = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    flex: 1;
  }
`;

function WayCard({
  title,
  text,
  link,
  to,
}: {
  title: string;
  text: string;
  link: string;
  to: string;
}) {
  const headingId = useId();
  return (
    <Way aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <div>
        <LinkButton $variant="secondary" to={to}>
          {link}
        </LinkButton>
      </div>
    </Way>
  );
}

export default function RetailAssistancePage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <PageScaffold title={t('support.retail.assistance.title')}>
      <Stack $gap={6}>
        <p>{t('support.retail.assistance.intro')}</p>
        <RetailContacts locale={locale} />
        <Columns>
          <WayCard
            title={t('support.retail.assistance.faqTitle')}
            text={t('support.retail.assistance.faqText')}
            link={t('support.retail.assistance.faqLink')}
            to={buildPath('retail-assistance-faq', {}, locale)}
          />
          <WayCard
            title={t('support.retail.assistance.writeTitle')}
            text={t('support.retail.assistance.writeText')}
            link={t('support.retail.assistance.writeLink')}
            to={buildPath('retail-assistance-writeus', {}, locale)}
          />
        </Columns>
      </Stack>
    </PageScaffold>
  );
}
