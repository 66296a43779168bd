import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'shared-ui';

/** Signed out: the spec's info toast with a Sign In action that comes back to this page (deal included) afterwards. */
export function useSignInFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (returnTo: string = location.pathname + location.search) => {
      toast.info('Sign in to access all features', {
        action: { label: 'Sign In', onClick: () => navigate('/auth', { state: { from: returnTo } }) },
      });
    },
    [navigate, location.pathname, location.search],
  );
}
