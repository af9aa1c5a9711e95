// A badge of a state: the words always, the family's colour beside them, so a state never rests on
// colour alone (WCAG 1.4.1). Each family's map (its own module here) gives the words' message and
// the tone; a state the portal does not know is shown as upstream wrote it.
import { contractStatusTone, type ContractStatusCode, type Tone } from '@portal/shared/status';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../ui/index.ts';

export interface StateStyle {
  /** The message that words the state; null: shown as upstream wrote it. */
  labelKey: string | null;
  tone: Tone;
}

/** The words of a state: its message, or upstream's own text for a state the portal does not know. */
export function stateText(
  t: TFunction,
  style: StateStyle,
  text?: string | null,
  values?: Record<string, unknown>,
): string {
  return style.labelKey ? t(style.labelKey, values) : (text ?? '');
}

/** A badge of a state's style: its words, or `children` (the words inside a longer text). */
export function StateBadge({
  style,
  text,
  children,
}: {
  style: StateStyle;
  text?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return <StatusBadge $tone={style.tone}>{children ?? stateText(t, style, text)}</StatusBadge>;
}

/** Whether a family's map has a key (a state the API may send that the portal does not know). */
export function has<K extends string>(map: Record<K, unknown>, key: string): key is K {
  return Object.hasOwn(map, key);
}

// §4's contract and supply statuses (statoRiga, statoFornitura) by the API's key: the words of
// status.contract, §4's colours; an unknown status reads Attivo, green. The rows trasmessa, in
// lavorazione and accettata are the words of a request in those states too (request-state.tsx).

export const CONTRACT_LABELS = {
  ACTIVE: 'status.contract.ACTIVE',
  ACCEPTED: 'status.contract.ACCEPTED',
  SUSPENDED: 'status.contract.SUSPENDED',
  CEASED: 'status.contract.CEASED',
  TRANSMITTED: 'status.contract.TRANSMITTED',
  ACTIVATING: 'status.contract.ACTIVATING',
  PROCESSING: 'status.contract.PROCESSING',
  EXPIRING: 'status.contract.EXPIRING',
  UNKNOWN: 'status.contract.ACTIVE',
} as const satisfies Record<ContractStatusCode, string>;

export function contractStatusStyle(code: ContractStatusCode): StateStyle {
  return {
    labelKey: has(CONTRACT_LABELS, code) ? CONTRACT_LABELS[code] : CONTRACT_LABELS.UNKNOWN,
    tone: contractStatusTone(code),
  };
}

export function ContractStatusBadge({ status }: { status: ContractStatusCode }) {
  return <StateBadge style={contractStatusStyle(status)} />;
}
