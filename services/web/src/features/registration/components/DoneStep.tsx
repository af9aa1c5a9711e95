// The end of the registration: the registration number, where the supplier will
// write and by when the access is active, and what happens next. Takes the focus when it appears.
import { formatDate } from '@portal/shared/format';
import type { RegistrationDone } from '@portal/shared/registration';
import { Fragment, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, TermList } from '@/components/ui/index.ts';

const STEPS = ['s1', 's2', 's3'] as const;

export function DoneStep({ done, logoutHref }: { done: RegistrationDone; logoutHref: string }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const facts = [
    [t('registration.done.number'), done.registrationNumber],
    [t('registration.done.email'), done.email],
    [t('registration.done.activationBy'), formatDate(done.activationBy)],
  ] as const;
  return (
    <section aria-labelledby={id}>
      <Stack>
        <h2 id={id} ref={heading} tabIndex={-1}>
          {t('registration.done.heading')}
        </h2>
        <TermList>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </TermList>
        <h3>{t('registration.done.next')}</h3>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{t(`registration.done.steps.${step}`)}</li>
          ))}
        </ol>
        <p>
          <a href={logoutHref}>{t('registration.done.logout')}</a>
        </p>
      </Stack>
    </section>
  );
}
