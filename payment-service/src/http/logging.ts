import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

/**
 * A checkout session id is a bearer token for the paid downloads, so logs keep only enough of
 * it to correlate (its last 6 characters).
 */
function maskSessionIds(text: string): string {
  return text.replace(/cs_[A-Za-z0-9_-]+/g, (id) => `cs_…${id.slice(-6)}`);
}

/**
 * Requests are logged as method and masked URL only: no headers (Stripe signatures, cookies),
 * no client address and no body (survey answers are personal data). Secrets are never logged.
 */
export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: maskSessionIds(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
