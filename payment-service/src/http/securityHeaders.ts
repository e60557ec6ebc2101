import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** A Content-Security-Policy of fixed texts: nothing in it is computed per request (no nonce). */
interface StaticContentSecurityPolicy {
  useDefaults: boolean;
  directives: Record<string, string[]>;
}

/** What one group of routes sets differently from the rest of the service. */
interface PageHeaderOptions {
  contentSecurityPolicy?: StaticContentSecurityPolicy;
  referrerPolicy?: NonNullable<Parameters<typeof helmet.referrerPolicy>[0]>;
}

/**
 * The headers helmet sends with the service's options (`page` replacing some), worked out once
 * when the service starts. @fastify/helmet built helmet's middleware again for every request, the
 * CSP parsed and checked each time, a measurable share of a `/health` answer
 * (docs/decisions/0029-precomputed-headers-and-shared-health-check.md). The same helmet writes the
 * same headers; only the work per request is gone.
 */
export function securityHeaders(page: PageHeaderOptions = {}): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which neither Node nor Fastify sets.
    removeHeader() {},
  };
  // The paid files are fetched by the site's pages, which live on another origin.
  const middleware = helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' }, ...page });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
