import type { Queryable } from '@mindset/service-kit';
import type { NotificationKind } from '@mindset/member-contract';
import type { LiveHub } from '../live/liveHub';
import { memberTopic } from '../live/topics';
import { enqueueMails } from '../mail/outbox';
import { notificationMail } from './mail';
import { byEmail, channelsOf, EMAIL_DELAY_KINDS, inApp, sentence } from './rules';
import { insertNotifications, recipientsAmong } from './store';
import type { UnsubscribeLinks } from './unsubscribe';

/** Something that happened, to tell the members it concerns. */
export interface Notice {
  kind: NotificationKind;
  /**
   * Who did it; null when the community's moderators tell a member an outcome: no person is named,
   * so no block between the member and a moderator holds it back (docs/decisions/0123-moderation-notifications.md).
   */
  actor: { id: string; username: string; name: string } | null;
  /** Who it may concern: the policy and each one's switches decide who is told, and how. */
  candidates: string[];
  /** What it is about (a post, a thread, a message): the likes of one post are one bell item. */
  subjectId: string | null;
  /** A path on the site where it opens. */
  link: string;
  excerpt: string;
  /** Something this member shared: only those who may read their shares are told. */
  sharedBy?: string;
  /** A staff-only place: only moderators are told. */
  moderatorsOnly?: boolean;
}

export interface Told {
  inApp: number;
  emails: number;
}

/**
 * Writes notifications, their live events and their mail in the caller's transaction, so they
 * exist exactly when what caused them does (docs/decisions/0120-notifications.md).
 */
export class Notifier {
  constructor(
    private readonly live: LiveHub,
    private readonly unsubscribe: UnsubscribeLinks,
    private readonly siteUrl: string,
    /** How long a DM or a mention waits before it is emailed (read in the app by then: not sent). */
    private readonly emailDelaySeconds: number,
  ) {}

  /** The caller calls `onMailQueued` after its transaction when `emails` is not 0, so due mail leaves at once. */
  async notify(tx: Queryable, notice: Notice): Promise<Told> {
    const candidates = [...new Set(notice.candidates)].filter((id) => id !== notice.actor?.id);
    if (candidates.length === 0) return { inApp: 0, emails: 0 };
    const recipients = await recipientsAmong(tx, notice.actor?.id ?? null, candidates, notice);
    const chosen = recipients.map((recipient) => ({
      recipient,
      channel: channelsOf(recipient.notifications, recipient.notification_channels)[notice.kind],
    }));
    const ids = await insertNotifications(
      tx,
      chosen.filter(({ channel }) => inApp(channel)).map(({ recipient }) => recipient.id),
      {
        kind: notice.kind,
        actorId: notice.actor?.id ?? null,
        subjectId: notice.subjectId,
        link: notice.link,
        excerpt: notice.excerpt,
      },
    );
    for (const memberId of ids.keys()) {
      await this.live.publish(tx, memberTopic(memberId), {
        kind: 'notification.created',
        // Names nobody for a moderators' notice, so the socket's filter of hidden members lets it through.
        username: notice.actor?.username ?? '',
        notificationKind: notice.kind,
        excerpt: notice.excerpt,
      });
    }
    const mails = [];
    const headline = sentence(notice.kind, notice.actor?.name ?? 'Someone');
    for (const { recipient, channel } of chosen) {
      if (!byEmail(channel) || recipient.email_stopped) continue;
      const mail = notificationMail({
        to: recipient.email,
        recipientName: recipient.name,
        headline,
        excerpt: notice.excerpt,
        url: `${this.siteUrl}${notice.link}`,
        siteUrl: this.siteUrl,
        unsubscribeUrl: await this.unsubscribe.url(tx, recipient.id, notice.kind),
        kind: notice.kind,
      });
      const notificationId = ids.get(recipient.id);
      mails.push({
        ...mail,
        memberId: recipient.id,
        delaySeconds: EMAIL_DELAY_KINDS.includes(notice.kind) ? this.emailDelaySeconds : 0,
        ...(notificationId ? { notificationId } : {}),
      });
    }
    await enqueueMails(tx, mails);
    return { inApp: ids.size, emails: mails.length };
  }
}
