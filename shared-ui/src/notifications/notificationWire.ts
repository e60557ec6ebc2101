// The contract's schemas the bell parses with, loaded with the bell's first request (a member's),
// so a guest's page never carries them (docs/decisions/0083-member-contract.md).
import { notificationEvent, type NotificationEvent } from '@mindset/member-contract';
import { safeParse } from 'zod/mini';

export { notificationsAnswer, okSchema } from '@mindset/member-contract';

/** A live event the bell acts on, or null for any other kind on the member's topic. */
export function parseNotificationEvent(data: unknown): NotificationEvent | null {
  const parsed = safeParse(notificationEvent, data);
  return parsed.success ? parsed.data : null;
}
