// The committed power of a retail light supply (§2 /retail/myUtilities/manageUts/powervar/{id},
// page kind 'retail-powerVariation'): one of the standard steps up to the
// supply's limit, and — before confirming — what the change costs or saves a month, from the
// tariff's power quota the API gives (never a figure of the page's own). A gas supply has no
// committed power: the page says so and links back.
import { formatAmount, formatQuantity } from '@portal/shared/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Field, LinkButton, Select, Stack } from '@/components/ui/index.ts';
import { OperationScaffold } from './components/OperationScaffold.tsx';
import { RequestFlow } from './components/RequestFlow.tsx';
import { POWER_FORM, type PowerValues } from './model/forms.ts';

const Cost = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A monthly difference with its sign: "+2,81 €", "−2,81 €". */
function signedEuro(value: number): string {
  const amount = formatAmount(Math.abs(value));
  return `${value < 0 ? '−' : '+'}${amount} €`;
}

export default function PowerVariationPage() {
  const { t } = useTranslation();
  const [v, setValues] = useState<PowerValues>({ kw: '' });

  return (
    <OperationScaffold kind="POWER_VARIATION" intro={t('manageSupply.power.intro')}>
      {(ctx) => {
        const offer = ctx.data.power;
        if (!offer)
          return (
            <Alert $tone="info" role="status">
              <Stack $gap={3}>
                <p>{t('manageSupply.power.gas')}</p>
                <div>
                  <LinkButton to={ctx.manageHref} $variant="secondary">
                    {t('manageSupply.flow.backToSupply')}
                  </LinkButton>
                </div>
              </Stack>
            </Alert>
          );
        const chosen = offer.steps.find((s) => String(s.kw) === v.kw) ?? null;
        const current =
          offer.currentKw === null || offer.currentKw === undefined
            ? t('manageSupply.current.unknown')
            : t('manageSupply.what.power', { kw: formatQuantity(offer.currentKw) });
        const costText = chosen
          ? t('manageSupply.power.cost', {
              difference: signedEuro(chosen.monthlyDifference),
            })
          : '';
        return (
          <RequestFlow
            form={POWER_FORM}
            operation={ctx}
            values={v}
            onChange={setValues}
            answers={() => [
              { label: t('manageSupply.power.current'), value: current },
              {
                label: t('manageSupply.power.requested'),
                value: t('manageSupply.what.power', { kw: formatQuantity(Number(v.kw)) }),
              },
              { label: t('manageSupply.power.monthly'), value: costText },
            ]}
            nextSteps={
              <Stack $gap={2}>
                <p>
                  {t('manageSupply.power.quota', {
                    quota: formatAmount(offer.eurPerKwMonth),
                  })}
                </p>
                <p>{t('manageSupply.power.next')}</p>
              </Stack>
            }
          >
            {(field) => {
              const kw = field.text('kw');
              return (
                <>
                  <p>{t('manageSupply.power.currentIs', { power: current })}</p>
                  <Field
                    id={kw.id}
                    label={t('manageSupply.power.requested')}
                    hint={t('manageSupply.power.hint', { max: formatQuantity(offer.maxKw) })}
                    error={kw.error}
                  >
                    <Select value={kw.value} onChange={kw.onChange}>
                      <option value="">{t('manageSupply.power.choose')}</option>
                      {offer.steps.map((s) => (
                        <option key={s.kw} value={String(s.kw)}>
                          {t('manageSupply.power.option', {
                            kw: formatQuantity(s.kw),
                            difference: signedEuro(s.monthlyDifference),
                          })}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <div aria-live="polite">
                    {chosen && (
                      <Stack $gap={1}>
                        <Cost>{costText}</Cost>
                        <p>
                          {t('manageSupply.power.quota', {
                            quota: formatAmount(offer.eurPerKwMonth),
                          })}
                        </p>
                      </Stack>
                    )}
                  </div>
                </>
              );
            }}
          </RequestFlow>
        );
      }}
    </OperationScaffold>
  );
}
