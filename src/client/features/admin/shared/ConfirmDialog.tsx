import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../../components/dialog/Modal';
import { Actions, DangerButton, ErrorText, FormStack, SmallButton } from './admin-styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: string | null;
  /** Destructive actions (delete, cancel an order, reject) get the red button. */
  danger?: boolean;
  children: ReactNode;
}

/** Asks before an action that mails a customer, gives stock back or deletes. */
export function ConfirmDialog({ open, title, confirmLabel, onConfirm, onClose, busy, error, danger, children }: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  const Confirm = danger ? DangerButton : SmallButton;
  return (
    <Modal open={open} title={title} onClose={onClose} width="480px">
      <FormStack noValidate onSubmit={submit}>
        {children}
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Actions>
          <Confirm type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Please wait…' : confirmLabel}</Confirm>
          <SmallButton $variant="secondary" onClick={onClose}>Back</SmallButton>
        </Actions>
      </FormStack>
    </Modal>
  );
}
