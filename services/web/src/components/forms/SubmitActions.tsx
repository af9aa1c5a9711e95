// A form's button and its status line: the button does nothing while the form is busy (disabled,
// or aria-disabled where it keeps the focus), and the status says what is going on — sending, or
// saved — politely, without moving the focus.
import type { ReactNode } from 'react';
import { Button } from '../ui/index.ts';
import { FormActions } from './layout.ts';

export function SubmitActions({
  label,
  busy,
  busyLabel,
  status,
  hold = 'disabled',
  live = true,
  children,
}: {
  label: ReactNode;
  busy: boolean;
  /** The button's words while busy (a save that says "Salvataggio…"). */
  busyLabel?: ReactNode;
  /** The status line: what is going on. */
  status: ReactNode;
  /** How the button holds while busy: disabled, or aria-disabled (it keeps the focus). */
  hold?: 'disabled' | 'aria';
  /** The status line also carries aria-live (it always is a role=status live region). */
  live?: boolean;
  /** More buttons after the first (back, cancel). */
  children?: ReactNode;
}) {
  return (
    <FormActions>
      <Button
        type="submit"
        {...(hold === 'disabled' ? { disabled: busy } : { 'aria-disabled': busy })}
      >
        {busy && busyLabel ? busyLabel : label}
      </Button>
      {children}
      <span role="status" {...(live ? { 'aria-live': 'polite' as const } : {})}>
        {status}
      </span>
    </FormActions>
  );
}

/**
 * The answers-to-check step's buttons (GOV.UK "check answers"): the one that sends, once per press
 * and disabled meanwhile, the way back to change them, and the status while sending.
 */
export function CheckActions({
  confirm,
  change,
  sendingText,
  sending,
  onSend,
  onChange,
}: {
  confirm: ReactNode;
  change: ReactNode;
  sendingText: ReactNode;
  sending: boolean;
  onSend: () => void;
  onChange: () => void;
}) {
  return (
    <FormActions>
      <Button type="button" onClick={onSend} disabled={sending}>
        {confirm}
      </Button>
      <Button type="button" $variant="secondary" disabled={sending} onClick={onChange}>
        {change}
      </Button>
      <span role="status" aria-live="polite">
        {sending ? sendingText : ''}
      </span>
    </FormActions>
  );
}
