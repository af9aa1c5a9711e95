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
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface AlertParameter {
  /** What the number counts, as a translation key's last part. */
  unit: 'days';
  min: number;
  max: number;
  fallback: number;
}

const ALL: readonly Segment[] = ['retail', 'corporate', 'pa', 'pa-non-conv', 'consortia'];

/** Each kind: the segments it concerns and its parameter, if it has one. */
export const ALERT_KIND_RULES = {
  billIssued: { segments: ALL, parameter: null },
  // Days before the due date the reminder comes.
  billDue: { segments: ALL, parameter: { unit: 'days', min: 1, max: 30, fallback: 5 } },
  billOverdue: { segments: ALL, parameter: null },
  // §5: only gas supplies with canInsertLettura self-read; the window is the contract's.
  selfReadingWindow: { segments: ['retail'], parameter: null },
  requestChanged: { segments: ALL, parameter: null },
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
