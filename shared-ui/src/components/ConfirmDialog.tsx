import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The question, e.g. "Remove this client?" */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The destructive button's text, e.g. "Remove Client". */
  confirmLabel: string;
  /** The button that keeps things as they are. */
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (a deletion, a removal): Escape and the cancel button keep everything. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="button" $variant="danger" disabled={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Modal>
  );
}
