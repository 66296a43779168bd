import { Button } from 'shared-ui';
import { Actions, FormCard } from '../../../core/form-parts';
import { useSignOutOthers } from '../api/sign-out-others-mutation';

export function SessionsCard() {
  const signOutOthers = useSignOutOthers();
  return (
    <FormCard as="section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <p>Signed in on a shared or lost device? End every session except this one.</p>
      <Actions>
        <Button type="button" $variant="secondary" disabled={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
          Sign Out Other Sessions
        </Button>
      </Actions>
    </FormCard>
  );
}
