// The order form's values and their checks: the same rules the API applies
// (packages/shared/src/procurement.ts and the BFF's order.ts) — codes' formats, the start day, the
// points and the quantity left under the convention — pure, so the page shows the errors,
// translated, in the GOV.UK error summary and beside each field, and keeps what was typed. The
// API's refusals (BAD_USER_INPUT with a reason) land on the same fields.
import { formatDate, formatQuantity } from '@portal/shared/format';
import {
  isCig,
  isCup,
  isOfficeCode,
  normalizeCode,
  startDateProblem,
  type StartDateProblem,
} from '@portal/shared/procurement';
import type { ConventionOrderInput, Utility } from '@/graphql/generated/graphql.ts';

/** The BFF's limits (docs/api.md placeConventionOrder). */
export const MAX_ORDER_POINTS = 50;
export const NOTE_MAX = 500;
export const TEXT_MAX = { site: 80, address: 120, city: 60 } as const;
const QUANTITY_MAX = 1e9;

export interface NewPointValues {
  /** Stable key of the row (field ids, React keys); never sent. */
  key: string;
  site: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  quantity: string;
}

export interface OrderValues {
  /** The existing supplies chosen, in the order they were ticked. */
  selected: string[];
  /** The estimated annual consumption typed for each existing supply (kept when unticked). */
  quantities: Record<string, string>;
  newPoints: NewPointValues[];
  startDate: string;
  cig: string;
  cup: string;
  officeCode: string;
  splitPayment: 'yes' | 'no';
  note: string;
}

export const NEW_POINT_FIELDS = [
  'site',
  'address',
  'postalCode',
  'city',
  'province',
  'quantity',
] as const;
export type NewPointField = (typeof NEW_POINT_FIELDS)[number];

/**
 * A field of the form: 'points' (the choice as a whole), `supply.<id>.quantity`,
 * `new.<key>.<NewPointField>`, or one of the order's references.
 */
export type OrderField = string;

export interface FieldError {
  field: OrderField;
  /** The key below conventionOrders.errors. */
  code: string;
  /** The message's values, already in §5 form (the page adds the unit's words). */
  values?: Record<string, string>;
}

export interface OrderRules {
  /** Today in Rome, YYYY-MM-DD. */
  today: string;
  validity: { from: string; to: string };
  earliestStartDate: string | null;
  availableQuantity: number;
}

export const supplyQuantityField = (id: string) => `supply.${id}.quantity`;
export const newPointField = (key: string, field: NewPointField) => `new.${key}.${field}`;

