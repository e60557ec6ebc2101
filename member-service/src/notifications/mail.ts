// What a notification or digest email says: a plain-text part, an HTML part and the unsubscribe headers. No SQL.
import type { DigestFrequency, NotificationKind } from '@mindset/member-contract';
import { composeMail, oneClickUnsubscribe, type ListedItem } from '../mail/compose';
import type { OutgoingMail } from '../mail/outbox';

/** The settings screen where every kind's channel and the digest are chosen. */
export const SETTINGS_PATH = '/community/settings/notifications';

export function notificationMail({
  to,
  recipientName,
  headline,
  excerpt,
  url,
  siteUrl,
  unsubscribeUrl,
  kind,
}: {
  to: string;
  recipientName: string;
  headline: string;
  excerpt: string;
  url: string;
  siteUrl: string;
  unsubscribeUrl: string;
  kind: NotificationKind;
}): OutgoingMail {
  return composeMail({
    to,
    subject: excerpt ? `${headline}: ${excerpt.slice(0, 60)}` : headline,
    recipientName,
    blocks: [
      { kind: 'headline', text: `${headline}.` },
      ...(excerpt ? [{ kind: 'quote' as const, text: excerpt }] : []),
      { kind: 'action', label: 'Open it', url },
    ],
    footer: [
      { text: `You get this email for ${kind.replace('_', ' ')} notifications.` },
      { label: 'Unsubscribe from these emails', url: unsubscribeUrl },
      { label: 'Choose what we send you', url: `${siteUrl}${SETTINGS_PATH}` },
    ],
    headers: oneClickUnsubscribe(unsubscribeUrl),
  });
}

/** "3 new things": how a digest names what it holds. */
const things = (count: number) => `${count} new ${count === 1 ? 'thing' : 'things'}`;

/** The digest of what is new (docs/decisions/0140-digests.md): the items, and how many more the bell holds. */
export function digestMail({
  to,
  recipientName,
  frequency,
  items,
  more,
  siteUrl,
  unsubscribeUrl,
}: {
  to: string;
  recipientName: string;
  frequency: Exclude<DigestFrequency, 'off'>;
  items: ListedItem[];
  /** Items beyond those listed. */
  more: number;
  siteUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const total = items.length + more;
  return composeMail({
    to,
    subject: `Your ${frequency} digest: ${things(total)} in the community`,
    recipientName,
    blocks: [
      { kind: 'headline', text: `${things(total)} in the community since you were last here.` },
      { kind: 'list', items },
      ...(more > 0 ? [{ kind: 'text' as const, text: `And ${more} more in the app.` }] : []),
      { kind: 'action', label: 'Open the community', url: `${siteUrl}/community` },
    ],
    footer: [
      { text: `You get this email because you chose a ${frequency} digest.` },
      { label: 'Unsubscribe from the digest', url: unsubscribeUrl },
      { label: 'Choose what we send you', url: `${siteUrl}${SETTINGS_PATH}` },
    ],
    headers: oneClickUnsubscribe(unsubscribeUrl),
  });
}
