import { chatEvent, chatTopic, parseEvent } from '@mindset/member-contract';
import { DATABASE_KINDS } from '@mindset/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from './support/liveClient';
import { Browser, join, startTestService, type TestService } from './support/testApp';

// A page that reads over HTTP and then subscribes reads again once the service says `subscribed`
// (docs/decisions/0130-live-acknowledgement-and-collab-query-cache.md): that answer must come only
// once the topics are registered, or an event published just after it would be lost.
describe.each(DATABASE_KINDS)('the live subscription acknowledgement on %s', (kind) => {
  let service: TestService;
  /** The instance the sockets are on; on PostgreSQL not the relay's, so the bus is crossed. */
  let listening: FastifyInstance;
  let ana: Browser;
  let ben: Browser;

  const say = async (conversation: string, text: string) => {
    const response = await ben.send('POST', `/api/members/collab/conversations/${conversation}/messages`, { text });
    if (response.statusCode !== 201) throw new Error(`send answered ${response.statusCode}: ${response.body}`);
    return response.json<{ message: { id: string } }>().message.id;
  };
  const carries = (messageId: string) => (data: unknown) => {
    const event = parseEvent(chatEvent, data);
    return event?.kind === 'message.created' && event.message.id === messageId;
  };

  beforeAll(async () => {
    service = await startTestService(kind, { RATE_LIMIT_MESSAGES_PER_MINUTE: '1000' });
    listening = kind === 'postgres' ? await service.startSecondInstance() : service.app;
    [ana, ben] = [new Browser(service.app), new Browser(service.app)];
    await join(ana, { name: 'Ana Reyes', email: 'ana@example.org', password: 'ana-password-1' });
    await join(ben, { name: 'Ben Okafor', email: 'ben@example.org', password: 'ben-password-1' });
  });
  afterAll(() => service.close());

  it('answers a subscription started from now only once its topics are registered: an event sent right after arrives', async () => {
    const client = await LiveClient.open(listening, ana);
    await client.waitFor('ready');
    client.send({ type: 'subscribe', topics: [chatTopic('general')] });
    await client.waitFor('subscribed');
    // Later subscriptions start from now, with no replay to cover a late registration: each time
    // the topic is new to the instance, and the message is sent the moment the answer is in.
    for (let round = 1; round <= 8; round += 1) {
      client.send({ type: 'subscribe', topics: [chatTopic('daily-wins'), chatTopic('general')] });
      const answers = await client.waitFor('subscribed', round + 1);
      expect(answers.at(-1)).toMatchObject({ topics: [chatTopic('daily-wins'), chatTopic('general')], refused: [] });
      const sent = await say('daily-wins', `Round ${round}`);
      await client.waitForEvent(carries(sent));
      client.send({ type: 'unsubscribe', topics: [chatTopic('daily-wins')] });
    }
    client.close();
  });

  it('names what it refused (a staff channel) in the same answer, so a page waiting on it is not left waiting', async () => {
    const client = await LiveClient.open(listening, ana);
    await client.waitFor('ready');
    client.send({ type: 'subscribe', topics: [chatTopic('daily-wins'), chatTopic('moderators')] });
    const [answer] = await client.waitFor('subscribed');
    expect(answer).toMatchObject({ topics: [chatTopic('daily-wins')], refused: [chatTopic('moderators')] });
    const sent = await say('daily-wins', 'Still heard');
    await client.waitForEvent(carries(sent));
    client.close();
  });
});
