// A supply's own alerts (decision 0023), on the supply's page: each kind as the customer's general
// settings say, or on or off for this supply alone, with its own days of notice where the kind has
// them; saved together, announced, and what was chosen or typed stays when a change fails. The
// supply can go back to the general settings, which the profile's panel links to and from.
import { buildPath } from '@portal/shared/routes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SectionLoading } from '@/components/page-scaffold/index.ts';
import {
  Alert,
  Button,
  Card,
  ErrorMessage,
  Field,
  Input,
  Select,
  Stack,
} from '@/components/ui/index.ts';
import type { AlertKind } from '@/graphql/generated/graphql.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { showsAlerts } from './api.ts';
import {
  clearSupplyAlertSetting,
  setSupplyAlertSetting,
  type SupplyAlertSettings as Settings,
  useSupplyAlertSettings,
} from './supply-api.ts';

type Choice = 'general' | 'on' | 'off';

export interface SupplyAlertSettingsProps {
  supplyId: string;
  /** The heading's level: 2 on a supply's page, 3 inside the business supplies page's card. */
  level?: 2 | 3;
}

/** The profile page of the segment, where the general settings are. */
export function useProfilePath(): string | null {
  const { segment, locale } = usePageContext();
  return segment ? buildPath(`${segment}-profile`, {}, locale) : null;
}

function choicesOf(settings: Settings, supplyId: string): Record<string, Choice> {
  return Object.fromEntries(
    settings.kinds.map((kind) => {
      const own = settings.supplies.find((s) => s.supplyId === supplyId && s.kind === kind.kind);
      return [kind.kind, own ? (own.enabled ? 'on' : 'off') : 'general'];
    }),
  );
}

export function SupplyAlertSettings({ supplyId, level = 2 }: SupplyAlertSettingsProps) {
  const { t } = useTranslation();
  const id = useId();
  const query = useSupplyAlertSettings();
  const { mutate } = useSWRConfig();
  const profile = useProfilePath();
  const daysInput = useRef<HTMLInputElement>(null);
  const [choices, setChoices] = useState<Record<string, Choice> | null>(null);
  const [days, setDays] = useState<string | null>(null);
  const [daysError, setDaysError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const settings = query.data?.alertSettings;
  const Heading = level === 2 ? 'h2' : 'h3';

  const run = async (change: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setSaid(t('supplyAlerts.saving'));
    try {
      await change();
      await mutate(showsAlerts);
      // Saved: the page shows the store's settings again.
      setChoices(null);
      setDays(null);
      setSaid(done);
    } catch (error) {
      // What was chosen and typed stays on screen to be sent again.
      setFailure(error);
      setSaid('');
    } finally {
      setBusy(false);
    }
  };

  const generalLink = profile && <Link to={profile}>{t('supplyAlerts.general')}</Link>;
  let body;
  if (query.error) {
    body = (
      <Alert role="alert">
        <ErrorMessage error={query.error} />
      </Alert>
    );
  } else if (!settings) {
    body = <SectionLoading height="10rem" />;
  } else if (!settings.active) {
    body = (
      <>
        <p>{t('supplyAlerts.inactive')}</p>
        {generalLink && <p>{generalLink}</p>}
      </>
    );
  } else {
    const stored = choicesOf(settings, supplyId);
    const current = choices ?? stored;
    const own = settings.supplies.filter((s) => s.supplyId === supplyId);
    const tuned = settings.kinds.find((k) => k.kind === 'BILL_DUE');
    const tunedOwn = tuned && own.find((s) => s.kind === tuned.kind);
    const min = tuned?.parameterMin ?? 1;
    const max = tuned?.parameterMax ?? 30;
    const daysValue = days ?? String(tunedOwn?.parameter ?? tuned?.parameter ?? '');

    const save = (event: FormEvent) => {
      event.preventDefault();
      let parameter: number | null = null;
      if (tuned && current[tuned.kind] === 'on') {
        parameter = Number(daysValue.trim());
        if (!/^\d+$/.test(daysValue.trim()) || parameter < min || parameter > max) {
          setDaysError(t('supplyAlerts.daysInvalid', { min, max }));
          daysInput.current?.focus();
          return;
        }
      }
      setDaysError(null);
      void run(async () => {
        for (const kind of settings.kinds) {
          const choice = current[kind.kind];
          const mine = own.find((s) => s.kind === kind.kind);
          const value = kind.kind === tuned?.kind ? parameter : null;
          if (choice === 'general') {
            if (mine) await clearSupplyAlertSetting(supplyId, kind.kind as AlertKind);
          } else if (
            !mine ||
            mine.enabled !== (choice === 'on') ||
            (value !== null && mine.parameter !== value)
          ) {
            await setSupplyAlertSetting(supplyId, kind.kind as AlertKind, choice === 'on', value);
          }
        }
      }, t('supplyAlerts.saved'));
    };

    body = (
      <form onSubmit={save} noValidate>
        <Stack>
          <p>{t('supplyAlerts.intro')}</p>
          {settings.paused && <Alert $tone="info">{t('alerts.settings.paused')}</Alert>}
          {own.length > 0 && <p>{t('supplyAlerts.own')}</p>}
          {failure !== null && (
            <Alert role="alert">
              <ErrorMessage error={failure} />
            </Alert>
          )}
          {settings.kinds.map((kind) => (
            <Stack key={kind.kind} $gap={2}>
              <Field id={`${id}-${kind.kind}`} label={t(`alerts.kinds.${kind.kind}`)}>
                <Select
                  value={current[kind.kind]}
                  disabled={busy}
                  onChange={(event) => {
                    const next = event.currentTarget.value as Choice;
                    setChoices({ ...current, [kind.kind]: next });
                  }}
                >
                  <option value="general">
                    {kind.enabled
                      ? t('supplyAlerts.choice.general_on')
                      : t('supplyAlerts.choice.general_off')}
                  </option>
                  <option value="on">{t('supplyAlerts.choice.on')}</option>
                  <option value="off">{t('supplyAlerts.choice.off')}</option>
                </Select>
              </Field>
              {kind.kind === tuned?.kind && current[kind.kind] === 'on' && (
                <Field
                  id={`${id}-days`}
                  label={t('supplyAlerts.days')}
                  hint={t('supplyAlerts.daysHint', { min, max })}
                  error={daysError ?? undefined}
                >
                  <Input
                    ref={daysInput}
                    inputMode="numeric"
                    value={daysValue}
                    onChange={(event) => setDays(event.currentTarget.value)}
                    size={4}
                  />
                </Field>
              )}
            </Stack>
          ))}
          <Stack $gap={2}>
            <div>
              <Button type="submit" disabled={busy}>
                {t('supplyAlerts.save')}
              </Button>
            </div>
            {own.length > 0 && (
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => clearSupplyAlertSetting(supplyId, null),
                      t('supplyAlerts.resetDone'),
                    )
                  }
                >
                  {t('supplyAlerts.reset')}
                </Button>
              </div>
            )}
          </Stack>
          {generalLink && <p>{generalLink}</p>}
        </Stack>
      </form>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="supply-alerts">
      <Stack>
        <Heading id={`${id}-title`}>{t('supplyAlerts.title')}</Heading>
        {body}
        <p role="status" aria-live="polite">
          {said}
        </p>
      </Stack>
    </Card>
  );
}
