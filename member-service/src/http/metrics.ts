import type { FastifyInstance } from 'fastify';
import type { Counter, Gauge } from '@mindset/service-kit';
import { passwordHashingLoad } from '../accounts/passwords';

/** member-service's own figures at /metrics, beside the kit's (requests per route, pool, Node). */
export interface MemberMetrics {
  /** Events sent to live sockets. */
  liveDeliveries: Counter;
  /** Seconds from an event's commit to its publication on the bus; set by the relay that publishes. */
  relayLagSeconds: Gauge;
}

/** The start of every event frame the live route sends (`{ type: 'event', ...event }`). */
const EVENT_FRAME = '{"type":"event"';

export function memberMetrics(app: FastifyInstance): MemberMetrics {
  const { metrics } = app;
  metrics.gauge('live_sockets', 'Open live WebSockets on this instance', () =>
    app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0,
  );
  const liveDeliveries = metrics.counter('live_deliveries_total', 'Live events sent to open sockets');
  const relayLagSeconds = metrics.gauge(
    'live_relay_lag_seconds',
    'Time from a live event being written to its publication on the bus, as the relay last saw it',
  );
  metrics.gauge(
    'sign_in_hashing_queued',
    'Password checks waiting for a hashing worker',
    () => passwordHashingLoad().queued,
  );
  metrics.gauge('sign_in_hashing_running', 'Password checks being hashed now', () => passwordHashingLoad().running);
  // Counted where frames leave, so the live route itself stays as it is.
  app.addHook('onReady', (done) => {
    app.websocketServer.on('connection', (socket: { send: (data: unknown, ...rest: unknown[]) => void }) => {
      const send = socket.send.bind(socket);
      socket.send = (data: unknown, ...rest: unknown[]) => {
        if (typeof data === 'string' && data.startsWith(EVENT_FRAME)) liveDeliveries.inc();
        send(data, ...rest);
      };
    });
    done();
  });
  return { liveDeliveries, relayLagSeconds };
}
