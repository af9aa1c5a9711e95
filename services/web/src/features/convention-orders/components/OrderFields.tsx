// The order form's controls: the points — the body's own supplies of the
// commodity not yet in an order, each with its estimated annual consumption once chosen, and new
// points to connect with their address — then the start day, the procurement references, the
// invoicing office, split payment and a note. Each control shows its own error; the values stay
// as typed.
import { formatDate, formatQuantity } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Choice as Option,
  Fieldset,
  Hint,
  Radios,
  TextArea,
  TextField,
} from '@/components/forms/index.ts';
import { Button, Field, Input, Select, Stack } from '@/components/ui/index.ts';
import type { OrderableSupply, OrderFormData } from '../api/useOrderFormData.ts';
import {
  emptyNewPoint,
  fieldDomId,
  newPointField,
  supplyQuantityField,
  totalQuantity,
  NOTE_MAX,
  type NewPointField,
  type NewPointValues,
  type OrderValues,
} from '../model/order-form.ts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h3 {
    margin: 0;
  }
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  min-width: 0;
`;

const Indented = styled.div`
  padding-left: ${({ theme }) => theme.space(9)};
`;

const NewPoint = styled.div`
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface OrderFieldsProps {
  prefix: string;
  data: OrderFormData;
  /** The supplies the body may order (not already in an order not refused). */
  supplies: readonly OrderableSupply[];
  commodity: 'gas' | 'light';
  unit: string;
  values: OrderValues;
  onChange: (change: Partial<OrderValues>) => void;
  errorOf: (field: string) => string | undefined;
  /** A new row's key (stable across renders). */
  nextKey: () => string;
}

/** The id of the control the 'points' error links to: the first choice, or the add button. */
export function pointsTarget(prefix: string, supplies: readonly OrderableSupply[]): string {
  const first = supplies[0];
  return first ? fieldDomId(prefix, `supply.${first.id}`) : fieldDomId(prefix, 'addNew');
}

