import { hasSignedInHint, useMember, useSessionStore } from '@mindset/shared-ui';

/**
 * The page says someone is signed in but the session is not read yet: a screen waits rather than
 * showing a member the guest's sample for a moment (and losing what they pressed in it).
 */
export function useSessionPending(): boolean {
  const member = useMember();
  const status = useSessionStore((state) => state.status);
  return member === null && status === 'unknown' && hasSignedInHint();
}
