// The household's privacy consents (§7 customer-cases/privacy): marketing,
// profiling and third parties, each a switch showing the state in force, saved together. The save
// is announced (role=status) and not repeated on its own when it fails; the choices stay as set.
import { formatDateTime } from '@portal/shared/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, Fieldset, SettingsForm, useSubmission } from '@/components/forms/index.ts';
import { useBrand } from '@/lib/brand.ts';
import {
  savePrivacyConsent,
  type PrivacyChoice,
  type PrivacyConsent,
} from '../api/usePrivacyConsent.ts';

const CONSENTS = ['marketing', 'profiling', 'thirdParties'] as const;

export function PrivacyConsents({
  consent,
  onSaved,
}: {
  consent: PrivacyConsent;
  onSaved: () => unknown;
}) {
  const { t } = useTranslation();
  const { name: brand } = useBrand();
  const id = useId();
  const form = useSubmission({
    initial: (): PrivacyChoice => ({
      marketing: consent.marketing,
      profiling: consent.profiling,
      thirdParties: consent.thirdParties,
    }),
    validate: () => [],
    send: (choice: PrivacyChoice) => savePrivacyConsent(consent.registryId, choice),
    onSent: onSaved,
  });
  const choice = form.values;

  const state = (given: boolean) =>
    given ? t('profile.retail.privacy.given') : t('profile.retail.privacy.refused');

  return (
    <SettingsForm
      form={form}
      texts={{
        save: t('profile.retail.privacy.save'),
        saving: t('profile.retail.privacy.saving'),
        saved: t('profile.retail.privacy.saved'),
        failed: t('profile.retail.privacy.failed'),
      }}
    >
      <p>{t('profile.retail.privacy.intro')}</p>
      <Fieldset id={`${id}-consents`} legend={t('profile.retail.privacy.legend')} legendGap={2}>
        {CONSENTS.map((key) => (
          <Choice
            key={key}
            type="switch"
            strong
            id={`${id}-${key}`}
            name={key}
            checked={choice[key]}
            onChange={(event) => form.set(key, event.target.checked)}
            label={`${t(`profile.retail.privacy.${key}`)}: ${state(choice[key])}`}
            hint={t(`profile.retail.privacy.${key}Hint`, { brand })}
          />
        ))}
      </Fieldset>
      <p>
        {consent.updatedAt
          ? t('profile.retail.privacy.updatedAt', { date: formatDateTime(consent.updatedAt) })
          : t('profile.retail.privacy.never')}
      </p>
    </SettingsForm>
  );
}
