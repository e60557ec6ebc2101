import type { Database } from '@mindset/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { LocalHub, type LiveHub } from './liveHub';
import { NatsHub } from './natsHub';

/** The live hub the configuration asks for (docs/decisions/0100-live-bus.md). */
export function createLiveHub(config: Config, database: Database, log: FastifyBaseLogger): LiveHub {
  const schema = config.database.kind === 'postgres' ? config.database.schema : null;
  if (config.live.path === 'nats' && config.database.kind === 'postgres') {
    return new NatsHub(
      database,
      { natsUrl: config.live.natsUrl, prefix: config.live.prefix, databaseUrl: config.database.url, schema },
      log,
    );
  }
  // One NOTIFY channel per database schema, so services sharing a server never hear each other.
  const channel = (schema ? `member_live_${schema}` : 'member_live').slice(0, 63);
  return new LocalHub(database, config.live.path === 'notify' ? 'notify' : 'in-process', channel, log);
}
