import { useRef } from 'react';
import { ModalDialog } from '#app/components/ui/modal-dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before something is removed; 'Abbrechen' has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog open={open} onClose={onCancel} title={title} variant="alert" initialFocusRef={cancelRef}>
      <p className="confirm-dialog__question">{question}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" ref={cancelRef} onClick={onCancel}>
          Abbrechen
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
