import { httpError } from '@mindset/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The one rule for text that arrives in a request (docs/decisions/0078-one-text-rule.md): every
 * text field of every body, query and path goes through `text()`. PostgreSQL cannot store the NUL
 * character (it answered 500), and a lone surrogate (half of an emoji's UTF-16 pair) turned into
 * U+FFFD without a word; both are refused here with a sentence naming the field.
 */

/** An unpaired high surrogate, or a low surrogate without its high half before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** The longest text accepted, in UTF-16 code units (what the screens count). */
  max: number;
  /** The refusal when it is longer; "<what> can be at most <max> characters." unless given. */
  tooLong?: string;
  /** The refusal when the field is missing or not a string; "<what> must be text." unless given. */
  notText?: string;
  /** Leading and trailing white space is dropped before the length and later checks. */
  trim?: boolean;
}

/**
 * A text field named `what` as a person reads it ("The caption", "Full Name"). Chain further
 * checks (`.min`, `.regex`, `.pipe`) after it; they only see text that passed the rule.
 */
export function text(what: string, { max, tooLong, notText, trim = false }: TextOptions) {
  const rule = z
    .string({ error: notText ?? `${what} must be text.` })
    .refine((value) => !value.includes('\u0000'), {
      message: `${what} contains a NUL character; remove it and try again.`,
      abort: true,
    })
    .refine((value) => !LONE_SURROGATE.test(value), {
      message: `${what} contains a broken character (half of an emoji or symbol); remove it and try again.`,
      abort: true,
    });
  return (trim ? rule.trim() : rule).max(
    max,
    tooLong ?? `${what} can be at most ${max.toLocaleString('en-GB')} characters.`,
  );
}

export const MALFORMED_ADDRESS = 'The address of this request is not valid.';

/**
 * A query string whose %-escapes are not UTF-8 (a lone surrogate sent as %ED%A0%80) would reach
 * the schemas as its raw escapes; it is refused like a malformed path instead.
 */
export async function refuseMalformedQuery(request: FastifyRequest): Promise<void> {
  const queryStart = request.url.indexOf('?');
  if (queryStart === -1) return;
  try {
    decodeURIComponent(request.url.slice(queryStart + 1));
  } catch {
    throw httpError(400, MALFORMED_ADDRESS);
  }
}
