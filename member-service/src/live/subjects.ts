/**
 * Names on NATS for one deployment (or one test run): its prefix keeps runs that share a server
 * apart (docs/decisions/0100-live-bus.md).
 */
export interface BusNames {
  /** The JetStream stream the relay writes. */
  stream: string;
  /** Every topic's subject is under it. */
  subjects: string;
  /** Where the relay says how far it has published, after each batch. */
  head: string;
  subject(topic: string): string;
}

/** A prefix is one subject token and a valid stream name. */
export const BUS_PREFIX = /^[A-Za-z0-9_-]{1,48}$/;

export function busNames(prefix: string): BusNames {
  return {
    stream: `${prefix}_live`,
    subjects: `${prefix}.live.>`,
    head: `${prefix}.head`,
    // `post:abc` → `<prefix>.live.post.abc`; anything outside a subject token's safe characters is
    // written as _hex, so two topics never share a subject.
    subject: (topic) =>
      `${prefix}.live.${topic
        .split(':')
        .map((part) => part.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`) || '_')
        .join('.')}`,
  };
}
