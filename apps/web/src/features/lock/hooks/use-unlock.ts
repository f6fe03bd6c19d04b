import { useMutation } from '@tanstack/react-query';
import { unlockRequest } from '../../../api/auth';
import { useSessionStore } from '../../../stores/session';

/** POST /auth/unlock with the user's password; the right one clears the lock flag. */
export function useUnlock() {
  return useMutation({
    mutationFn: unlockRequest,
    onSuccess: (unlocked) => {
      if (unlocked) useSessionStore.getState().setLock(false);
    },
  });
}
