import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { z } from 'zod';
import type { LogLevel, TrustedProxies } from './config';
import { Lifecycle } from './lifecycle';
import { metricsRoute, ServiceMetrics } from './metrics';
import type { Tracing } from './tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness checks and drain steps (service-kit's lifecycle.ts). */
    lifecycle: Lifecycle;
    /** This instance's Prometheus registry, served at /metrics (service-kit's metrics.ts). */
    metrics: ServiceMetrics;
  }
}

/** Every error answer of a service, whoever produced it: for the routes' response schemas. */
export const errorAnswer = z.object({ error: z.string().describe('A sentence a person can read') });

/** Fastify's own 4xx errors, reworded for a person; the code names come from fastify/lib/errors.js. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the details as a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
  FST_ERR_BAD_URL: 'The address of this request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'This request cannot be routed.',
};

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** A schema's own message when it wrote one (a sentence ending in a full stop); else the field and zod's words. */
function validationMessage(error: FastifyError): string {
  const first = (error.validation as ValidationIssue[] | undefined)?.[0];
  const message = first?.message ?? 'The request is not valid.';
  if (/[.!?]$/.test(message)) return message;
  const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const where = error.validationContext ?? 'request';
  return field ? `The ${where} field "${field}" is not valid: ${message}.` : `The ${where} is not valid: ${message}.`;
}

/**
 * Every error leaves as `{error: "<a sentence>"}`: Fastify's own (malformed JSON, wrong content
 * type, body too large with the route's own limit, bad or over-long URL), schema validation, and
 * errors thrown with a statusCode. A 5xx never reveals its cause, which goes to the log with the
 * request id. `messages` replaces some of Fastify's sentences with a service's own.
 */
export function createErrorHandler(bodyLimitBytes: number, messages: Readonly<Record<string, string>> = {}) {
  const frameworkMessages = { ...FRAMEWORK_MESSAGES, ...messages };
  return function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    // Router errors skip the onRequest hooks, so the request id is set here as well.
    void reply.header('x-request-id', request.id);
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      void reply.code(status).send({ error: INTERNAL_ERROR_MESSAGE });
      return;
    }
    request.log.info({ code: error.code, statusCode: status }, 'request refused');
    const message = error.validation
      ? validationMessage(error)
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? `The request body is too large; the limit is ${formatBytes(request.routeOptions.bodyLimit ?? bodyLimitBytes)}.`
        : (frameworkMessages[error.code] ?? error.message);
    void reply.code(status).send({ error: message });
  };
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ error: 'There is nothing at this address.' });
}

const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large.',
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a malformed request line, the
 * headers or body arriving too slowly, headers too large), answered in the same `{error}` shape.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ error: CLIENT_ERROR_MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** An error that handleError sends as it is, with its status: `throw httpError(409, '...')`. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** Rate-limit refusals go through handleError like any other error, hence a statusCode on the error. */
export function rateLimitError(): Error & { statusCode: number } {
  return httpError(429, 'Too many requests from this address; please wait a minute and try again.');
}

export interface ServiceOptions {
  logLevel: LogLevel;
  /** Where log lines go; standard output unless given (tests read them). */
  logStream?: NodeJS.WritableStream | undefined;
  /** Rewrites a URL before it is logged (to shorten tokens it carries). */
  maskUrl?: (url: string) => string;
  bodyLimitBytes: number;
  /**
   * Whose X-Forwarded-For is believed: true for every hop, a hop count, the proxies' addresses, or a
   * function that gets each hop's address and its distance (0: the peer).
   */
  trustProxy: boolean | TrustedProxies | ((address: string, hop: number) => boolean);
  /** A request's headers must arrive within this, and the whole request within `requestTimeoutMs`. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** The longest path parameter the router accepts (Fastify's default 100); longer answers 414. */
  maxParamLength?: number;
  /** Headers sent with every answer, worked out once (security headers, for example). */
  headers?: Readonly<Record<string, string>>;
  /** A service's own sentences for some of Fastify's errors, by error code. */
  frameworkMessages?: Readonly<Record<string, string>>;
  /** Traces per request when the environment turned them on (startTracing); null or absent: off. */
  tracing?: Tracing | null;
  /** Peers allowed to read /metrics (addresses or CIDR ranges); loopback when absent. */
  metricsAllowedFrom?: readonly string[];
}

/** W3C Trace Context: version 00, a trace id and a parent id, neither all zeros. */
const TRACEPARENT = /^00-(?!0{32})([0-9a-f]{32})-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The trace id of a `traceparent` header, or null when there is none or it is malformed. */
export function traceIdFrom(traceparent: string | string[] | undefined): string | null {
  return typeof traceparent === 'string' ? (TRACEPARENT.exec(traceparent)?.[1] ?? null) : null;
}

/**
 * A request's id is its trace id: the caller's (`traceparent`), so one id follows a request across
 * services and into the traces, or a new one in the same format.
 */
function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  return traceIdFrom(request.headers.traceparent) ?? randomBytes(16).toString('hex');
}

const SHUTTING_DOWN_MESSAGE = 'This instance is shutting down; please try again.';

/** A hop count becomes "trust the nearest n hops", the form Fastify's types accept. */
function proxyTrust(
  trusted: boolean | TrustedProxies | ((address: string, hop: number) => boolean),
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trusted === 'number' ? (_address, hop) => hop < trusted : trusted;
}

/**
 * A Fastify instance with the platform's conventions: request ids (x-request-id), logs without
 * headers, bodies or addresses, `{error}` answers (the HTTP parser's included), header and body
 * timeouts, and a shutdown that lets requests in flight finish. Hooks that run on every request
 * take a callback: an async hook costs a promise per request.
 */
export function createService(options: ServiceOptions): FastifyInstance {
  const maskUrl = options.maskUrl ?? ((url: string) => url);
  const handleError = createErrorHandler(options.bodyLimitBytes, options.frameworkMessages);
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: maskUrl(request.url) }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    bodyLimit: options.bodyLimitBytes,
    trustProxy: proxyTrust(options.trustProxy),
    // A client that trickles its headers or body is cut off instead of holding a socket.
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // Node checks the timeouts every 30 s by default, letting slow requests live that long.
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1_000, Math.floor(headersTimeout / 2)) },
    ...(options.maxParamLength ? { routerOptions: { maxParamLength: options.maxParamLength } } : {}),
    // Finish the requests in flight on close; idle keep-alive connections are closed at once.
    forceCloseConnections: 'idle',
    // A request arriving on a kept-alive connection while closing gets the platform's {error} 503 below.
    return503OnClosing: false,
    // A bad or over-long URL is refused by the router before any hook: same {error} answer.
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });

  // Plain text would reach the JSON routes as a string; refusing it gives a clear 415 instead.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  const lifecycle = new Lifecycle();
  const metrics = new ServiceMetrics();
  app.decorate('lifecycle', lifecycle);
  app.decorate('metrics', metrics);
  if (options.tracing) {
    const tracing = options.tracing;
    // First, so every route and hook registered after it gets spans; flushed once the server closed.
    void app.register(tracing.instrumentation.plugin());
    app.addHook('onClose', async () => tracing.shutdown());
  }
  const headers = options.headers ?? {};
  // A keep-alive socket whose request was in flight at shutdown would stay open until its
  // timeout and hold close() back; asking the client to close it lets shutdown finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers).header('x-request-id', request.id);
    if (closing) {
      void reply.code(503).header('connection', 'close').send({ error: SHUTTING_DOWN_MESSAGE });
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  metricsRoute(app, metrics, options.metricsAllowedFrom ?? ['127.0.0.1', '::1']);
  return app;
}
