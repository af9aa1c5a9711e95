// A modal dialog for confirmations, on the native <dialog>: opened modal (the
// page behind is inert), named by its title and described by its text, focus on the first control
// (the safe choice, cancel, comes first), Tab and Shift+Tab kept inside, Esc closes, and focus goes
// back to what opened it. Where showModal is missing (older engines, jsdom) the same keyboard rules
// are kept by hand on an open dialog.
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './primitives.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Dialog = styled.dialog`
  width: min(100% - ${({ theme }) => theme.space(8)}, ${({ theme }) => theme.size.dialog});
  max-height: calc(100% - ${({ theme }) => theme.space(8)});
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.z.modal};
  &::backdrop {
    background: ${({ theme }) => theme.color.overlay};
  }
  h2 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Esc, the cancel button: the dialog closes without acting. */
  onClose: () => void;
  /** The dialog's buttons; focus starts on the first. */
  actions: ReactNode;
}

export function Modal({ open, title, children, onClose, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The browser's own Esc (a 'cancel' event) goes through onClose too, so the state stays the page's.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  if (!open) return null;
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <Actions>{actions}</Actions>
    </Dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to "Annulla". */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' for what cannot be undone. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
}

/** A yes/no question before an action: cancel first (and focused), the action second. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'primary',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button $variant={variant} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