/** The DOM id of a field's control (an error summary links to it). */
export const fieldDomId = (prefix: string, field: OrderField) =>
  `${prefix}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function emptyNewPoint(key: string): NewPointValues {
  return { key, site: '', address: '', postalCode: '', city: '', province: '', quantity: '' };
}

export function initialValues(defaults: {
  startDate: string | null;
  officeCode: string;
  splitPayment: boolean;
}): OrderValues {
  return {
    selected: [],
    quantities: {},
    newPoints: [],
    startDate: defaults.startDate ?? '',
    cig: '',
    cup: '',
    officeCode: defaults.officeCode,
    splitPayment: defaults.splitPayment ? 'yes' : 'no',
    note: '',
  };
}

/**
 * A quantity as a body types it in Italian or German: "12000", "12.000", "12.000,5", "12000,5",
 * spaces ignored. Null when it is not a number.
 */
export function parseQuantity(text: string): number | null {
  const t = text.replace(/[\s\u00a0']/g, '');
  if (t === '') return null;
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(t)) normal = t.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d+)?$/.test(t)) normal = t.replace(',', '.');
  else if (/^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(t)) normal = t;
  else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

const START_CODES: Record<StartDateProblem, string> = {
  INVALID: 'startDateInvalid',
  IN_THE_PAST: 'startDateInPast',
  TOO_SOON: 'startDateTooSoon',
  OUTSIDE_CONVENTION: 'startDateOutsideConvention',
};

function startDateError(rules: OrderRules, code: string): FieldError {
  return {
    field: 'startDate',
    code,
    values: {
      earliest: formatDate(rules.earliestStartDate ?? ''),
      from: formatDate(rules.validity.from),
      to: formatDate(rules.validity.to),
    },
  };
}

function quantityError(field: OrderField, text: string): FieldError | null {
  if (text.trim() === '') return { field, code: 'quantityMissing' };
  const value = parseQuantity(text);
  if (value === null || value <= 0 || value > QUANTITY_MAX)
    return { field, code: 'quantityInvalid' };
  return null;
}

/** The points' total, counting only quantities that parse. */
export function totalQuantity(v: OrderValues): number {
  const typed = [
    ...v.selected.map((id) => v.quantities[id] ?? ''),
    ...v.newPoints.map((p) => p.quantity),
  ];
  return typed.reduce((sum, text) => {
    const value = parseQuantity(text);
    return value !== null && value > 0 ? sum + value : sum;
  }, 0);
}

/** Everything wrong with the form, in the page's order. */
export function orderErrors(v: OrderValues, rules: OrderRules): FieldError[] {
  const errors: FieldError[] = [];
  const count = v.selected.length + v.newPoints.length;
  if (count === 0) errors.push({ field: 'points', code: 'noPoints' });
  if (count > MAX_ORDER_POINTS)
    errors.push({ field: 'points', code: 'tooManyPoints', values: { max: `${MAX_ORDER_POINTS}` } });

  for (const id of v.selected) {
    const error = quantityError(supplyQuantityField(id), v.quantities[id] ?? '');
    if (error) errors.push(error);
  }
  for (const p of v.newPoints) {
    const field = (name: NewPointField) => newPointField(p.key, name);
    const texts = [
      ['site', p.site, TEXT_MAX.site],
      ['address', p.address, TEXT_MAX.address],
    ] as const;
    for (const [name, value, max] of texts) {
      if (value.trim() === '') errors.push({ field: field(name), code: `${name}Missing` });
      else if (value.trim().length > max)
        errors.push({ field: field(name), code: 'tooLong', values: { max: `${max}` } });
    }
    const postalCode = p.postalCode.trim();
    if (postalCode === '') errors.push({ field: field('postalCode'), code: 'postalCodeMissing' });
    else if (!/^\d{5}$/.test(postalCode))
      errors.push({ field: field('postalCode'), code: 'invalidPostalCode' });
    if (p.city.trim() === '') errors.push({ field: field('city'), code: 'cityMissing' });
    else if (p.city.trim().length > TEXT_MAX.city)
      errors.push({ field: field('city'), code: 'tooLong', values: { max: `${TEXT_MAX.city}` } });
    const province = p.province.trim();
    if (province === '') errors.push({ field: field('province'), code: 'provinceMissing' });
    else if (!/^[A-Za-z]{2}$/.test(province))
      errors.push({ field: field('province'), code: 'invalidProvince' });
    const quantity = quantityError(field('quantity'), p.quantity);
    if (quantity) errors.push(quantity);
  }
  const total = totalQuantity(v);
  if (count > 0 && total > rules.availableQuantity)
    errors.push({
      field: 'points',
      code: 'quantityNotAvailable',
      values: {
        total: formatQuantity(total),
        available: formatQuantity(rules.availableQuantity),
      },
    });

  if (v.startDate.trim() === '') errors.push(startDateError(rules, 'startDateMissing'));
  else {
    const problem = startDateProblem(v.startDate.trim(), rules.today, rules.validity);
    if (problem) errors.push(startDateError(rules, START_CODES[problem]));
  }

  if (v.cig.trim() === '') errors.push({ field: 'cig', code: 'cigMissing' });
  else if (!isCig(v.cig)) errors.push({ field: 'cig', code: 'invalidCig' });
  if (v.cup.trim() !== '' && !isCup(v.cup)) errors.push({ field: 'cup', code: 'invalidCup' });
  else if (v.cup.trim() === '' && v.newPoints.length > 0)
    errors.push({ field: 'cup', code: 'cupRequired' });
  if (v.officeCode.trim() === '') errors.push({ field: 'officeCode', code: 'officeMissing' });
  else if (!isOfficeCode(v.officeCode))
    errors.push({ field: 'officeCode', code: 'invalidOfficeCode' });
  if (v.note.trim().length > NOTE_MAX)
    errors.push({ field: 'note', code: 'tooLong', values: { max: `${NOTE_MAX}` } });
  return errors;
}

/** What is sent (checked first with orderErrors): codes without spaces, in capitals. */
export function orderInput(v: OrderValues, utility: Utility): ConventionOrderInput {
  const quantity = (text: string) => parseQuantity(text) ?? 0;
  const cup = v.cup.trim();
  const note = v.note.trim();
  return {
    utility,
    cig: normalizeCode(v.cig),
    cup: cup === '' ? null : normalizeCode(cup),
    officeCode: normalizeCode(v.officeCode),
    splitPayment: v.splitPayment === 'yes',
    startDate: v.startDate.trim(),
    note: note === '' ? null : note,
    points: [
      ...v.selected.map((id) => ({
        supplyId: id,
        estimatedAnnualConsumption: quantity(v.quantities[id] ?? ''),
      })),
      ...v.newPoints.map((p) => ({
        site: p.site.trim(),
        address: p.address.trim(),
        postalCode: p.postalCode.trim(),
        city: p.city.trim(),
        province: p.province.trim().toUpperCase(),
        estimatedAnnualConsumption: quantity(p.quantity),
      })),
    ],
  };
}

/** The field each BAD_USER_INPUT reason of placeConventionOrder (docs/api.md) is about. */
const REASON_FIELDS: Record<string, OrderField> = {
  invalidCig: 'cig',
  invalidCup: 'cup',
  cupRequired: 'cup',
  invalidOfficeCode: 'officeCode',
  startDateInvalid: 'startDate',
  startDateInPast: 'startDate',
  startDateTooSoon: 'startDate',
  startDateOutsideConvention: 'startDate',
  noPoints: 'points',
  tooManyPoints: 'points',
  incompletePoint: 'points',
  invalidPostalCode: 'points',
  invalidProvince: 'points',
  invalidQuantity: 'points',
  duplicatePoint: 'points',
  pointAlreadyOrdered: 'points',
  quantityNotAvailable: 'points',
  tooLong: 'points',
};

/**
 * The API's refusal as an error on the form: its reason's field and words (a point's own reason
 * is said on the points, which the API names by position only). Null for a reason it does not
 * list, which the page says in general words.
 */
export function serverError(reason: string | undefined, rules: OrderRules): FieldError | null {
  if (!reason || !Object.hasOwn(REASON_FIELDS, reason)) return null;
  const field = REASON_FIELDS[reason] ?? 'points';
  if (field === 'startDate') return startDateError(rules, reason);
  const code = field === 'points' && reason !== 'noPoints' ? `server.${reason}` : reason;
  const values: Record<string, string> = {
    max: `${MAX_ORDER_POINTS}`,
    available: formatQuantity(rules.availableQuantity),
  };
  return { field, code, values };
}
