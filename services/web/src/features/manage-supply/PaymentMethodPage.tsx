// How the bills of a retail supply are paid (§2 /retail/myUtilities/manageUts/paymentMethod/{id},
// page kind 'retail-paymentMethod'): SEPA direct debit — the IBAN checked for its
// length, ISO 13616 check digits and CIN, the account holder and the holder's codice fiscale with
// its check character, as they are typed (packages/shared supply-changes.ts) —, card through the
// payment provider's page, or postal slip. Checked, confirmed, then filed as a request. A card is
// given on the provider's page only: the page comes back here with ?registrationId=…&outcome=…,
// the outcome is read (the BFF files the request once, with the card's token it keeps) and the
// confirmation shows the masked card; a refused or canceled card says so above the form as it was.
import { groupIban } from '@portal/shared/supply-changes';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Radios, TextField } from '@/components/forms/index.ts';
import { Alert, Card, ErrorMessage, FactList, LinkButton, Stack } from '@/components/ui/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import {
  cardPage,
  completeCardRegistration,
  startCardRegistration,
  type CardRegistrationResult,
} from './api/cardRegistration.ts';
import { OperationScaffold } from './components/OperationScaffold.tsx';
import { RequestSummary } from './components/RequestSummary.tsx';
import { RequestFlow } from './components/RequestFlow.tsx';
import { PAYMENT_METHOD_FORM, type PaymentMethodValues } from './model/forms.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const EMPTY: PaymentMethodValues = { method: '', iban: '', holder: '', taxCode: '' };
const METHODS = ['DIRECT_DEBIT', 'CARD', 'POSTAL_SLIP'] as const;

type Returned =
  | { state: 'reading' }
  | { state: 'read'; result: CardRegistrationResult }
  | { state: 'failed'; error: unknown };

/** The way back from the provider's card page: its outcome, read once per page load. */
function useCardReturn(): Returned | null {
  const [query] = useSearchParams();
  const registrationId = query.get('registrationId');
  const [returned, setReturned] = useState<Returned | null>(
    registrationId ? { state: 'reading' } : null,
  );
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!registrationId || asked.current === registrationId) return;
    asked.current = registrationId;
    completeCardRegistration(registrationId).then(
      (result) => setReturned({ state: 'read', result }),
      (error: unknown) => setReturned({ state: 'failed', error }),
    );
  }, [registrationId]);
  return returned;
}

export default function PaymentMethodPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const returned = useCardReturn();
  const id = useId();
  // Back from the card page: the form as it was, with the card chosen.
  const [v, setValues] = useState<PaymentMethodValues>(
    returned ? { ...EMPTY, method: 'CARD' } : EMPTY,
  );
  const refreshed = useRef(false);

  return (
    <OperationScaffold kind="PAYMENT_METHOD" intro={t('manageSupply.paymentMethod.intro')}>
      {(ctx) => {
        if (returned?.state === 'reading')
          return (
            <p role="status" aria-live="polite">
              {t('manageSupply.paymentMethod.card.checking')}
            </p>
          );
        const result = returned?.state === 'read' ? returned.result : null;
        if (result?.outcome === 'SUCCESS' && result.request) {
          if (!refreshed.current) {
            refreshed.current = true;
            queueMicrotask(ctx.refresh);
          }
          return (
            <Card aria-labelledby={`${id}-done`}>
              <Stack $gap={3}>
                <h2 id={`${id}-done`}>{t('manageSupply.flow.doneHeading')}</h2>
                <RequestSummary request={result.request} />
                <FactList
                  facts={[
                    {
                      label: t('manageSupply.paymentMethod.card.registered'),
                      value: `${result.cardType ?? ''} ${result.maskedPan ?? ''}`.trim(),
                    },
                  ]}
                  strong
                />
                <p>{t('manageSupply.paymentMethod.next.CARD')}</p>
                <p>{t('manageSupply.flow.follow')}</p>
                <Actions>
                  <LinkButton to={ctx.notificationsHref}>
                    {t('manageSupply.flow.notifications')}
                  </LinkButton>
                  <LinkButton to={ctx.manageHref} $variant="secondary">
                    {t('manageSupply.flow.backToSupply')}
                  </LinkButton>
                </Actions>
              </Stack>
            </Card>
          );
        }
        return (
          <Stack $gap={4}>
            {returned && (
              <Alert role="alert">
                {returned.state === 'failed' ? (
                  <ErrorMessage error={returned.error} />
                ) : (
                  <p>
                    {t(
                      `manageSupply.paymentMethod.card.outcome.${result?.outcome === 'SUCCESS' ? 'PENDING' : (result?.outcome ?? 'PENDING')}`,
                    )}
                  </p>
                )}
              </Alert>
            )}
            <RequestFlow
              form={PAYMENT_METHOD_FORM}
              operation={ctx}
              values={v}
              onChange={setValues}
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
                ...(v.method === 'CARD'
                  ? [
                      {
                        label: t('manageSupply.paymentMethod.card.where'),
                        value: t('manageSupply.paymentMethod.card.provider'),
                      },
                    ]
                  : []),
              ]}
              nextSteps={<p>{t(`manageSupply.paymentMethod.next.${v.method || 'POSTAL_SLIP'}`)}</p>}
              {...(v.method === 'CARD'
                ? {
                    leave: async () =>
                      cardPage.open(await startCardRegistration(ctx.supplyId, locale)),
                  }
                : {})}
            >
              {(field) => (
                <>
                  <Radios
                    {...field.choice('method')}
                    legend={t('manageSupply.paymentMethod.legend')}
                    hint={
                      ctx.data.paymentMethod && ctx.data.paymentMethod !== 'OTHER'
                        ? t('manageSupply.paymentMethod.currentHint', {
                            method: t(`enums.paymentMethod.${ctx.data.paymentMethod}`),
                          })
                        : undefined
                    }
                    options={METHODS.map((method) => ({
                      value: method,
                      label: t(`enums.paymentMethod.${method}`),
                      hint: t(`manageSupply.paymentMethod.hints.${method}`),
                    }))}
                  />
                  {v.method === 'DIRECT_DEBIT' && (
                    <>
                      <TextField
                        {...field.text('iban')}
                        label={t('manageSupply.paymentMethod.iban')}
                        hint={t('manageSupply.paymentMethod.ibanHint')}
                        entry="capitals"
                      />
                      <TextField
                        {...field.text('holder')}
                        label={t('manageSupply.paymentMethod.holder')}
                        hint={t('manageSupply.paymentMethod.holderHint')}
                        autoComplete="name"
                      />
                      <TextField
                        {...field.text('taxCode')}
                        label={t('manageSupply.paymentMethod.taxCode')}
                        hint={t('manageSupply.paymentMethod.taxCodeHint')}
                        entry="capitals"
                      />
                    </>
                  )}
                </>
              )}
            </RequestFlow>
          </Stack>
        );
      }}
    </OperationScaffold>
  );
}
