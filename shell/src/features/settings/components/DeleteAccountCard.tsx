import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, getSupabase, Modal, TextField } from 'shared-ui';
import { Actions, FormCard } from '../../../core/form-parts';
import { forgetDeletedSession, useDeleteAccount } from '../api/account-delete-mutation';
import { DELETE_CONFIRMATION } from '../lib/schemas';

/** Delete account: what happens to the data, then a typed confirmation. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  // the local session is cleared once this guarded page has gone (so the guard does not send the visitor to /auth)
  const deleted = useRef(false);
  const left = useRef(false);
  useEffect(
    () => () => {
      left.current = true;
      if (deleted.current) void getSupabase().then(forgetDeletedSession);
    },
    [],
  );
  const remove = useDeleteAccount(() => {
    deleted.current = true;
    // already gone (the tab met the ended session first): home only once the session is cleared, or the guard of a
    // signed-in visitor without a profile would send them to /auth again
    if (left.current) void getSupabase().then(forgetDeletedSession).then(() => navigate('/', { replace: true }));
    else navigate('/', { replace: true });
  });
  const confirmed = typed === DELETE_CONFIRMATION;
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <FormCard as="section" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Deleting your account removes your profile details, photo, stats, achievements, platforms, audience, media kit, bookmarks, notifications, learning progress and
        open applications, and you can no longer sign in. Messages you sent, your community posts and comments, and deals you were accepted for stay for the people who
        share them, shown as "Deleted user". This cannot be undone.
      </p>
      <Actions>
        <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </Actions>
      <Modal
        open={open}
        title="Delete your account?"
        onClose={close}
        footer={
          <>
            <Button type="button" $variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={!confirmed || remove.isPending}
              onClick={() => remove.mutate(typed)}
            >
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </>
        }
      >
        <TextField label={`Type ${DELETE_CONFIRMATION} to confirm`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </Modal>
    </FormCard>
  );
}
