import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import { notificationSettingsAnswer } from '@mindset/member-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DIGEST_QUEUE, digestEngineFor, startDigestQueue, type DigestQueue } from '../src/jobs';
import { deliverOutbox } from '../src/mail/outbox';
import { Digests, DigestsFailed } from '../src/notifications/digests';
import { digestPeriod } from '../src/notifications/rules';
import { UnsubscribeLinks } from '../src/notifications/unsubscribe';
import { Browser, join, startTestService, type TestService } from './support/testApp';

const DIGEST_SUBJECT = /^Your (daily|weekly) digest: /;

describe('digest periods', () => {
  it('are the UTC day, or the ISO week (Monday to Sunday, week 1 holds the first Thursday)', () => {
    expect(digestPeriod('daily', new Date('2026-11-26T23:59:59Z')).key).toBe('day:2026-11-26');
    expect(digestPeriod('weekly', new Date('2026-11-26T10:00:00Z')).key).toBe('week:2026-W48');
    // A Sunday is the end of its week; the Monday after starts the next.
    expect(digestPeriod('weekly', new Date('2026-11-29T23:00:00Z')).key).toBe('week:2026-W48');
    expect(digestPeriod('weekly', new Date('2026-11-30T00:00:00Z')).key).toBe('week:2026-W49');
    // Early January can belong to last year's week, late December to next year's.
    expect(digestPeriod('weekly', new Date('2027-01-01T12:00:00Z')).key).toBe('week:2026-W53');
    expect(digestPeriod('weekly', new Date('2024-12-30T12:00:00Z')).key).toBe('week:2025-W01');
  });
});

