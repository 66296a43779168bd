import { useState, type ReactNode } from 'react';
import { Button, Modal } from 'shared-ui';

/** The talent's Withdraw from Deal and its confirmation; the caller says what leaving does (`children`) and does it. */
export function WithdrawFromDeal({ busy, onConfirm, children }: { busy: boolean; onConfirm: () => void; children: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
        Withdraw from Deal
      </Button>
      <Modal
        open={confirming}
        title="Withdraw from this deal?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(false)}>Stay on the Deal</Button>
            <Button type="button" $variant="danger" onClick={() => { setConfirming(false); onConfirm(); }}>Withdraw from Deal</Button>
          </>
        }
      >
        {children}
      </Modal>
    </>
  );
}
