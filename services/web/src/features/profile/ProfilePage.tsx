// The business profile page (§2 /<corporate|pa|pa-non-conv|consortia>/profile, page kind
// 'profile', profile layout; issue 12 item 8): the registry selected in the header as §3
// anagrafica holds it (company name, tax codes, address, ATECO, split payment), its digital
// invoicing (fatturaDigitale), the contacts the customer changes here (§7 contatto/save), and for
// a consortium its conventions with their §6 logos and every member registry.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ErrorState,
  LoadingAnnouncement,
  PageScaffold,
  SkeletonBlock,
} from '@/components/page-scaffold/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConsortium } from './api/useConsortium.ts';
import { useRegistry } from './api/useRegistry.ts';
import { ConsortiumMembers } from './components/ConsortiumMembers.tsx';
import { ContactForm } from './components/ContactForm.tsx';
import { FactCard } from './components/FactCard.tsx';
import { RegistryFacts } from './components/RegistryFacts.tsx';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

function ProfileSkeleton() {
  return (
    <Columns aria-hidden="true">
      <SkeletonBlock height="26rem" />
      <SkeletonBlock height="26rem" />
      <SkeletonBlock height="16rem" />
      <SkeletonBlock height="16rem" />
    </Columns>
  );
}

function ConsortiumSection() {
  const query = useConsortium(true);
  if (query.error) return <ErrorState error={query.error} retry={() => query.mutate()} />;
  const consortium = query.data?.consortium;
  if (!consortium) {
    return (
      <div aria-busy="true">
        <LoadingAnnouncement />
        <SkeletonBlock height="20rem" />
      </div>
    );
  }
  return <ConsortiumMembers consortium={consortium} />;
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const { segment, selectedRegistry } = usePageContext();
  const query = useRegistry(selectedRegistry?.idAnagrafica ?? null);

  return (
    <PageScaffold title={t('profile.title')} query={query} skeleton={<ProfileSkeleton />}>
      {({ registry }) => (
        <Stack>
          <p>{t('profile.intro')}</p>
          <Columns>
            <RegistryFacts registry={registry} />
            <FactCard title={t('profile.contacts.title')}>
              <ContactForm
                key={registry.id}
                registryId={registry.id}
                initial={{
                  email: registry.email ?? '',
                  phone: registry.phone ?? '',
                  mobile: registry.mobile ?? '',
                }}
                onSaved={() => query.mutate()}
              />
            </FactCard>
          </Columns>
          {segment === 'consortia' && <ConsortiumSection />}
        </Stack>
      )}
    </PageScaffold>
  );
}
