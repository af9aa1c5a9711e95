// How the bills of a retail supply are paid (§2 /retail/myUtilities/manageUts/paymentMethod/{id},
// page kind 'retail-paymentMethod'; issue 14 item 4): SEPA direct debit — the IBAN checked for its
// length, ISO 13616 check digits and CIN, the account holder and the holder's codice fiscale with
// its check character, as they are typed (packages/shared supply-changes.ts) —, card through the
// payment provider's page, or postal slip. Checked, confirmed, then filed as a request.
import { groupIban } from '@portal/shared/supply-changes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@/components/ui/index.ts';
import { OperationScaffold } from './components/OperationScaffold.tsx';
import { Radios } from './components/Radios.tsx';
import { RequestFlow } from './components/RequestFlow.tsx';
import {
  PAYMENT_METHOD_FIELDS,
  paymentMethodErrors,
  paymentMethodInput,
  type PaymentMethodField,
  type PaymentMethodValues,
} from './model/forms.ts';

const EMPTY: PaymentMethodValues = { method: '', iban: '', holder: '', taxCode: '' };
const METHODS = ['DIRECT_DEBIT', 'CARD', 'POSTAL_SLIP'] as const;

export default function PaymentMethodPage() {
  const { t } = useTranslation();
  const id = useId();
  const ids: Record<PaymentMethodField, string> = {
    method: `${id}-method`,
    iban: `${id}-iban`,
    holder: `${id}-holder`,
    taxCode: `${id}-tax-code`,
  };
  const [v, setValues] = useState<PaymentMethodValues>(EMPTY);
  const set = (change: Partial<PaymentMethodValues>) => setValues({ ...v, ...change });

  return (
    <OperationScaffold
      kind="PAYMENT_METHOD"
      title={t('manageSupply.operations.PAYMENT_METHOD.title')}
      intro={t('manageSupply.paymentMethod.intro')}
    >
      {(ctx) => (
        <RequestFlow
          kind="PAYMENT_METHOD"
          supplyId={ctx.supplyId}
          fields={PAYMENT_METHOD_FIELDS}
          ids={ids}
          validate={() => paymentMethodErrors(v)}
          input={() => paymentMethodInput(v)}
          answers={() => [
            {
              label: t('manageSupply.paymentMethod.legend'),
              value: v.method ? t(`enums.paymentMethod.${v.method}`) : '',
            },
            ...(v.method === 'DIRECT_DEBIT'
              ? [
                  { label: t('manageSupply.paymentMethod.iban'), value: groupIban(v.iban) },
                  { label: t('manageSupply.paymentMethod.holder'), value: v.holder.trim() },
                  {
                    label: t('manageSupply.paymentMethod.taxCode'),
                    value: v.taxCode.replace(/\s+/g, '').toUpperCase(),
                  },
                ]
              : []),
          ]}
          nextSteps={<p>{t(`manageSupply.paymentMethod.next.${v.method || 'POSTAL_SLIP'}`)}</p>}
          manageHref={ctx.manageHref}
          notificationsHref={ctx.notificationsHref}
          onFiled={ctx.refresh}
        >
          {(errorOf) => (
            <>
              <Radios
                id={ids.method}
                name={`${id}-method`}
                legend={t('manageSupply.paymentMethod.legend')}
                hint={
                  ctx.data.paymentMethod && ctx.data.paymentMethod !== 'OTHER'
                    ? t('manageSupply.paymentMethod.currentHint', {
                        method: t(`enums.paymentMethod.${ctx.data.paymentMethod}`),
                      })
                    : undefined
                }
                error={errorOf('method')}
                value={v.method}
                onChange={(method) => set({ method })}
                options={METHODS.map((method) => ({
                  value: method,
                  label: t(`enums.paymentMethod.${method}`),
                  hint: t(`manageSupply.paymentMethod.hints.${method}`),
                }))}
              />
              {v.method === 'DIRECT_DEBIT' && (
                <>
                  <Field
                    id={ids.iban}
                    label={t('manageSupply.paymentMethod.iban')}
                    hint={t('manageSupply.paymentMethod.ibanHint')}
                    error={errorOf('iban')}
                  >
                    <Input
                      autoComplete="off"
                      spellCheck={false}
                      autoCapitalize="characters"
                      value={v.iban}
                      onChange={(event) => set({ iban: event.target.value })}
                    />
                  </Field>
                  <Field
                    id={ids.holder}
                    label={t('manageSupply.paymentMethod.holder')}
                    hint={t('manageSupply.paymentMethod.holderHint')}
                    error={errorOf('holder')}
                  >
                    <Input
                      autoComplete="name"
                      value={v.holder}
                      onChange={(event) => set({ holder: event.target.value })}
                    />
                  </Field>
                  <Field
                    id={ids.taxCode}
                    label={t('manageSupply.paymentMethod.taxCode')}
                    hint={t('manageSupply.paymentMethod.taxCodeHint')}
                    error={errorOf('taxCode')}
                  >
                    <Input
                      autoComplete="off"
                      spellCheck={false}
                      autoCapitalize="characters"
                      value={v.taxCode}
                      onChange={(event) => set({ taxCode: event.target.value })}
                    />
                  </Field>
                </>
              )}
            </>
          )}
        </RequestFlow>
      )}
    </OperationScaffold>
  );
}
