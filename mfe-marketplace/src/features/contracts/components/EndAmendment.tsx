import { useState } from 'react';
import { Button, ConfirmDialog } from 'shared-ui';
import { useDeclineAmendmentMutation } from '../api/contract-amendment-decline-mutation';
import { useWithdrawAmendmentMutation } from '../api/contract-amendment-withdraw-mutation';
import type { Contract } from '../api/contracts-query';
import { versionLabel } from '../lib/amendment';
import type { ContractSide } from '../lib/contract-state';

const OTHER: Record<ContractSide, string> = { brand: 'talent', talent: 'brand' };

/**
 * Withdraw Amendment (the side that proposed it) or Decline Amendment (the other side) for an amendment waiting
 * for signatures, after a confirmation. The amendment ends unsigned and the version in force stays.
 */
export function EndAmendment({ amendment, action, side, inForceVersion, applicationId }: {
  amendment: Contract; action: 'withdraw' | 'decline'; side: ContractSide; inForceVersion: number | null; applicationId: string;
}) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawAmendmentMutation(applicationId);
  const decline = useDeclineAmendmentMutation(applicationId);
  const mutation = action === 'withdraw' ? withdraw : decline;
  const label = action === 'withdraw' ? 'Withdraw Amendment' : 'Decline Amendment';
  const stays = inForceVersion ? versionLabel(inForceVersion) : 'The version in force';
  const onConfirm = async () => {
    try {
      await mutation.mutateAsync(amendment.id);
      setAsking(false);
    } catch {
      // the mutation's error toast says why (a rule's own sentence, or the catalogue's)
    }
  };
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setAsking(true)}>{label}</Button>
      {asking ? (
        <ConfirmDialog
          title={action === 'withdraw' ? `Withdraw ${versionLabel(amendment.version)}?` : `Decline ${versionLabel(amendment.version)}?`}
          confirmLabel={label}
          cancelLabel="Keep It"
          pending={mutation.isPending}
          onConfirm={() => void onConfirm()}
          onCancel={() => setAsking(false)}
        >
          {`${action === 'withdraw' ? 'Your amendment ends' : 'The amendment ends'} without taking effect, and any signature on it no longer counts. ${stays} stays in force, and either of you can propose a new amendment. The ${OTHER[side]} is notified.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