describe.each(DATABASE_KINDS)('digests on %s', (kind) => {
  let service: TestService;
  let second: FastifyInstance;
  /** The digest job of each of the two instances. */
  let digests: [Digests, Digests];
  const people: Record<'hana' | 'ivan' | 'jude' | 'kai', Browser> = {} as never;

  const share = async (browser: Browser, caption: string) =>
    (await browser.send('POST', '/api/members/community/posts', { caption })).json<{ post: { id: string } }>().post;
  const chooseDigest = (browser: Browser, digest: string) =>
    browser.send('PUT', '/api/members/notifications/settings', { digest });
  const digestRows = async () =>
    service.db.database.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM outbox WHERE dedupe_key LIKE 'digest:%' ORDER BY to_address`,
    );
  const digestMailTo = (address: string) =>
    service.mail.filter((mail) => mail.to === address && DIGEST_SUBJECT.test(mail.subject));
  /** An instance's digest job whose first `failures` digests fail (the mail key cannot be read). */
  const flakyDigests = (failures: number) => {
    const links = new UnsubscribeLinks(service.db.database, 'http://localhost:5173');
    let left = failures;
    const flaky = Object.assign(Object.create(links) as UnsubscribeLinks, {
      url: (...args: Parameters<UnsubscribeLinks['url']>) => {
        left -= 1;
        return left >= 0 ? Promise.reject(new Error('the mail key could not be read')) : links.url(...args);
      },
    });
    return new Digests(service.db.database, flaky, 'http://localhost:5173', service.app.log);
  };
  /** Both instances deliver what is due at once, as their scheduled jobs would. */
  const deliverOnBoth = () =>
    Promise.all(
      [service.app, second].map((app) =>
        deliverOutbox(service.db.database, async (mail) => void service.mail.push(mail), app.log),
      ),
    );

  beforeAll(async () => {
    service = await startTestService(kind);
    second = await service.startSecondInstance();
    for (const [name, full] of [
      ['hana', 'Hana Ito'],
      ['ivan', 'Ivan Roe'],
      ['jude', 'Jude Kay'],
      ['kai', 'Kai Lund'],
    ] as const) {
      people[name] = new Browser(service.app);
      await join(people[name], { name: full, email: `${name}@example.org`, password: `${name}-password-1` });
    }
    const { hana, ivan, jude, kai } = people;
    // Hana daily, Ivan weekly (chosen through the second instance), Kai daily with nothing new, Jude never.
    expect((await chooseDigest(hana, 'daily')).json()).toMatchObject({ digest: 'daily' });
    const ivanOnSecond = new Browser(second);
    ivanOnSecond.cookies = ivan.cookies;
    expect((await chooseDigest(ivanOnSecond, 'weekly')).json()).toMatchObject({ digest: 'weekly' });
    await chooseDigest(kai, 'daily');

    const hanaPost = await share(hana, 'Morning pages, day 12');
    await ivan.send('PUT', `/api/members/community/posts/${hanaPost.id}/like`);
    await jude.send('POST', `/api/members/community/posts/${hanaPost.id}/comments`, { text: 'Day 12 already!' });
    const ivanPost = await share(ivan, 'Cold shower streak');
    await hana.send('PUT', `/api/members/community/posts/${ivanPost.id}/like`);
    await jude.send('PUT', `/api/members/community/posts/${ivanPost.id}/like`);

    digests = [flakyDigests(0), flakyDigests(0)];
  });
  afterAll(() => service.close());

  it('keeps the choice in the notification settings: off by default, and refuses anything but off, daily or weekly', async () => {
    const jude = notificationSettingsAnswer.parse(
      (await people.jude.send('GET', '/api/members/notifications/settings')).json(),
    );
    expect(jude.digest).toBe('off');
    const refused = await chooseDigest(people.jude, 'hourly');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Choose off, daily or weekly for the digest.' });
    // Choosing a digest leaves each kind's channel as it was.
    expect(jude.channels.comment).toBe('both');
  });

  it('a digest job run twice on two instances sends one email per member', async () => {
    // Both instances at once, then both again.
    const first = await Promise.all(digests.map((each) => each.run()));
    const again = await Promise.all(digests.map((each) => each.run()));
    expect(first.reduce((sum, run) => sum + run.queued, 0)).toBe(2);
    expect(again.reduce((sum, run) => sum + run.queued, 0)).toBe(0);
    expect((await digestRows()).map((row) => row.to_address)).toEqual(['hana@example.org', 'ivan@example.org']);

    await deliverOnBoth();
    await deliverOnBoth();
    expect(digestMailTo('hana@example.org')).toHaveLength(1);
    expect(digestMailTo('ivan@example.org')).toHaveLength(1);
    // Jude chose no digest; Kai chose one, and nothing was new for Kai: nothing sent.
    expect(digestMailTo('jude@example.org')).toEqual([]);
    expect(digestMailTo('kai@example.org')).toEqual([]);
    const kaiDone = await service.db.database.query<{ items: number; outbox_id: string | null }>(
      `SELECT d.items, d.outbox_id FROM digests d JOIN members m ON m.id = d.member_id WHERE m.email = 'kai@example.org'`,
    );
    expect(kaiDone).toEqual([{ items: 0, outbox_id: null }]);
  });

  it('lists what is new since the member last came, in plain text and HTML, with a one-click unsubscribe', async () => {
    const [mail] = digestMailTo('hana@example.org');
    expect(mail?.subject).toBe('Your daily digest: 2 new things in the community');
    expect(mail?.body).toContain('2 new things in the community since you were last here.');
    expect(mail?.body).toContain(
      '- Jude Kay commented on your post\n  “Day 12 already!”\n  http://localhost:5173/community/post/',
    );
    expect(mail?.body).toContain('- Ivan Roe liked your post');
    expect(mail?.html).toContain('Jude Kay commented on your post</a>');
    expect(mail?.html).toContain('Unsubscribe from the digest');
    expect(digestMailTo('ivan@example.org')[0]?.body).toContain('- Jude Kay and 1 other liked your post');

    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
    // A mail client's one-click POST: no cookie, no Origin.
    const done = await second.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will get no more emails about your digest of what is new.');
    const settings = notificationSettingsAnswer.parse(
      (await people.hana.send('GET', '/api/members/notifications/settings')).json(),
    );
    expect(settings.digest).toBe('off');
    // The kinds' email is untouched.
    expect(settings.channels.comment).toBe('both');
  });

  it('writes a digest that failed on the next run, once', async () => {
    const lena = new Browser(service.app);
    await join(lena, { name: 'Lena Moe', email: 'lena@example.org', password: 'lena-password-1' });
    await chooseDigest(lena, 'daily');
    const post = await share(lena, 'First post here');
    await people.kai.send('PUT', `/api/members/community/posts/${post.id}/like`);

    const flaky = flakyDigests(1);
    await expect(flaky.run()).rejects.toBeInstanceOf(DigestsFailed);
    // Rolled back whole: no claim, no mail.
    expect((await digestRows()).map((row) => row.to_address)).not.toContain('lena@example.org');
    expect((await flaky.run()).queued).toBe(1);
    expect((await flaky.run()).queued).toBe(0);
    expect((await digestRows()).filter((row) => row.to_address === 'lena@example.org')).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')(
    'runs on pg-boss: jobs queued on both instances at once, and a failed job retried, queue each digest once',
    async () => {
      const mia = new Browser(second);
      await join(mia, { name: 'Mia Sol', email: 'mia@example.org', password: 'mia-password-1' });
      await chooseDigest(mia, 'weekly');
      const post = await share(mia, 'Week one done');
      await people.jude.send('PUT', `/api/members/community/posts/${post.id}/like`);

      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        DATABASE_SCHEMA: service.db.schema ?? '',
      });
      const engine = digestEngineFor(config.database);
      if (engine.kind !== 'pg-boss') throw new Error('PostgreSQL runs digests on pg-boss');
      const queues: DigestQueue[] = [];
      try {
        for (const each of digests) {
          queues.push(
            await startDigestQueue(engine, each, service.app.log, {
              pollingIntervalSeconds: 0.5,
              retryDelaySeconds: 1,
            }),
          );
        }
        const finished = async (queue: DigestQueue, id: string | null) => {
          if (!id) throw new Error('the job was not queued');
          await expect
            .poll(async () => (await queue.boss.getJobById(DIGEST_QUEUE, id))?.state, {
              timeout: 20_000,
              interval: 250,
            })
            .toBe('completed');
        };
        // A job from each instance at once, then again.
        for (let round = 0; round < 2; round += 1) {
          const ids = await Promise.all(queues.map((queue) => queue.boss.send(DIGEST_QUEUE, {})));
          await Promise.all(queues.map((queue, index) => finished(queue, ids[index] ?? null)));
        }
        expect((await digestRows()).filter((row) => row.to_address === 'mia@example.org')).toHaveLength(1);
        await deliverOnBoth();
        await deliverOnBoth();
        expect(digestMailTo('mia@example.org')).toHaveLength(1);

        // A job whose run fails is retried by pg-boss, and the retry queues the digest once.
        await Promise.all(queues.splice(0).map((queue) => queue.stop()));
        const nia = new Browser(service.app);
        await join(nia, { name: 'Nia Park', email: 'nia@example.org', password: 'nia-password-1' });
        await chooseDigest(nia, 'daily');
        await people.jude.send('PUT', `/api/members/community/posts/${(await share(nia, 'Hello all')).id}/like`);
        const failing = await startDigestQueue(engine, flakyDigests(1), service.app.log, {
          pollingIntervalSeconds: 0.5,
          retryDelaySeconds: 1,
        });
        queues.push(failing);
        const id = await failing.boss.send(DIGEST_QUEUE, {});
        await finished(failing, id);
        expect((await failing.boss.getJobById(DIGEST_QUEUE, id ?? ''))?.retryCount).toBe(1);
        await deliverOnBoth();
        expect(digestMailTo('nia@example.org')).toHaveLength(1);
      } finally {
        await Promise.all(queues.map((queue) => queue.stop()));
        await service.db.database.query(`DROP SCHEMA IF EXISTS ${engine.schema} CASCADE`);
      }
    },
  );
});
