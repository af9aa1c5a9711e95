// How the bills of a retail supply are sent (§2 /retail/myUtilities/manageUts/billReceiveMethod/{id},
// page kind 'retail-billReceiveMethod'; §3 fatturaDigitale): by e-mail, to an
// address checked as it is typed, or on paper; checked, confirmed, then filed as a request whose
// state the customer follows in the notifications and on the supply.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radios, TextField } from '@/components/forms/index.ts';
import { OperationScaffold } from './components/OperationScaffold.tsx';
import { RequestFlow } from './components/RequestFlow.tsx';
import {
  BILL_DELIVERY_FIELDS,
  billDeliveryErrors,
  billDeliveryInput,
  type BillDeliveryField,
  type BillDeliveryValues,
} from './model/forms.ts';

export default function BillDeliveryPage() {
  const { t } = useTranslation();
  const id = useId();
  const ids: Record<BillDeliveryField, string> = {
    delivery: `${id}-delivery`,
    email: `${id}-email`,
  };
  const [values, setValues] = useState<BillDeliveryValues | null>(null);

  return (
    <OperationScaffold
      kind="BILL_DELIVERY"
      title={t('manageSupply.operations.BILL_DELIVERY.title')}
      intro={t('manageSupply.billDelivery.intro')}
    >
      {(ctx) => {
        // Starts from what is in force: the other method, and the address on record.
        const v: BillDeliveryValues = values ?? {
          delivery: '',
          email: ctx.data.billEmail ?? '',
        };
        const set = (change: Partial<BillDeliveryValues>) => setValues({ ...v, ...change });
        return (
          <RequestFlow
            kind="BILL_DELIVERY"
            operation={ctx}
            fields={BILL_DELIVERY_FIELDS}
            ids={ids}
            validate={() => billDeliveryErrors(v)}
            input={() => billDeliveryInput(v)}
            answers={() => [
              {
                label: t('manageSupply.billDelivery.legend'),
                value: t(`manageSupply.billDelivery.options.${v.delivery || 'PAPER'}`),
              },
              ...(v.delivery === 'EMAIL'
                ? [{ label: t('manageSupply.billDelivery.email'), value: v.email.trim() }]
                : []),
            ]}
            nextSteps={<p>{t('manageSupply.billDelivery.next')}</p>}
          >
            {(errorOf) => (
              <>
                <Radios
                  id={ids.delivery}
                  name={`${id}-delivery`}
                  legend={t('manageSupply.billDelivery.legend')}
                  error={errorOf('delivery')}
                  value={v.delivery}
                  onChange={(delivery) => set({ delivery })}
                  options={[
                    {
                      value: 'EMAIL',
                      label: t('manageSupply.billDelivery.options.EMAIL'),
                      hint: t('manageSupply.billDelivery.hints.EMAIL'),
                    },
                    {
                      value: 'PAPER',
                      label: t('manageSupply.billDelivery.options.PAPER'),
                      hint: t('manageSupply.billDelivery.hints.PAPER'),
                    },
                  ]}
                />
                {v.delivery === 'EMAIL' && (
                  <TextField
                    id={ids.email}
                    label={t('manageSupply.billDelivery.email')}
                    hint={t('manageSupply.billDelivery.emailHint')}
                    error={errorOf('email')}
                    entry="email"
                    value={v.email}
                    onChange={(event) => set({ email: event.target.value })}
                  />
                )}
              </>
            )}
          </RequestFlow>
        );
      }}
    </OperationScaffold>
  );
}
