// /auth/register (§2, page kind 'register'): where §4's login result "redirect"
// sends a person the supplier does not know yet. In two steps (conventions 21: one question per
// step) they prove to be a customer with the customer code and tax code of the bill (§7
// registrazione/anagrafica/get) and confirm their contacts (§7 contatto/save); then the page says
// what happens next. Without a registration in progress (no sign-in, or older than 15 minutes) it
// offers to sign in again.
import type { RegistrationCustomer, RegistrationDone } from '@portal/shared/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold, SkeletonBlock } from '@/components/page-scaffold/index.ts';
import { Card, Stack } from '@/components/ui/index.ts';
import { pathInLanguage } from '@/lib/locale.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { useRegistrationState } from './api/registration.ts';
import { ContactsStep } from './components/ContactsStep.tsx';
import { DoneStep } from './components/DoneStep.tsx';
import { IdentifyStep } from './components/IdentifyStep.tsx';
import { Failure } from './components/parts.tsx';

function RegisterSkeleton() {
  return (
    <Stack aria-hidden="true">
      <SkeletonBlock height="3rem" />
      <SkeletonBlock height="24rem" />
    </Stack>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const state = useRegistrationState();
  const [customer, setCustomer] = useState<RegistrationCustomer | null>(null);
  const [done, setDone] = useState<RegistrationDone | null>(null);
  const signInHref = pathInLanguage('/auth/login', locale);
  const logoutHref = pathInLanguage('/auth/logout', locale);

  const body = () => {
    if (state.error) return <Failure error={state.error} signInHref={signInHref} focus={false} />;
    const data = state.data;
    if (!data)
      return (
        <div aria-busy="true">
          <RegisterSkeleton />
        </div>
      );
    if (done) return <DoneStep done={done} logoutHref={logoutHref} />;
    const found = customer ?? data.customer;
    return (
      <Stack>
        <p>
          {data.email
            ? t('registration.intro', { email: data.email })
            : t('registration.introNoEmail')}
        </p>
        <p aria-hidden="true">{t('registration.step', { step: found ? 2 : 1 })}</p>
        {found ? (
          <ContactsStep
            customer={found}
            initialEmail={data.email ?? ''}
            onDone={setDone}
            signInHref={signInHref}
          />
        ) : (
          <IdentifyStep onVerified={setCustomer} signInHref={signInHref} />
        )}
      </Stack>
    );
  };

  return (
    <PageScaffold title={t('registration.title')}>
      <Card>{body()}</Card>
    </PageScaffold>
  );
}
