import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServerMessage } from '../../src/live/routes';
import { SITE_ORIGIN, type Browser } from './testApp';

/** One tab's live connection: every message kept in order, and a way to wait for the next one of a kind. */
export class LiveClient {
  readonly messages: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  private socket!: WebSocket;

  static async open(app: FastifyInstance, browser: Browser | null, origin: string | null = SITE_ORIGIN) {
    const client = new LiveClient();
    const headers: Record<string, string> = {};
    if (origin) headers.origin = origin;
    if (browser && browser.cookies.size > 0) headers.cookie = browser.cookieHeader;
    // An injected upgrade has no network socket; the rate limit keys on the client's address.
    const upgrade = { headers, socket: { remoteAddress: '127.0.0.1' } } as unknown as Partial<IncomingMessage>;
    client.socket = await app.injectWS('/api/members/live', upgrade, { onInit: (socket) => client.watch(socket) });
    return client;
  }

  private watch(socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
      this.wake();
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closed = { code, reason: reason.toString('utf8') };
      this.wake();
    });
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((resolve) => resolve());
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  /** Waits until `count` messages match, failing after `timeoutMs`. */
  async waitFor<Kind extends ServerMessage['type']>(
    type: Kind,
    count = 1,
    timeoutMs = 5_000,
  ): Promise<Extract<ServerMessage, { type: Kind }>[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.filter(
        (message): message is Extract<ServerMessage, { type: Kind }> => message.type === type,
      );
      if (found.length >= count) return found;
      if (this.closed || Date.now() > deadline) {
        throw new Error(`waited for ${count} "${type}" messages; got ${JSON.stringify(this.messages)}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /**
   * Waits for an event whose data matches; events from just before the connection (still on their
   * way when it opened) may come first.
   */
  async waitForEvent(matches: (data: unknown) => boolean, timeoutMs = 5_000): Promise<unknown> {
    let events = await this.waitFor('event', 1, timeoutMs);
    while (!events.some((event) => matches(event.data)))
      events = await this.waitFor('event', events.length + 1, timeoutMs);
    return events.find((event) => matches(event.data))?.data;
  }

  async waitForClose(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the connection stayed open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.closed;
  }

  close() {
    this.socket.terminate();
  }
}
