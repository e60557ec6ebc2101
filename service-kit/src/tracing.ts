import { FastifyOtelInstrumentation } from '@fastify/otel';
import { SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { ConfigError } from './config';
import type { Database, Queryable } from './database';

/**
 * OpenTelemetry traces, off unless the standard variables ask for them
 * (docs/decisions/0108-traces-and-trace-ids.md): `OTEL_TRACES_EXPORTER=otlp` (or an
 * `OTEL_EXPORTER_OTLP_ENDPOINT` / `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) sends them over OTLP/HTTP,
 * `console` prints them; `OTEL_SDK_DISABLED=true` or `OTEL_TRACES_EXPORTER=none` keeps them off.
 * The exporter, sampler (`OTEL_TRACES_SAMPLER`) and batching (`OTEL_BSP_*`) read their own
 * variables. Unconfigured, nothing is loaded into requests and nothing leaves the machine.
 */
export interface Tracing {
  /** Spans per request (route, method, status) and per hook, registered first by createService. */
  readonly instrumentation: FastifyOtelInstrumentation;
  /** The same database, each query and transaction a client span of the request that sent it. */
  traceDatabase(database: Database): Database;
  /** Sends what is buffered, then stops; the drain calls it after the server closed. */
  shutdown(): Promise<void>;
}

/** The statement's first word (SELECT, INSERT...): a span name with bounded cardinality. */
const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Database spans without patching `pg` (which needs a loader hook): the kit's one SQL layer is
 * wrapped instead, so PGlite is traced as well. The statement's text is recorded (its parameters
 * never are).
 */
function tracedDatabase(database: Database, tracer: Tracer): Database {
  const system = database.kind === 'postgres' ? 'postgresql' : 'pglite';
  const query =
    (parent: Queryable) =>
    <Row>(sql: string, params?: unknown[]): Promise<Row[]> =>
      tracer.startActiveSpan(
        operationOf(sql),
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': system, 'db.query.text': sql } },
        (span) => inSpan(span, () => parent.query<Row>(sql, params)),
      );
  return {
    ...database,
    query: query(database),
    transaction: (work) =>
      tracer.startActiveSpan(
        'transaction',
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': system } },
        (span) => inSpan(span, () => database.transaction((tx) => work({ query: query(tx) }))),
      ),
  };
}

type Environment = Readonly<Record<string, string | undefined>>;

/** Which exporter the environment asks for; null: tracing is off. */
export function tracesExporterFrom(environment: Environment): 'otlp' | 'console' | null {
  if (environment.OTEL_SDK_DISABLED?.toLowerCase() === 'true') return null;
  const named = environment.OTEL_TRACES_EXPORTER?.split(',')[0]?.trim().toLowerCase();
  if (named === 'none') return null;
  if (named === 'console') return 'console';
  if (named === 'otlp') return 'otlp';
  if (named)
    throw new ConfigError([`OTEL_TRACES_EXPORTER must be otlp, console or none (got ${JSON.stringify(named)})`]);
  return environment.OTEL_EXPORTER_OTLP_ENDPOINT || environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : null;
}

/**
 * A tracer provider with `exporter` (a test's in-memory one) or the one the environment names.
 * `register` makes it the process's (context across awaits, W3C `traceparent` propagation): done
 * once by a service's entry point, never by a test.
 */
export function startTracing(
  serviceName: string,
  {
    environment = process.env,
    exporter,
    register = false,
  }: {
    environment?: Environment;
    exporter?: SpanExporter;
    register?: boolean;
  } = {},
): Tracing | null {
  const kind = exporter ? 'given' : tracesExporterFrom(environment);
  if (kind === null) return null;
  const spanProcessor =
    kind === 'given' && exporter
      ? new SimpleSpanProcessor(exporter)
      : kind === 'console'
        ? new BatchSpanProcessor(new ConsoleSpanExporter())
        : new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': environment.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [spanProcessor],
  });
  if (register) provider.register();
  // The request id is the trace id when the caller sent `traceparent`; otherwise the tracer starts
  // a trace of its own, and the attribute ties it to the request's log lines.
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => span.setAttribute('request.id', request.id),
  });
  instrumentation.setTracerProvider(provider);
  const tracer = provider.getTracer('@mindset/service-kit');
  return {
    instrumentation,
    traceDatabase: (database) => tracedDatabase(database, tracer),
    shutdown: () => provider.shutdown(),
  };
}
