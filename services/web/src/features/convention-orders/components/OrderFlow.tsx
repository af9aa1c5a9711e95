// The steps of a convention order (conventions 21, GOV.UK "check answers"): the
// form, checked before anything is sent, with an error summary that links to each field; then the
// order to check, with a way back that keeps everything typed, and the one button that sends (once
// per press, disabled meanwhile, never repeated by itself); then the confirmation with the order's
// number and the way to follow it. A refusal of the API is said on the field it is about (back on
// the form) or, when the service is down, on the check step — translated, with the order kept.
// What is typed is kept in the tab (sessionStorage) until the order is sent.
import { romeClock, isoDay } from '@portal/shared/rome-time';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { AnswersForm, useCheckFlow } from '@/components/forms/index.ts';
import type { Utility } from '@/graphql/generated/graphql.ts';
import { ApiError } from '@/lib/http.ts';
import { placeConventionOrder } from '../api/placeConventionOrder.ts';
import { conventionOrdersKey } from '../api/useConventionOrders.ts';
import { orderFormKey, type OrderFormData } from '../api/useOrderFormData.ts';
import { clearDraft, readDraft, writeDraft } from '../model/draft.ts';
import {
  fieldDomId,
  initialValues,
  orderErrors,
  orderInput,
  serverError,
  type FieldError,
  type OrderRules,
  type OrderValues,
} from '../model/order-form.ts';
import { orderableSupplies } from '../model/orderable.ts';
import type { OrderLinks } from './layout.tsx';
import { OrderCheck } from './OrderCheck.tsx';
import { OrderDone } from './OrderDone.tsx';
import { OrderFields, pointsTarget } from './OrderFields.tsx';
import { unitWord } from './units.ts';

function todayInRome(): string {
  return isoDay(romeClock(Date.now()));
}

function startingValues(data: OrderFormData, scope: string, orderable: Set<string>): OrderValues {
  const offices = data.conventionRegistry.invoicingOffices;
  const office = offices.find((o) => o.isDefault) ?? offices[0];
  const defaults = initialValues({
    startDate: data.convention.earliestStartDate ?? null,
    officeCode: office?.code ?? '',
    splitPayment: data.conventionRegistry.splitPayment,
  });
  const draft = readDraft(scope);
  if (!draft) return defaults;
  return {
    ...draft,
    // A supply ordered meanwhile (another tab) is no longer offered.
    selected: draft.selected.filter((id) => orderable.has(id)),
    officeCode: offices.some((o) => o.code === draft.officeCode)
      ? draft.officeCode
      : defaults.officeCode,
  };
}

export function OrderFlow({
  data,
  utility,
  commodity,
  links,
}: {
  data: OrderFormData;
  utility: Utility;
  commodity: 'gas' | 'light';
  links: OrderLinks;
}) {
  const { t } = useTranslation();
  const prefix = useId().replace(/:/g, '');
  const { mutate } = useSWRConfig();
  const supplies = useMemo(
    () => orderableSupplies(data.supplies.nodes, data.conventionConnections),
    [data],
  );
  const scope = `${utility}.${data.conventionRegistry.registryId}`;
  const [values, setValues] = useState<OrderValues>(() =>
    startingValues(data, scope, new Set(supplies.map((s) => s.id))),
  );
  // New rows' keys go on from the highest restored one, so a key is never given twice.
  const keys = useRef(Math.max(0, ...values.newPoints.map((p) => Number(p.key.slice(1)) || 0)));
  const unit = unitWord(t, data.convention.unit, data.convention.unitText);
  const rules: OrderRules = {
    today: todayInRome(),
    validity: { from: data.convention.validFrom, to: data.convention.validTo },
    earliestStartDate: data.convention.earliestStartDate ?? null,
    availableQuantity: data.convention.availableQuantity,
  };

  const flow = useCheckFlow({
    validate: () => orderErrors(values, rules),
    send: () => placeConventionOrder(orderInput(values, utility)),
    refusal: (error) =>
      error instanceof ApiError && error.code === 'BAD_USER_INPUT'
        ? serverError(error.reason, rules)
        : null,
    onSent: () => {
      clearDraft(scope);
      void mutate(conventionOrdersKey(utility));
      void mutate(orderFormKey(utility));
    },
  });
  const { step } = flow;

  useEffect(() => {
    if (step !== 'done') writeDraft(scope, values);
  }, [scope, step, values]);

  const messageOf = (error: FieldError) =>
    t(`conventionOrders.errors.${error.code}`, { ...error.values, unit });
  const errorOf = (field: string) => {
    const error = flow.current.find((e) => e.field === field);
    return error ? messageOf(error) : undefined;
  };
  const targetOf = (field: string) =>
    field === 'points' ? pointsTarget(prefix, supplies) : fieldDomId(prefix, field);

  const change = (delta: Partial<OrderValues>) => setValues((v) => ({ ...v, ...delta }));
  // What the form and the order to check both show.
  const order = { data, supplies, commodity, unit, values };

  if (flow.result) {
    return (
      <OrderDone
        order={flow.result}
        links={links}
        headingRef={flow.headingRef}
        onAnother={() => {
          setValues(startingValues(data, scope, new Set(supplies.map((s) => s.id))));
          flow.again();
        }}
      />
    );
  }

  if (step === 'check') {
    return <OrderCheck {...order} flow={flow} />;
  }

  return (
    <AnswersForm
      id={prefix}
      flow={flow}
      heading={t('conventionOrders.form.heading')}
      errorTitle={t('conventionOrders.form.errorTitle')}
      errors={flow.summarised.map((error, index) => ({
        key: `${error.field}-${index}`,
        target: targetOf(error.field),
        text: messageOf(error),
      }))}
      next={t('conventionOrders.form.continue')}
      cancel={{ to: links.cancel, label: t('conventionOrders.form.cancel') }}
      gap={4}
      fieldGap={6}
    >
      <OrderFields
        {...order}
        prefix={prefix}
        onChange={change}
        errorOf={errorOf}
        nextKey={() => `p${++keys.current}`}
      />
    </AnswersForm>
  );
}
