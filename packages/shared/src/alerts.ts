// The alerts the portal raises by itself (architecture "work that runs without a browser"): their
// kinds, which segments each concerns, and the parameter a customer may tune. Exhaustive maps, free
// of UI: the web client turns a kind into its label key at render.
import type { Segment } from './segment.ts';

export const ALERT_KINDS = [
  'billIssued',
  'billDue',
  'billOverdue',
  'selfReadingWindow',
  'requestChanged',
  'consumptionAnomaly',
  'baseLoadRise',
  'budget',
  'conventionQuantity',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertParameter {
  /** What the number counts, as a translation key's last part. */
  unit: 'days' | 'percent';
  min: number;
  max: number;
  fallback: number;
}

const ALL: readonly Segment[] = ['retail', 'corporate', 'pa', 'pa-non-conv', 'consortia'];
/** The segments of businesses and public bodies: their supplies have load curves and budgets. */
const BUSINESS: readonly Segment[] = ['corporate', 'pa', 'pa-non-conv', 'consortia'];

/** Each kind: the segments it concerns and its parameter, if it has one. */
export const ALERT_KIND_RULES = {
  billIssued: { segments: ALL, parameter: null },
  // Days before the due date the reminder comes.
  billDue: { segments: ALL, parameter: { unit: 'days', min: 1, max: 30, fallback: 5 } },
  billOverdue: { segments: ALL, parameter: null },
  // §5: only gas supplies with canInsertLettura self-read; the window is the contract's.
  selfReadingWindow: { segments: ['retail'], parameter: null },
  requestChanged: { segments: ALL, parameter: null },
  // A month (retail) or a week (business) above last year's or the customer's own baseline by
  // this percentage (decision 0024).
  consumptionAnomaly: {
    segments: ALL,
    parameter: { unit: 'percent', min: 10, max: 200, fallback: 30 },
  },
  // The night and holiday base load of a business's last week above the weeks before by this %.
  baseLoadRise: {
    segments: BUSINESS,
    parameter: { unit: 'percent', min: 5, max: 200, fallback: 20 },
  },
  // The year's cost to date and its forecast to the year's end past the customer's budget of a
  // commodity (an amount in euro per commodity, kept apart: BUDGET_BOUNDS).
  budget: { segments: BUSINESS, parameter: null },
  // A public body's convention with less than this percentage of its quantity left.
  conventionQuantity: {
    segments: ['pa'],
    parameter: { unit: 'percent', min: 1, max: 50, fallback: 10 },
  },
} as const satisfies Record<
  AlertKind,
  { segments: readonly Segment[]; parameter: AlertParameter | null }
>;

export function isAlertKind(value: string): value is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(value);
}

/** The kinds a segment's customers may turn on, in the order the settings page lists them. */
export function alertKindsOf(segment: Segment): AlertKind[] {
  return ALERT_KINDS.filter((kind) =>
    (ALERT_KIND_RULES[kind].segments as readonly Segment[]).includes(segment),
  );
}

/** A tuned parameter kept within its bounds; the fallback when there is none. */
export function alertParameter(kind: AlertKind, value: number | null | undefined): number | null {
  const rule: AlertParameter | null = ALERT_KIND_RULES[kind].parameter;
  if (!rule) return null;
  if (value == null || !Number.isInteger(value)) return rule.fallback;
  return Math.min(rule.max, Math.max(rule.min, value));
}

/** The commodities a budget is set for. */
export const BUDGET_UTILITIES = ['POWER', 'GAS'] as const;
export type BudgetUtility = (typeof BUDGET_UTILITIES)[number];

/** A year's budget of a commodity: euro, whole cents, from 1 € to 100 million €. */
export const BUDGET_BOUNDS = { min: 1, max: 100_000_000 } as const;

/** Whether an amount is a budget the settings keep (within BUDGET_BOUNDS, at most two decimals). */
export function isBudgetAmount(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= BUDGET_BOUNDS.min &&
    value <= BUDGET_BOUNDS.max &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

/**
 * A budget as typed (§5: comma for decimals, dots for thousands, an optional €): its amount, or
 * null when it is no amount or not a budget (isBudgetAmount).
 */
export function parseBudget(text: string): number | null {
  const t = text.replace(/€/g, '').replace(/\s/g, '');
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(t)) return null;
  const value = Number(t.replace(/\./g, '').replace(',', '.'));
  return isBudgetAmount(value) ? value : null;
}
