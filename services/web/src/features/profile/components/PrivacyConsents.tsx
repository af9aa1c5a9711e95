// The household's privacy consents (§7 customer-cases/privacy): marketing,
// profiling and third parties, each a switch showing the state in force, saved together. The save
// is announced (role=status) and not repeated on its own when it fails; the choices stay as set.
import { formatDateTime } from '@portal/shared/format';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ErrorMessage, Stack } from '@/components/ui/index.ts';
import { useBrand } from '@/lib/brand.ts';
import {
  savePrivacyConsent,
  type PrivacyChoice,
  type PrivacyConsent,
} from '../api/usePrivacyConsent.ts';
import { Switch } from './ChoiceControls.tsx';

const CONSENTS = ['marketing', 'profiling', 'thirdParties'] as const;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

type Outcome = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

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
  const [choice, setChoice] = useState<PrivacyChoice>({
    marketing: consent.marketing,
    profiling: consent.profiling,
    thirdParties: consent.thirdParties,
  });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setOutcome({ kind: 'idle' });
    try {
      await savePrivacyConsent(consent.registryId, choice);
      setOutcome({ kind: 'saved' });
      await onSaved();
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setSaving(false);
    }
  };

  const state = (given: boolean) =>
    given ? t('profile.retail.privacy.given') : t('profile.retail.privacy.refused');

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack>
        <p>{t('profile.retail.privacy.intro')}</p>
        <Fieldset>
          <legend>{t('profile.retail.privacy.legend')}</legend>
          {CONSENTS.map((key) => (
            <Switch
              key={key}
              id={`${id}-${key}`}
              name={key}
              checked={choice[key]}
              onChange={(event) => {
                const checked = event.target.checked;
                setChoice((before) => ({ ...before, [key]: checked }));
              }}
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
        <Actions>
          <Button type="submit" aria-disabled={saving}>
            {saving ? t('profile.retail.privacy.saving') : t('profile.retail.privacy.save')}
          </Button>
          <span role="status">
            {outcome.kind === 'saved' ? t('profile.retail.privacy.saved') : ''}
          </span>
        </Actions>
        {outcome.kind === 'failed' && (
          <Alert role="alert">
            <p>{t('profile.retail.privacy.failed')}</p>
            <p>
              <ErrorMessage error={outcome.error} />
            </p>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
