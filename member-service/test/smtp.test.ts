import type { AddressInfo } from 'node:net';
import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { notificationSettingsAnswer } from '@mindset/member-contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox, smtpSender } from '../src/mail/outbox';
import { Browser, join, startTestService, type TestService } from './support/testApp';

/** A real SMTP server on a loopback port: what it received, raw; addresses it refuses with 550. */
async function startMailServer(refused: Set<string>) {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Long header lines arrive folded (RFC 5322): unfolded here, as a mail client reads them.
        const raw = Buffer.concat(chunks)
          .toString()
          .replace(/\r\n[ \t]+/g, ' ');
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

describe.each(DATABASE_KINDS)('notification email over SMTP on %s', (kind) => {
  let service: TestService;
  let mailServer: Awaited<ReturnType<typeof startMailServer>>;
  const refused = new Set<string>();
  let hana: Browser;
  let ivan: Browser;

  beforeAll(async () => {
    mailServer = await startMailServer(refused);
    service = await startTestService(kind, { NOTIFICATION_EMAIL_DELAY_SECONDS: '1' });
    [hana, ivan] = [new Browser(service.app), new Browser(service.app)];
    await join(hana, { name: 'Hana Ito', email: 'hana@example.org', password: 'hana-password-1' });
    await join(ivan, { name: 'Ivan Roe', email: 'ivan@example.org', password: 'ivan-password-1' });
  });
  afterAll(async () => {
    await service.close();
    await mailServer.close();
  });

  /** After the mention's delay (so the service's own immediate run, with the test's sender, left it), over SMTP. */
  const deliver = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    return deliverOutbox(service.db.database, smtpSender(mailServer.url, 'no-reply@mindset.example'), service.app.log);
  };

  it('sends a mention once, with plain text, HTML and the one-click unsubscribe headers', async () => {
    await ivan.send('POST', '/api/members/collab/conversations/general/messages', { text: '@hana.ito see you at 8' });
    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    const [mail] = mailServer.received.filter((each) => each.to.includes('hana@example.org'));
    expect(mail?.raw).toMatch(/^Subject: Ivan Roe mentioned you: @hana.ito see you at 8/m);
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:5173\/api\/members\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+>/m,
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
  });

  it('stops email to an address the server refuses, with a note in the settings', async () => {
    refused.add('ivan@example.org');
    await hana.send('POST', '/api/members/collab/conversations/general/messages', { text: '@ivan.roe thanks!' });
    expect(await deliver()).toBe(0);
    const settings = notificationSettingsAnswer.parse(
      (await ivan.send('GET', '/api/members/notifications/settings')).json(),
    );
    expect(settings.emailStopped).toMatch(/could not be delivered/);
    expect(mailServer.received.some((each) => each.to.includes('ivan@example.org'))).toBe(false);
  });
});
