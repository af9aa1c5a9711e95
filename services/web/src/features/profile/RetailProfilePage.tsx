// The retail profile page (§2 /retail/profile, page kind 'retail-profile', profile layout): the
// household's registry (name, tax code, home address; §3 anagrafica), its contacts changed through
// §7 contatto/save, how it receives the bill (§3 fatturaDigitale, changed per supply on
// manageUts/billReceiveMethod), its privacy consents (§7 customer-cases/privacy) and its preferred
// language (§5). The business profile's cards and contact form, on retail's texts.
import { AlertSettingsPanel } from '@/components/alerts/AlertSettingsPanel.tsx';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  PageScaffold,
  SectionLoading,
  SkeletonStack,
} from '@/components/page-scaffold/index.ts';
import { Stack, FactCard } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useBillSupplies } from './api/useBillSupplies.ts';
import { usePrivacyConsent } from './api/usePrivacyConsent.ts';
import { useRegistry } from './api/useRegistry.ts';
import { ContactsCard } from './components/ContactForm.tsx';
import { DigitalBillCard } from './components/DigitalBillCard.tsx';
import { LanguagePreference } from './components/LanguagePreference.tsx';
import { PrivacyConsents } from './components/PrivacyConsents.tsx';
import { RetailRegistryFacts } from './components/RetailRegistryFacts.tsx';

/** One narrow column: the cards one under the other, as tall as they will be. */
function RetailProfileSkeleton() {
  return <SkeletonStack heights={['16rem', '30rem', '14rem', '24rem', '14rem']} />;
}

function PrivacySection({ selectedId }: { selectedId: number | null }) {
  const query = usePrivacyConsent(selectedId);
  if (query.error) return <ErrorState error={query.error} retry={() => query.mutate()} />;
  const consent = query.data?.privacyConsent;
  if (!consent) return <SectionLoading height="20rem" />;
  return (
    // Keyed by registry only: after a save the form stays, with its confirmation, on the new date.
    <PrivacyConsents key={consent.registryId} consent={consent} onSaved={() => query.mutate()} />
  );
}

export default function RetailProfilePage() {
  const { t } = useTranslation();
  const { locale, session, selectedRegistry } = usePageContext();
  const selectedId = selectedRegistry?.idAnagrafica ?? null;
  const query = useRegistry(selectedId);
  const supplies = useBillSupplies(selectedId);
  const preferred = session?.user.locale === 'de' ? 'de' : session?.user.locale ? 'it' : locale;

  return (
    <PageScaffold
      title={t('profile.title')}
      intro={t('profile.retail.intro')}
      query={query}
      skeleton={<RetailProfileSkeleton />}
    >
      {({ registry }) => (
        <Stack>
          <RetailRegistryFacts registry={registry} locale={locale} />
          <ContactsCard
            registry={registry}
            onSaved={() => query.mutate()}
            texts="profile.retail.contacts"
          />
          <DigitalBillCard
            registry={registry}
            supplies={supplies.data?.supplies.nodes}
            suppliesError={supplies.error}
            retry={() => supplies.mutate()}
            locale={locale}
          />
          <FactCard title={t('profile.retail.privacy.title')}>
            <PrivacySection selectedId={selectedId} />
          </FactCard>
          <FactCard title={t('profile.retail.language.title')}>
            <LanguagePreference current={preferred} />
          </FactCard>
          <AlertSettingsPanel />
        </Stack>
      )}
    </PageScaffold>
  );
}
