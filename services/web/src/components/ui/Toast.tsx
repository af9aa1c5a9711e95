// Toasts for completed actions: "Pagamento registrato." and the like. One live
// region (role=status, polite) is always on the page, so a message added to it is read out without
// moving focus; each message goes after a while or by its close button. Toasts only confirm what
// the user did: errors stay on the page, next to what failed.
import type { ReactNode } from 'react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../../theme.ts';

export interface ToastMessage {
  id: number;
  message: ReactNode;
}

/** How long a toast stays (WCAG 2.2.1: long enough to read; the close button ends it sooner). */
export const TOAST_DURATION_MS = 6000;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id. */
export function showToast(message: ReactNode): number {
  const id = nextId++;
  publish([...toasts, { id, message }]);
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Removes every toast (a test's clean slate, a sign-out). */
export function clearToasts(): void {
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(8px);
  }
`;

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  left: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
  ${({ theme }) => theme.media.md} {
    left: auto;
    align-items: flex-end;
  }
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`;

const Item = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialog};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.color.inverseText};
  background: ${({ theme }) => theme.color.inverse};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${rise} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
  p {
    margin: 0;
    flex: 1;
  }
`;

const Close = styled.button`
  flex-shrink: 0;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: inherit;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

function Toast({ toast }: { toast: ToastMessage }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <Item>
      <p>{toast.message}</p>
      <Close
        type="button"
        aria-label={t('ui.dismissNotification')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}

/** The toasts' live region: render it once, in the app's frame. */
export function Toaster() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <Region role="status" aria-live="polite" aria-label={t('ui.notifications')}>
      {current.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
