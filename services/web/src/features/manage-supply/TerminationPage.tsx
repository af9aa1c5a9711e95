// The termination of a retail supply (§2 /retail/myUtilities/manageUts/termination/{id}, page kind
// 'retail-termination'): the day it ends (5 to 90 days from today, the window
// the API gives), the final meter reading if the customer has one (digits only), where the final
// bill goes (an e-mail or a postal address) and, before confirming, what happens next.
import { formatDate } from '@portal/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Radios, TextField } from '@/components/forms/index.ts';
import { Stack } from '@/components/ui/index.ts';
import { OperationScaffold } from './components/OperationScaffold.tsx';
import { RequestFlow } from './components/RequestFlow.tsx';
import { TERMINATION_FORM, type TerminationValues } from './model/forms.ts';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const EMPTY: TerminationValues = { date: '', reading: '', contact: '', email: '', address: '' };

export default function TerminationPage() {
  const { t } = useTranslation();
  const [v, setValues] = useState<TerminationValues>(EMPTY);

  return (
    <OperationScaffold kind="TERMINATION" intro={t('manageSupply.termination.intro')}>
      {(ctx) => {
        const window = ctx.data.termination;
        const range = { from: formatDate(window.earliest), to: formatDate(window.latest) };
        const unit = ctx.data.supply.utility === 'GAS' ? 'gas' : 'light';
        const next = (
          <Stack $gap={2}>
            <h3>{t('manageSupply.termination.nextHeading')}</h3>
            <Steps>
              <li>
                {t('manageSupply.termination.next.distributor', {
                  date: formatDate(v.date) || range.from,
                })}
              </li>
              <li>{t(`manageSupply.termination.next.reading.${unit}`)}</li>
              <li>{t('manageSupply.termination.next.finalBill')}</li>
              <li>{t('manageSupply.termination.next.noCharge')}</li>
            </Steps>
          </Stack>
        );
        return (
          <RequestFlow
            form={TERMINATION_FORM}
            operation={ctx}
            values={v}
            onChange={setValues}
            answers={() => [
              { label: t('manageSupply.termination.date'), value: formatDate(v.date) },
              {
                label: t('manageSupply.termination.reading'),
                value: v.reading.trim() || t('manageSupply.termination.noReading'),
              },
              {
                label: t('manageSupply.termination.contact'),
                value: v.contact === 'EMAIL' ? v.email.trim() : v.address.trim(),
              },
            ]}
            nextSteps={next}
          >
            {(field) => (
              <>
                <TextField
                  {...field.text('date')}
                  label={t('manageSupply.termination.date')}
                  hint={t('manageSupply.termination.dateHint', range)}
                  type="date"
                  min={window.earliest}
                  max={window.latest}
                />
                <TextField
                  {...field.text('reading')}
                  label={t('manageSupply.termination.reading')}
                  hint={t('manageSupply.termination.readingHint')}
                  optional
                  inputMode="numeric"
                  autoComplete="off"
                />
                <Radios
                  {...field.choice('contact')}
                  legend={t('manageSupply.termination.contact')}
                  hint={t('manageSupply.termination.contactHint')}
                  options={[
                    { value: 'EMAIL', label: t('manageSupply.termination.contactEmail') },
                    { value: 'POSTAL', label: t('manageSupply.termination.contactPostal') },
                  ]}
                />
                {v.contact === 'EMAIL' && (
                  <TextField
                    {...field.text('email')}
                    label={t('manageSupply.termination.email')}
                    entry="email"
                  />
                )}
                {v.contact === 'POSTAL' && (
                  <TextField
                    {...field.text('address')}
                    label={t('manageSupply.termination.address')}
                    hint={t('manageSupply.termination.addressHint')}
                    autoComplete="street-address"
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
