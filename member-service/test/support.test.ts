import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import {
  ownSupportTicketsAnswer,
  SUPPORT_REFERENCE,
  supportTicketAnswer,
  supportTicketCreatedAnswer,
  supportTicketsAnswer,
} from '@mindset/member-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../src/mail/outbox';
import { CONFIRMATIONS_PER_ADDRESS_PER_HOUR } from '../src/support/rules';
import { Browser, count, join, startTestService, type TestService } from './support/testApp';

// Support requests (docs/decisions/0135-support-tickets.md).
describe.each(DATABASE_KINDS)('support requests on %s', (kind) => {
  let service: TestService;
  let owner: Browser;
  let member: Browser;
  let moderator: Browser;

  const request = (overrides: Record<string, string> = {}) => ({
    name: 'Jo Visitor',
    email: 'jo.visitor@example.org',
    subject: 'Charged twice',
    message: 'I was charged twice for VIP.\n\nCan you refund one?',
    ...overrides,
  });
  const write = (browser: Browser, body: object) => browser.send('POST', '/api/members/support/tickets', body);
  const deliver = () =>
    deliverOutbox(service.db.database, async (mail) => void service.mail.push(mail), service.app.log);
  const mailTo = async (address: string) => {
    await deliver();
    return service.mail.filter((mail) => mail.to === address);
  };
  const tickets = async (browser: Browser) =>
    supportTicketsAnswer.parse((await browser.send('GET', '/api/members/support/tickets')).json()).tickets;

  beforeAll(async () => {
    service = await startTestService(kind, { OWNER_EMAIL: 'olive@example.org' });
    owner = new Browser(service.app);
    await join(owner, { name: 'Olive Grant', email: 'olive@example.org', password: 'olive-password-1' });
    member = new Browser(service.app);
    await join(member, { name: 'Ray Dunn', email: 'ray@example.org', password: 'ray-password-1' });
    moderator = new Browser(service.app);
    await join(moderator, { name: 'Max Stone', email: 'max@example.org', password: 'max-password-1' });
    await owner.send('PUT', '/api/members/moderation/members/max.stone/role', { role: 'moderator' });
  });
  afterAll(() => service.close());

  it('gives a visitor a reference and emails it with what they wrote, in plain text and HTML', async () => {
    const outboxBefore = await count(service.db.database, 'outbox');
    const sent = await write(new Browser(service.app), request({ email: ' Jo.Visitor@Example.org ' }));
    expect(sent.statusCode).toBe(201);
    const { reference } = supportTicketCreatedAnswer.parse(sent.json());
    expect(reference).toMatch(SUPPORT_REFERENCE);
    // The ticket and its email are written together.
    expect(await count(service.db.database, 'outbox')).toBe(outboxBefore + 1);

    const [mail, ...more] = await mailTo('jo.visitor@example.org');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`We've received your message [${reference}]`);
    expect(mail?.body).toContain(`Your reference is ${reference}.`);
    expect(mail?.body).toContain('We will reply to jo.visitor@example.org about “Charged twice” within 24 hours.');
    expect(mail?.body).toContain('> I was charged twice for VIP.\n>\n> Can you refund one?');
    expect(mail?.html).toContain(reference);
    expect(mail?.html).toContain('<p>I was charged twice for VIP.</p>');
    // A visitor has no account: no link to a member's page.
    expect(mail?.body).not.toContain('Your support requests');
  });

  it('refuses what cannot be stored or is missing with the form’s sentences, and writes nothing', async () => {
    const before = [await count(service.db.database, 'support_tickets'), await count(service.db.database, 'outbox')];
    const guest = new Browser(service.app);
    const refusals = [
      [
        request({ message: 'Refund\u0000 please' }),
        'Message has a character we cannot store. Remove it and try again.',
      ],
      [request({ subject: 'Half \uD83D emoji' }), 'Subject has a character we cannot store. Remove it and try again.'],
      [request({ subject: '   ' }), 'Please enter a subject.'],
      [request({ email: 'jo at example.org' }), 'Enter a valid email address, such as jane@example.com.'],
      [request({ message: 'x'.repeat(5001) }), 'Message can be at most 5,000 characters.'],
    ] as const;
    for (const [body, sentence] of refusals) {
      const refused = await write(guest, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: sentence });
    }
    expect([await count(service.db.database, 'support_tickets'), await count(service.db.database, 'outbox')]).toEqual(
      before,
    );
  });

  it('takes every request, but confirms only a few an hour to one address, so the form cannot mail someone at will', async () => {
    const guest = new Browser(service.app);
    const email = 'busy.writer@example.org';
    const references = [];
    for (let sent = 0; sent <= CONFIRMATIONS_PER_ADDRESS_PER_HOUR; sent += 1) {
      const answer = await write(guest, request({ email, subject: `Question ${sent}` }));
      expect(answer.statusCode).toBe(201);
      references.push(supportTicketCreatedAnswer.parse(answer.json()).reference);
    }
    const mails = await mailTo(email);
    expect(mails).toHaveLength(CONFIRMATIONS_PER_ADDRESS_PER_HOUR);
    expect(mails.map((mail) => mail.subject)).toEqual(
      references
        .slice(0, CONFIRMATIONS_PER_ADDRESS_PER_HOUR)
        .map((reference) => `We've received your message [${reference}]`),
    );
    // The last one is still there for a moderator to answer.
    const listed = (await tickets(owner)).map((ticket) => ticket.reference);
    expect(listed).toEqual(expect.arrayContaining(references));
    expect((await write(guest, request({ email: 'another.writer@example.org' }))).statusCode).toBe(201);
    expect(await mailTo('another.writer@example.org')).toHaveLength(1);
  });

  it('lets moderators and the owner read and answer requests; the answer is emailed to the visitor', async () => {
    const first = supportTicketCreatedAnswer.parse(
      (await write(new Browser(service.app), request({ email: 'first@example.org', subject: 'First in line' }))).json(),
    ).reference;
    const second = supportTicketCreatedAnswer.parse(
      (await write(new Browser(service.app), request({ email: 'second@example.org', subject: 'Second' }))).json(),
    ).reference;

    // A member is refused, and told why.
    const refused = await member.send('GET', '/api/members/support/tickets');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only moderators and the owner answer support requests.' });
    expect((await member.send('GET', `/api/members/support/tickets/${first}`)).statusCode).toBe(403);
    expect(
      (await member.send('POST', `/api/members/support/tickets/${first}/replies`, { body: 'Hi' })).statusCode,
    ).toBe(403);

    const open = (await tickets(moderator)).map((ticket) => ticket.reference);
    expect(open.indexOf(first)).toBeLessThan(open.indexOf(second));

    const page = supportTicketAnswer.parse((await owner.send('GET', `/api/members/support/tickets/${first}`)).json());
    expect(page.ticket).toMatchObject({
      reference: first,
      name: 'Jo Visitor',
      email: 'first@example.org',
      subject: 'First in line',
      message: 'I was charged twice for VIP.\n\nCan you refund one?',
      status: 'open',
      member: null,
      replies: [],
    });

    const answer = 'Sorry about that, Jo.\n\nWe refunded the second payment today.';
    const replied = await moderator.send('POST', `/api/members/support/tickets/${first}/replies`, { body: answer });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({ reply: { body: answer, moderator: 'Max Stone' } });

    const [, reply] = await mailTo('first@example.org');
    expect(reply?.subject).toBe(`Re: First in line [${first}]`);
    expect(reply?.body).toContain(answer);
    expect(reply?.body).toContain(`Reference ${first}`);
    expect(reply?.body).toContain('> I was charged twice for VIP.');
    expect(reply?.html).toContain('<p>We refunded the second payment today.</p>');

    // Answered, it leaves the open ones at the top.
    const listed = await tickets(owner);
    const answered = listed.find((ticket) => ticket.reference === first);
    expect(answered).toMatchObject({ status: 'answered', replyCount: 1 });
    expect(listed.indexOf(answered!)).toBeGreaterThan(listed.findIndex((ticket) => ticket.reference === second));
    const read = supportTicketAnswer.parse((await owner.send('GET', `/api/members/support/tickets/${first}`)).json());
    expect(read.ticket.replies).toEqual([expect.objectContaining({ body: answer, moderator: 'Max Stone' })]);
  });

  it('shows a member who wrote while signed in their request and its answer, and nobody else', async () => {
    const sent = await write(member, request({ name: 'Ray Dunn', email: 'ray@example.org', subject: 'My invoice' }));
    const { reference } = supportTicketCreatedAnswer.parse(sent.json());
    const [confirmation] = await mailTo('ray@example.org');
    expect(confirmation?.body).toContain('Your support requests: http://localhost:5173/support#your-requests');

    const own = async (browser: Browser) =>
      ownSupportTicketsAnswer.parse((await browser.send('GET', '/api/members/me/support-tickets')).json()).tickets;
    expect(await own(member)).toEqual([
      expect.objectContaining({ reference, subject: 'My invoice', status: 'open', replies: [] }),
    ]);
    const listed = (await tickets(moderator)).find((ticket) => ticket.reference === reference);
    expect(listed?.member).toEqual({ username: 'ray.dunn', name: 'Ray Dunn' });

    await moderator.send('POST', `/api/members/support/tickets/${reference}/replies`, { body: 'Attached, Ray.' });
    expect(await own(member)).toEqual([
      expect.objectContaining({
        reference,
        status: 'answered',
        replies: [expect.objectContaining({ body: 'Attached, Ray.' })],
      }),
    ]);
    expect(await own(moderator)).toEqual([]);
    expect((await new Browser(service.app).send('GET', '/api/members/me/support-tickets')).statusCode).toBe(401);
  });

  it('answers 404 for a reference it never gave out, and writes no reply', async () => {
    const replies = await count(service.db.database, 'support_replies');
    const missing = await owner.send('POST', '/api/members/support/tickets/MS-ZZZZZZ/replies', { body: 'Hello?' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'There is no such support request.' });
    expect((await owner.send('GET', '/api/members/support/tickets/MS-ZZZZZZ')).statusCode).toBe(404);
    expect(await count(service.db.database, 'support_replies')).toBe(replies);
  });
});