export function OrderFields({
  prefix,
  data,
  supplies,
  commodity,
  unit,
  values: v,
  onChange,
  errorOf,
  nextKey,
}: OrderFieldsProps) {
  const { t } = useTranslation();
  const id = (field: string) => fieldDomId(prefix, field);
  const convention = data.convention;
  const offices = data.conventionRegistry.invoicingOffices;

  const toggle = (supply: OrderableSupply, checked: boolean) => {
    const selected = checked
      ? [...v.selected.filter((s) => s !== supply.id), supply.id]
      : v.selected.filter((s) => s !== supply.id);
    const quantities =
      checked && !v.quantities[supply.id] && supply.annualConsumption
        ? { ...v.quantities, [supply.id]: formatQuantity(Math.round(supply.annualConsumption)) }
        : v.quantities;
    onChange({ selected, quantities });
  };
  const setPoint = (key: string, change: Partial<NewPointValues>) =>
    onChange({ newPoints: v.newPoints.map((p) => (p.key === key ? { ...p, ...change } : p)) });

  const newField = (
    p: NewPointValues,
    name: NewPointField,
    extra: Record<string, unknown> = {},
  ) => {
    const field = newPointField(p.key, name);
    return (
      <Input
        value={p[name]}
        onChange={(event) => setPoint(p.key, { [name]: event.target.value })}
        {...extra}
        id={id(field)}
      />
    );
  };

  return (
    <>
      <Section aria-labelledby={`${prefix}-points-heading`}>
        <h3 id={`${prefix}-points-heading`}>{t('conventionOrders.form.pointsHeading')}</h3>
        <Fieldset
          id={id('points')}
          legend={t(`conventionOrders.form.existingLegend.${commodity}`)}
          hint={t('conventionOrders.form.pointsHint')}
          error={errorOf('points')}
        >
          {supplies.length === 0 && <p>{t('conventionOrders.form.noExisting')}</p>}
          {supplies.map((supply) => {
            const checked = v.selected.includes(supply.id);
            const quantityField = supplyQuantityField(supply.id);
            return (
              <Choice key={supply.id}>
                <Option
                  wrap
                  id={id(`supply.${supply.id}`)}
                  type="checkbox"
                  checked={checked}
                  onChange={(event) => toggle(supply, event.target.checked)}
                  aria-describedby={`${id(`supply.${supply.id}`)}-hint`}
                  label={t('conventionOrders.form.supplyLabel', {
                    point: supply.pointId,
                    site: supply.siteName ?? t('conventionOrders.none'),
                    address: [supply.address, supply.locality].filter(Boolean).join(', '),
                  })}
                />
                <Indented>
                  <Hint id={`${id(`supply.${supply.id}`)}-hint`}>
                    {supply.annualConsumption !== null && supply.annualConsumption !== undefined
                      ? t('conventionOrders.form.lastYear', {
                          value: formatQuantity(supply.annualConsumption),
                          unit,
                        })
                      : ''}
                  </Hint>
                </Indented>
                {checked && (
                  <Indented>
                    <TextField
                      id={id(quantityField)}
                      label={t('conventionOrders.form.quantityOf', {
                        point: supply.pointId,
                        unit,
                      })}
                      error={errorOf(quantityField)}
                      inputMode="decimal"
                      autoComplete="off"
                      value={v.quantities[supply.id] ?? ''}
                      onChange={(event) =>
                        onChange({
                          quantities: { ...v.quantities, [supply.id]: event.target.value },
                        })
                      }
                    />
                  </Indented>
                )}
              </Choice>
            );
          })}
        </Fieldset>

        {v.newPoints.map((p, index) => (
          <NewPoint key={p.key}>
            <Fieldset
              id={`${id(`new.${p.key}`)}-set`}
              legend={t('conventionOrders.form.newHeading', { n: index + 1 })}
            >
              <Stack $gap={4}>
                <Field
                  id={id(newPointField(p.key, 'site'))}
                  label={t('conventionOrders.form.site')}
                  hint={t('conventionOrders.form.siteHint')}
                  error={errorOf(newPointField(p.key, 'site'))}
                >
                  {newField(p, 'site', { autoComplete: 'organization' })}
                </Field>
                <Field
                  id={id(newPointField(p.key, 'address'))}
                  label={t('conventionOrders.form.address')}
                  error={errorOf(newPointField(p.key, 'address'))}
                >
                  {newField(p, 'address', { autoComplete: 'street-address' })}
                </Field>
                <Pair>
                  <Field
                    id={id(newPointField(p.key, 'postalCode'))}
                    label={t('conventionOrders.form.postalCode')}
                    error={errorOf(newPointField(p.key, 'postalCode'))}
                  >
                    {newField(p, 'postalCode', {
                      inputMode: 'numeric',
                      autoComplete: 'postal-code',
                    })}
                  </Field>
                  <Field
                    id={id(newPointField(p.key, 'city'))}
                    label={t('conventionOrders.form.city')}
                    error={errorOf(newPointField(p.key, 'city'))}
                  >
                    {newField(p, 'city', { autoComplete: 'address-level2' })}
                  </Field>
                </Pair>
                <Pair>
                  <Field
                    id={id(newPointField(p.key, 'province'))}
                    label={t('conventionOrders.form.province')}
                    hint={t('conventionOrders.form.provinceHint')}
                    error={errorOf(newPointField(p.key, 'province'))}
                  >
                    {newField(p, 'province', { autoComplete: 'address-level1' })}
                  </Field>
                  <Field
                    id={id(newPointField(p.key, 'quantity'))}
                    label={t('conventionOrders.form.quantity', { unit })}
                    error={errorOf(newPointField(p.key, 'quantity'))}
                  >
                    {newField(p, 'quantity', { inputMode: 'decimal', autoComplete: 'off' })}
                  </Field>
                </Pair>
                <div>
                  <Button
                    $variant="secondary"
                    onClick={() =>
                      onChange({ newPoints: v.newPoints.filter((other) => other.key !== p.key) })
                    }
                  >
                    {t('conventionOrders.form.removeNew', { n: index + 1 })}
                  </Button>
                </div>
              </Stack>
            </Fieldset>
          </NewPoint>
        ))}
        <div>
          <Button
            id={id('addNew')}
            $variant="secondary"
            onClick={() => onChange({ newPoints: [...v.newPoints, emptyNewPoint(nextKey())] })}
          >
            {t('conventionOrders.form.addNew')}
          </Button>
        </div>
        <Total role="status" aria-live="polite">
          {t('conventionOrders.form.total', {
            total: formatQuantity(totalQuantity(v)),
            available: formatQuantity(convention.availableQuantity),
            unit,
          })}
        </Total>
      </Section>

      <Section aria-labelledby={`${prefix}-references-heading`}>
        <h3 id={`${prefix}-references-heading`}>{t('conventionOrders.form.referencesHeading')}</h3>
        <TextField
          id={id('startDate')}
          label={t('conventionOrders.form.startDate')}
          hint={t('conventionOrders.form.startDateHint', {
            earliest: formatDate(convention.earliestStartDate ?? convention.validFrom),
            to: formatDate(convention.validTo),
          })}
          error={errorOf('startDate')}
          type="date"
          min={convention.earliestStartDate ?? undefined}
          max={convention.validTo}
          value={v.startDate}
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
        <TextField
          id={id('cig')}
          label={t('conventionOrders.form.cig')}
          hint={t('conventionOrders.form.cigHint')}
          error={errorOf('cig')}
          entry="capitals"
          value={v.cig}
          onChange={(event) => onChange({ cig: event.target.value })}
        />
        <TextField
          id={id('cup')}
          label={t('conventionOrders.form.cup')}
          hint={t('conventionOrders.form.cupHint')}
          error={errorOf('cup')}
          optional={v.newPoints.length === 0}
          entry="capitals"
          value={v.cup}
          onChange={(event) => onChange({ cup: event.target.value })}
        />
        <Field
          id={id('officeCode')}
          label={t('conventionOrders.form.office')}
          hint={t('conventionOrders.form.officeHint')}
          error={errorOf('officeCode')}
        >
          <Select
            value={v.officeCode}
            onChange={(event) => onChange({ officeCode: event.target.value })}
          >
            {offices.map((office) => (
              <option key={office.code} value={office.code}>
                {t(
                  office.isDefault
                    ? 'conventionOrders.form.officeDefault'
                    : 'conventionOrders.form.officeOption',
                  { name: office.name, code: office.code },
                )}
              </option>
            ))}
          </Select>
        </Field>
        <Radios
          id={id('splitPayment')}
          name={`${prefix}-splitPayment`}
          legend={t('conventionOrders.form.splitPayment')}
          hint={t('conventionOrders.form.splitPaymentHint')}
          value={v.splitPayment}
          onChange={(splitPayment) => onChange({ splitPayment })}
          options={[
            { value: 'yes', label: t('conventionOrders.form.splitYes') },
            { value: 'no', label: t('conventionOrders.form.splitNo') },
          ]}
        />
        <Field
          id={id('note')}
          label={t('conventionOrders.form.note')}
          hint={t('conventionOrders.form.noteHint', { max: NOTE_MAX })}
          error={errorOf('note')}
          optional
        >
          <TextArea value={v.note} onChange={(event) => onChange({ note: event.target.value })} />
        </Field>
      </Section>
    </>
  );
}
