import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { LogLevel } from './config';

/** Fastify's own 4xx errors, reworded for a person; the code names come from fastify/lib/errors.js. */
function frameworkMessage(code: string, bodyLimitBytes: number): string | undefined {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send the details as a JSON object.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large; the limit is ${formatBytes(bodyLimitBytes)}.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length header.';
    case 'FST_ERR_BAD_URL':
      return 'The address of this request is not valid.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address of this request is too long.';
    default:
      return undefined;
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
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
 * type, body too large, bad or over-long URL), schema validation, and errors thrown with a
 * statusCode. A 5xx never reveals its cause, which goes to the log with the request id.
 */
export function createErrorHandler(bodyLimitBytes: number) {
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
      : (frameworkMessage(error.code, request.routeOptions.bodyLimit ?? bodyLimitBytes) ?? error.message);
    void reply.code(status).send({ error: message });
  };
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ error: 'There is nothing at this address.' });
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
  /** Whose X-Forwarded-For is believed: a function gets each hop's address and its distance (0: the peer). */
  trustProxy: boolean | ((address: string, hop: number) => boolean);
  /** A request's headers must arrive within this, and the whole request within `requestTimeoutMs`. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/**
 * A Fastify instance with the platform's conventions: request ids (x-request-id), logs without
 * headers, bodies or addresses, `{error}` answers, header and body timeouts, and a shutdown that
 * lets requests in flight finish.
 */
export function createService(options: ServiceOptions): FastifyInstance {
  const maskUrl = options.maskUrl ?? ((url: string) => url);
  const handleError = createErrorHandler(options.bodyLimitBytes);
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (request: { method: string; url: string }) => ({ method: request.method, url: maskUrl(request.url) }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: options.bodyLimitBytes,
    trustProxy: options.trustProxy,
    // A client that trickles its headers or body is cut off instead of holding a socket.
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // Finish the requests in flight on close; idle keep-alive connections are closed at once.
    forceCloseConnections: 'idle',
    // A bad or over-long URL is refused by the router before any hook: same {error} answer.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  });
  app.server.headersTimeout = options.headersTimeoutMs ?? 10_000;

  // Plain text would reach the JSON routes as a string; refusing it gives a clear 415 instead.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // A keep-alive socket whose request was in flight at shutdown would stay open until its
  // timeout and hold close() back; asking the client to close it lets shutdown finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
  return app;
}

/** SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most `timeoutMs`), then `cleanup`. */
export function stopOnSignals(app: FastifyInstance, timeoutMs: number, cleanup: () => Promise<void>): void {
  let stopping = false;
  async function stop(signal: NodeJS.Signals): Promise<void> {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      app.log.error('requests still in flight after the shutdown timeout; exiting anyway');
      process.exit(1);
    }, timeoutMs);
    forceExit.unref();
    await app.close();
    await cleanup();
    process.exit(0);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (received) => void stop(received));
}
