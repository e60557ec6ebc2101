import { memberRequest } from './memberClient';
import { onSignOut } from './sessionEnd';
import { useSessionStore } from './sessionStore';

/** A token this close to its expiry is not sent: it could expire on its way to the payment service. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

let held: { memberId: string; token: string; expiresAt: number } | null = null;
onSignOut(() => {
  held = null;
});

/**
 * The identity token another service needs to know the member (docs/members.md, "Purchases"):
 * `{token: null}` for a guest, without any request when this browser has no session; the
 * member-service's sentence when a member's token cannot be had. A token is reused until a minute
 * before it expires (it lasts five).
 */
export async function memberIdentityToken(): Promise<
  { token: string | null; error: null } | { token: null; error: string }
> {
  if (useSessionStore.getState().status === 'unknown') await useSessionStore.getState().refresh();
  const { member } = useSessionStore.getState();
  if (!member) return { token: null, error: null };
  if (held && held.memberId === member.id && held.expiresAt - RENEW_BEFORE_EXPIRY_MS > Date.now()) {
    return { token: held.token, error: null };
  }
  const result = await memberRequest<{ token: string; expiresAt: string }>('/identity-token', { method: 'POST' });
  if (result.error !== null) return { token: null, error: result.error };
  held = { memberId: member.id, token: result.data.token, expiresAt: Date.parse(result.data.expiresAt) };
  return { token: held.token, error: null };
}
