import { FastifyOtelInstrumentation } from '@fastify/otel';
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
  /** Sends what is buffered, then stops; the drain calls it after the server closed. */
  shutdown(): Promise<void>;
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
  return { instrumentation, shutdown: () => provider.shutdown() };
}
