// The contract's schemas shared-ui's own session code parses with. Loaded on demand (a member's
// request, a live socket), so a guest's first load does not carry zod and the schemas
// (docs/decisions/0083-member-contract.md).
import { liveServerMessage, type LiveServerMessage } from '@mindset/member-contract';
import { safeParse } from 'zod/mini';

export { identityTokenAnswer, joinAnswer, okSchema, sessionAnswer, signInAnswer } from '@mindset/member-contract';

/** A message from the live socket, or null when it is of a shape this page does not know (a newer service). */
export function parseLiveServerMessage(json: unknown): LiveServerMessage | null {
  const parsed = safeParse(liveServerMessage, json);
  return parsed.success ? parsed.data : null;
}
