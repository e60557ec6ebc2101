import type { FastifyInstance } from 'fastify';

/** Resolves when what it checks is ready; rejects with a short state ("unreachable", "pending") when not. */
export type ReadinessCheck = () => Promise<void>;

/** A step of the drain that runs before the server stops accepting (a bus stops consuming, for example). */
export type DrainStep = () => Promise<void>;

/**
 * Whether this instance should get traffic, and how it stops: readiness checks (the database and
 * its migrations from the kit; the live bus, for example, from a service) and the steps of a
 * drain (docs/decisions/0105-health-and-drain.md). One per Fastify instance: `app.lifecycle`.
 */
export class Lifecycle {
  readonly #checks = new Map<string, ReadinessCheck>();
  readonly #drainSteps: { name: string; step: DrainStep }[] = [];
  #draining = false;

  /** `name` appears in `/health/ready`'s answer; the instance is ready only when every check passes. */
  addReadinessCheck(name: string, check: ReadinessCheck): void {
    if (this.#checks.has(name)) throw new Error(`A readiness check named ${name} is already registered`);
    this.#checks.set(name, check);
  }

  get readinessChecks(): ReadonlyMap<string, ReadinessCheck> {
    return this.#checks;
  }

  /** Runs, in the order added, after the instance turned not-ready and before it stops accepting. */
  onDrain(name: string, step: DrainStep): void {
    this.#drainSteps.push({ name, step });
  }

  get draining(): boolean {
    return this.#draining;
  }

  /** Not ready from now on: load balancers stop sending new work. */
  startDraining(): void {
    this.#draining = true;
  }

  async runDrainSteps(log: FastifyInstance['log']): Promise<void> {
    for (const { name, step } of this.#drainSteps) {
      try {
        await step();
      } catch (error) {
        log.error({ err: error, step: name }, 'a drain step failed; the drain goes on');
      }
    }
  }
}

export interface DrainOptions {
  /** The whole drain must end within this; past it the process exits with status 1 (SHUTDOWN_TIMEOUT_MS). */
  graceMs: number;
  /**
   * How long the instance keeps serving after turning not-ready, so a load balancer's next probe
   * sees it before connections are refused (SHUTDOWN_DELAY_MS; 0 when nothing probes it).
   */
  notReadyDelayMs: number;
  /** After the server closed (no request or socket left): jobs, then the caller's other resources. */
  cleanup?: () => Promise<void>;
  /** Closed last of all, when nothing can query it any more. */
  closeDatabase: () => Promise<void>;
}

/**
 * The drain, in order: not ready → (after `notReadyDelayMs`) the service's drain steps → stop
 * accepting (new connections refused; a request on a kept-alive connection gets a 503 and
 * `connection: close`) while live sockets are told to reconnect elsewhere (the service's preClose
 * hooks) and requests in flight finish → `cleanup` → the database. Resolves when all is done; the
 * caller exits. Exported for tests; `drainOnSignals` runs it on SIGTERM/SIGINT.
 */
export async function drain(app: FastifyInstance, options: Omit<DrainOptions, 'graceMs'>): Promise<void> {
  app.lifecycle.startDraining();
  app.log.info({ delayMs: options.notReadyDelayMs }, 'draining: not ready');
  if (options.notReadyDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.notReadyDelayMs));
  await app.lifecycle.runDrainSteps(app.log);
  app.log.info('draining: no new requests; finishing those in flight');
  await app.close();
  await options.cleanup?.();
  await options.closeDatabase();
  app.log.info('drained');
}

/** SIGTERM/SIGINT: `drain`, within `graceMs`; exit 0 when it finished, 1 when the grace period ran out. */
export function drainOnSignals(app: FastifyInstance, { graceMs, ...options }: DrainOptions): void {
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal, graceMs }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error({ graceMs }, 'the drain did not finish within the grace period; exiting anyway');
      process.exit(1);
    }, graceMs);
    forceExit.unref();
    drain(app, options).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'the drain failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, onSignal);
}
