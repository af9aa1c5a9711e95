// How the bills of a retail supply are sent (§2 /retail/myUtilities/manageUts/billReceiveMethod/{id},
// page kind 'retail-billReceiveMethod'; §3 fatturaDigitale): by e-mail, to an
// address checked as it is typed, or on paper; checked, confirmed, then filed as a request whose
// state the customer follows in the notifications and on the supply.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Radios, TextField } from '@/components/forms/index.ts';
import { OperationScaffold } from './components/OperationScaffold.tsx';
import { RequestFlow } from './components/RequestFlow.tsx';
import { BILL_DELIVERY_FORM, type BillDeliveryValues } from './model/forms.ts';

export default function BillDeliveryPage() {
  const { t } = useTranslation();
  const [values, setValues] = useState<BillDeliveryValues | null>(null);

  return (
    <OperationScaffold kind="BILL_DELIVERY" intro={t('manageSupply.billDelivery.intro')}>
      {(ctx) => {
        // Starts from what is in force: the other method, and the address on record.
        const v: BillDeliveryValues = values ?? {
          delivery: '',
          email: ctx.data.billEmail ?? '',
        };
        return (
          <RequestFlow
            form={BILL_DELIVERY_FORM}
            operation={ctx}
            values={v}
            onChange={setValues}
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
            {(field) => (
              <>
                <Radios
                  {...field.choice('delivery')}
                  legend={t('manageSupply.billDelivery.legend')}
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
                    {...field.text('email')}
                    label={t('manageSupply.billDelivery.email')}
                    hint={t('manageSupply.billDelivery.emailHint')}
                    entry="email"
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
