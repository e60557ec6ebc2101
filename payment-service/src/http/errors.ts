import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The largest JSON body accepted anywhere except the Stripe webhook; a payment request is far smaller. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Every error answer of the service, whoever produced it. */
export const errorAnswer = z.object({ error: z.string().describe('A sentence a person can read') });

/** Fastify's own 4xx errors, reworded for a person; the code names come from fastify/lib/errors.js. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the details as a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
  FST_ERR_BAD_URL: 'The address of this request is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'This request cannot be routed.',
};

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function bodyTooLargeMessage(request: FastifyRequest): string {
  // The route's own limit (the webhook accepts more than the JSON routes), not the global one.
  const limit = request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES;
  return `The request body is too large; the limit is ${Math.round(limit / 1024)} KB.`;
}

/** Every error leaves as `{error: "<a sentence>"}`; a 5xx never reveals its cause, which goes to the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    request.log.info({ code: 'validation', statusCode: 400 }, 'request refused');
    void reply.code(400).send({ error: error.validation[0]?.message ?? 'The request is not valid.' });
    return;
  }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(status).send({ error: INTERNAL_ERROR_MESSAGE });
    return;
  }
  request.log.info({ code: error.code, statusCode: status }, 'request refused');
  const message =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? bodyTooLargeMessage(request)
      : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
  void reply.code(status).send({ error: message });
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ error: 'There is nothing at this address.' });
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
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

/** Rate-limit refusals go through handleError like any other error, hence a statusCode on the error. */
export function rateLimitError(): Error & { statusCode: number } {
  return Object.assign(new Error('Too many requests from this address; please wait a minute and try again.'), {
    statusCode: 429,
  });
}
