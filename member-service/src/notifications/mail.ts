// What a notification email says: a plain-text part, an HTML part and the unsubscribe headers. No SQL.
import type { NotificationKind } from '@mindset/member-contract';
import type { OutgoingMail } from '../mail/outbox';

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The settings screen where every kind's channel is chosen. */
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
  const quote = excerpt ? `“${excerpt}”` : '';
  const kindName = kind.replace('_', ' ');
  const body = [
    `Hi ${recipientName},`,
    '',
    `${headline}.`,
    ...(quote ? ['', quote] : []),
    '',
    `Open it: ${url}`,
    '',
    '—',
    `You get this email for ${kindName} notifications.`,
    `Unsubscribe from these emails: ${unsubscribeUrl}`,
    `Choose what we send you: ${siteUrl}${SETTINGS_PATH}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>Hi ${escapeHtml(recipientName)},</p>
<p><strong>${escapeHtml(headline)}.</strong></p>
${quote ? `<blockquote>${escapeHtml(quote)}</blockquote>` : ''}
<p><a href="${escapeHtml(url)}">Open it</a></p>
<hr><p style="font-size:0.85em;color:#555">You get this email for ${escapeHtml(kindName)} notifications.
<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from these emails</a> ·
<a href="${escapeHtml(siteUrl + SETTINGS_PATH)}">Choose what we send you</a></p>
</body></html>`;
  return {
    to,
    subject: excerpt ? `${headline}: ${excerpt.slice(0, 60)}` : headline,
    body,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
