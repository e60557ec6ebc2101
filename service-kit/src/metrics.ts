import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './database';

export type { Counter, Gauge } from 'prom-client';

/** Seconds; from a cached answer (a millisecond) to the request timeout's neighbourhood. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One Prometheus registry per service instance (`app.metrics`), exposed at `/metrics`
 * (docs/decisions/0107-metrics.md): Node's own figures (CPU, memory, event-loop delay, garbage
 * collection), requests per route with their latency, and what the service adds (`gauge`,
 * `counter`). Metric names carry no service prefix: the scrape's `job` label says which service.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  /** Rate from `_count`, latency from the buckets, per route pattern (never the raw URL: bounded labels). */
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;

  #processMetrics = false;

  constructor() {
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, per route pattern',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
  }

  /** A gauge whose value is read from `read` at each scrape (or set by its owner when `read` is left out). */
  gauge(name: string, help: string, read?: () => number): Gauge {
    return new Gauge({
      name,
      help,
      registers: [this.registry],
      ...(read
        ? {
            collect() {
              this.set(read());
            },
          }
        : {}),
    });
  }

  counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: [this.registry] });
  }

  /** Prometheus' text format. Node's own figures start with the first scrape: an app never scraped (tests) watches nothing. */
  async text(): Promise<string> {
    if (!this.#processMetrics) {
      this.#processMetrics = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }

  /** Records one answered request; a callback hook, so no promise per request. */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    this.requestDuration.observe(
      {
        method: request.method,
        // 404s have no route; one label for all of them keeps the series bounded.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  }
}

/** The pool's connections (PostgreSQL) at each scrape; PGlite has one connection and no pool. */
export function databasePoolMetrics(metrics: ServiceMetrics, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  metrics.gauge('db_pool_connections', 'Open connections of the database pool', () => stats().total);
  metrics.gauge('db_pool_idle_connections', 'Idle connections of the database pool', () => stats().idle);
  metrics.gauge('db_pool_waiting_requests', 'Queries waiting for a connection of the pool', () => stats().waiting);
}

function normalised(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`) as a BlockList. */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/**
 * `GET /metrics` in Prometheus' text format, for the scraper only: the peer must be one of
 * `allowedFrom` (loopback by default) and the request must not have come through a proxy (one
 * carrying X-Forwarded-For or Forwarded is a visitor's, relayed by the site's proxy or a load
 * balancer). Anyone else gets the 404 of an address with nothing at it.
 */
export function metricsRoute(app: FastifyInstance, metrics: ServiceMetrics, allowedFrom: readonly string[]): void {
  const allowed = addressList(allowedFrom);
  app.get('/metrics', { config: { rateLimit: false, otel: false } }, async (request, reply) => {
    const peer = normalised(request.socket.remoteAddress ?? '');
    const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const family = isIP(peer) === 6 ? 'ipv6' : 'ipv4';
    if (proxied || isIP(peer) === 0 || !allowed.check(peer, family)) {
      return reply.code(404).send({ error: 'There is nothing at this address.' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
