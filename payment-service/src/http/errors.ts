import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The largest JSON body accepted anywhere except the Stripe webhook; a payment request is far smaller. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/** Fastify's own 4xx errors, reworded for a person; the code names come from fastify/lib/errors.js. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send the details as a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large; the limit is ${BODY_LIMIT_BYTES / 1024} KB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted; send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length header.',
};

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Every error leaves as `{error: "<a sentence>"}`; a 5xx never reveals its cause, which goes to the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(status).send({ error: INTERNAL_ERROR_MESSAGE });
    return;
  }
  request.log.info({ code: error.code, statusCode: status }, 'request refused');
  void reply.code(status).send({ error: FRAMEWORK_MESSAGES[error.code] ?? error.message });
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({ error: 'There is nothing at this address.' });
}

/** Rate-limit refusals go through handleError like any other error, hence a statusCode on the error. */
export function rateLimitError(): Error & { statusCode: number } {
  return Object.assign(new Error('Too many requests from this address; please wait a minute and try again.'), {
    statusCode: 429,
  });
}
