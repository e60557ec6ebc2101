import * as z from 'zod/mini';

/** Half of a surrogate pair with no other half: not a character, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every character of `value` can be stored as text (no NUL, no lone surrogate). */
export const isStorable = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

export interface TextRule {
  /** The field as a sentence starts with it: "The caption", "Full Name", "A message". */
  label: string;
  max: number;
  /** The sentence when it is longer than `max` (default: "<label> can be at most <max> characters.", max as 10,000). */
  tooLong?: string;
  /** The sentence when it is not text at all (default: "<label> must be text."). */
  notText?: string;
  /** Leading and trailing spaces are dropped after the length is checked (`'first'`: before it). */
  trim?: boolean | 'first';
  /** The sentence when it is empty (after trimming, with `trim`); without it an empty text is accepted. */
  required?: string;
}

/**
 * The one text rule every text field of every member request uses: its length cap, and a clear
 * sentence naming the field for a character that cannot be stored (a NUL, a lone surrogate), so
 * such text is refused with a 400 and never reaches the database.
 */
export function text(rule: TextRule) {
  const checks: z.core.$ZodCheck<string>[] = [];
  if (rule.trim === 'first') checks.push(z.trim());
  checks.push(
    z.maxLength(
      rule.max,
      rule.tooLong ?? `${rule.label} can be at most ${rule.max.toLocaleString('en-GB')} characters.`,
    ),
  );
  if (rule.trim === true) checks.push(z.trim());
  if (rule.required !== undefined) checks.push(z.minLength(1, rule.required));
  checks.push(z.refine(isStorable, `${rule.label} has a character we cannot store. Remove it and try again.`));
  return z.string({ error: rule.notText ?? `${rule.label} must be text.` }).check(...checks);
}

/** An id the service gave out (a post, a message, a thread): text of 1 to `max` characters. */
export const idText = (label: string, max = 64) =>
  text({ label, max, required: `${label} is missing.`, tooLong: `${label} is not one we gave out.` });
