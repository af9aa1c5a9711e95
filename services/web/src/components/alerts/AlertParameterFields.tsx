// The thresholds of the consumption and convention alerts and the yearly budgets (decision 0024),
// under the alert settings: a percentage per kind the customer is offered, within its bounds, and
// a budget in euro per commodity for the kinds that have one. Each is checked before it is sent
// and says what is wrong in the reader's language; what was typed stays when a change fails.
import { parseBudget } from '@portal/shared/alerts';
import { formatAmount } from '@portal/shared/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@/components/forms/index.ts';
import { Button, Field, Input, Stack } from '@/components/ui/index.ts';
import type { AlertKind, AlertSettingsQuery, Utility } from '@/graphql/generated/graphql.ts';
import { setAlertSetting } from './api.ts';
import { setAlertBudget, useAlertBudgets } from './api-usage.ts';

type KindSetting = AlertSettingsQuery['alertSettings']['kinds'][number];

const PERCENT_KINDS = ['CONSUMPTION_ANOMALY', 'BASE_LOAD_RISE', 'CONVENTION_QUANTITY'] as const;
type PercentKind = (typeof PERCENT_KINDS)[number];
const isPercentKind = (kind: AlertKind): kind is PercentKind =>
  (PERCENT_KINDS as readonly AlertKind[]).includes(kind);

const UTILITIES = ['POWER', 'GAS'] as const satisfies readonly Utility[];

interface Props {
  kinds: readonly KindSetting[];
  busy: boolean;
  /** Sends one change and announces it (the settings panel's). */
  run: (change: () => Promise<void>) => Promise<void>;
}

function PercentField({ setting, busy, run }: { setting: KindSetting } & Omit<Props, 'kinds'>) {
  const { t } = useTranslation();
  const id = useId();
  const kind = setting.kind as PercentKind;
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const min = setting.parameterMin ?? 1;
  const max = setting.parameterMax ?? 100;
  const save = () => {
    const text = (value ?? String(setting.parameter ?? '')).trim().replace(/%$/, '');
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      setError(t('alertKinds.settings.percentInvalid', { min, max }));
      return;
    }
    setError(null);
    void run(() => setAlertSetting(kind, setting.enabled, n));
  };
  return (
    <Stack $gap={2}>
      <Field
        id={`${id}-percent`}
        label={t(`alertKinds.settings.percent.${kind}`)}
        hint={t('alertKinds.settings.percentHint', { min, max })}
        error={error ?? undefined}
      >
        <Input
          inputMode="numeric"
          value={value ?? String(setting.parameter ?? '')}
          onChange={(event) => setValue(event.currentTarget.value)}
          size={4}
        />
      </Field>
      <div>
        <Button $variant="secondary" disabled={busy} onClick={save}>
          {t('alertKinds.settings.savePercent')}
        </Button>
      </div>
    </Stack>
  );
}

function BudgetField({
  utility,
  amount,
  busy,
  run,
}: { utility: Utility; amount: number | null } & Omit<Props, 'kinds'>) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = value ?? (amount === null ? '' : formatAmount(amount));
  const save = () => {
    const text = shown.trim();
    const parsed = text === '' ? null : parseBudget(text);
    if (text !== '' && parsed === null) {
      setError(t('alertKinds.settings.budgetInvalid'));
      return;
    }
    setError(null);
    void run(() => setAlertBudget(utility, parsed));
  };
  return (
    <Stack $gap={2}>
      <Field
        id={`${id}-budget`}
        label={t(`alertKinds.settings.budget.${utility === 'GAS' ? 'GAS' : 'POWER'}`)}
        hint={t('alertKinds.settings.budgetHint')}
        error={error ?? undefined}
      >
        <Input
          inputMode="decimal"
          value={shown}
          onChange={(event) => setValue(event.currentTarget.value)}
          size={14}
        />
      </Field>
      <div>
        <Button $variant="secondary" disabled={busy} onClick={save}>
          {t('alertKinds.settings.saveBudget')}
        </Button>
      </div>
    </Stack>
  );
}

export function AlertParameterFields({ kinds, busy, run }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const percent = kinds.filter((k) => isPercentKind(k.kind));
  const budgeted = kinds.some((k) => k.kind === 'BUDGET');
  const budgets = useAlertBudgets(budgeted).data?.alertSettings.budgets;
  return (
    <>
      {percent.length > 0 && (
        <Fieldset id={`${id}-thresholds`} legend={t('alertKinds.settings.legend')}>
          <Stack $gap={3}>
            {percent.map((setting) => (
              <PercentField key={setting.kind} setting={setting} busy={busy} run={run} />
            ))}
          </Stack>
        </Fieldset>
      )}
      {budgeted && budgets && (
        <Fieldset id={`${id}-budgets`} legend={t('alertKinds.settings.budgetLegend')}>
          <Stack $gap={3}>
            {UTILITIES.map((utility) => (
              <BudgetField
                key={utility}
                utility={utility}
                amount={budgets.find((b) => b.utility === utility)?.amount ?? null}
                busy={busy}
                run={run}
              />
            ))}
          </Stack>
        </Fieldset>
      )}
    </>
  );
}
