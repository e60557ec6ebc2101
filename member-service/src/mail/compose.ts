// How a mail the service writes is laid out: one list of blocks becomes the plain-text part and the
// HTML part, so both always say the same. No SQL.
import type { OutgoingMail } from './outbox';

/** Text made safe to put in HTML (an element's text or a quoted attribute). */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ListedItem {
  text: string;
  /** A few words of what was said, or empty. */
  excerpt: string;
  url: string;
}

/** A part of a mail's message, in the order it is read. */
export type MailBlock =
  | { kind: 'text'; text: string }
  /** What someone wrote, quoted whole (its paragraphs and line breaks kept), under an optional heading. */
  | { kind: 'message'; heading?: string; text: string }
  | { kind: 'headline'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'list'; items: ListedItem[] };

/** A line under the message: why the mail came and where to change that. */
export type FooterLine = { text: string } | { label: string; url: string };

/** Paragraphs (blank lines between) and line breaks of written text, as HTML. */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const plainBlock = (block: MailBlock): string => {
  switch (block.kind) {
    case 'text':
    case 'headline':
      return block.text;
    case 'message':
      return [
        ...(block.heading ? [block.heading] : []),
        ...block.text.split('\n').map((line) => (line ? `> ${line}` : '>')),
      ].join('\n');
    case 'quote':
      return `“${block.text}”`;
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'list':
      return block.items
        .map((item) => [`- ${item.text}`, ...(item.excerpt ? [`  “${item.excerpt}”`] : []), `  ${item.url}`].join('\n'))
        .join('\n');
  }
};

const htmlBlock = (block: MailBlock): string => {
  switch (block.kind) {
    case 'text':
      return htmlParagraphs(block.text);
    case 'message':
      return `<blockquote>${block.heading ? `<p><strong>${escapeHtml(block.heading)}</strong></p>\n` : ''}${htmlParagraphs(block.text)}</blockquote>`;
    case 'headline':
      return `<p><strong>${escapeHtml(block.text)}</strong></p>`;
    case 'quote':
      return `<blockquote>${escapeHtml(`“${block.text}”`)}</blockquote>`;
    case 'action':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<ul>${block.items
        .map(
          (item) =>
            `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a>${
              item.excerpt ? `<br><span style="color:#555">${escapeHtml(`“${item.excerpt}”`)}</span>` : ''
            }</li>`,
        )
        .join('')}</ul>`;
  }
};

const plainFooter = (line: FooterLine) => ('url' in line ? `${line.label}: ${line.url}` : line.text);
const htmlFooter = (line: FooterLine) =>
  'url' in line ? `<a href="${escapeHtml(line.url)}">${escapeHtml(line.label)}</a>` : escapeHtml(line.text);

/**
 * A mail with a plain-text part and an HTML part of the same words: a greeting, the message's
 * blocks separated by blank lines, and a footer below a rule.
 */
export function composeMail({
  to,
  subject,
  recipientName,
  blocks,
  footer,
  headers,
}: {
  to: string;
  subject: string;
  recipientName: string;
  blocks: MailBlock[];
  footer: FooterLine[];
  headers?: Record<string, string>;
}): OutgoingMail {
  const body = [`Hi ${recipientName},`, ...blocks.map(plainBlock), ['—', ...footer.map(plainFooter)].join('\n')].join(
    '\n\n',
  );
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
<p>Hi ${escapeHtml(recipientName)},</p>
${blocks.map(htmlBlock).join('\n')}
<hr><p style="font-size:0.85em;color:#555">${footer.map(htmlFooter).join('<br>\n')}</p>
</body></html>`;
  return { to, subject, body, html, ...(headers ? { headers } : {}) };
}

/** The headers of every mail a member can stop with one click (RFC 8058), without signing in. */
export const oneClickUnsubscribe = (unsubscribeUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The password reset: a link that works once, within `minutes`. Nothing to unsubscribe from: the member asked for it. */
export function passwordResetMail({
  to,
  recipientName,
  link,
  minutes,
}: {
  to: string;
  recipientName: string;
  link: string;
  minutes: number;
}): OutgoingMail {
  return composeMail({
    to,
    subject: 'Choose a new password for Mindset',
    recipientName,
    blocks: [
      { kind: 'text', text: 'Someone (we hope you) asked to reset the password of your Mindset account.' },
      { kind: 'headline', text: `Choose a new one within ${minutes} minutes.` },
      { kind: 'action', label: 'Choose a new password', url: link },
      { kind: 'text', text: 'The link works once.' },
    ],
    footer: [{ text: 'If it was not you, ignore this email: your password stays as it is.' }],
  });
}
