// The business profile page (§2 /<corporate|pa|pa-non-conv|consortia>/profile, page kind
// 'profile', profile layout): the registry selected in the header as §3
// anagrafica holds it (company name, tax codes, address, ATECO, split payment), its digital
// invoicing (fatturaDigitale), the contacts the customer changes here (§7 contatto/save), and for
// a consortium its conventions with their §6 logos and every member registry.
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  PageScaffold,
  SectionLoading,
  SkeletonStack,
} from '@/components/page-scaffold/index.ts';
import { AlertSettingsPanel } from '@/components/alerts/AlertSettingsPanel.tsx';
import { Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useConsortium } from './api/useConsortium.ts';
import { useRegistry } from './api/useRegistry.ts';
import { ConsortiumMembers } from './components/ConsortiumMembers.tsx';
import { ContactsCard } from './components/ContactForm.tsx';
import { RegistryFacts } from './components/RegistryFacts.tsx';

/** The profile layout is one narrow column (760 px): the groups one under the other. */
function ProfileSkeleton() {
  return <SkeletonStack heights={['26rem', '16rem', '30rem']} />;
}

function ConsortiumSection() {
  const query = useConsortium(true);
  if (query.error) return <ErrorState error={query.error} retry={() => query.mutate()} />;
  const consortium = query.data?.consortium;
  if (!consortium) return <SectionLoading height="20rem" />;
  return <ConsortiumMembers consortium={consortium} />;
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const { segment, selectedRegistry } = usePageContext();
  const query = useRegistry(selectedRegistry?.idAnagrafica ?? null);

  return (
    <PageScaffold
      title={t('profile.title')}
      intro={t('profile.intro')}
      query={query}
      skeleton={<ProfileSkeleton />}
    >
      {({ registry }) => (
        <Stack>
          <RegistryFacts registry={registry} />
          <ContactsCard registry={registry} onSaved={() => query.mutate()} />
          {segment === 'consortia' && <ConsortiumSection />}
          <AlertSettingsPanel />
        </Stack>
      )}
    </PageScaffold>
  );
}
