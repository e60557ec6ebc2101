import { z } from 'zod';
import type { CreatePaymentRequest } from '@mindset/payment-contract';
import { residenceCountryField, type ResidenceCountry } from '@mindset/payment-contract/contests';
import { findCatalogueItem, MAX_CONTEST_ENTRIES_PER_CHECKOUT, type CatalogueItem } from './catalogue';
import { contestMessages } from './contests/rules';

/** Contests have five questions; a little room for a longer survey later, no room for abuse. */
const MAX_ANSWERS = 10;
const MAX_ANSWER_LENGTH = 1000;
const MAX_TITLE_LENGTH = 200;
const MAX_SURVEY_ID_LENGTH = 100;

/** NUL, or half of a surrogate pair: PostgreSQL cannot store either in text or jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** A type issue on an absent field means "missing", which reads better than "wrong type". */
function fieldMessage(missing: string, wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? missing : wrongType);
}

export const createPaymentBody = z.strictObject(
  {
    surveyId: z
      .string({ error: fieldMessage('surveyId is required.', 'surveyId must be text.') })
      .min(1, 'surveyId must not be empty.')
      .max(MAX_SURVEY_ID_LENGTH, 'There is no contest or product with this id.'),
    surveyTitle: z
      .string({ error: fieldMessage('surveyTitle is required.', 'surveyTitle must be text.') })
      .trim()
      .min(1, 'surveyTitle must not be empty.')
      .max(MAX_TITLE_LENGTH, `surveyTitle must be at most ${MAX_TITLE_LENGTH} characters.`)
      .refine(isStorableText, 'surveyTitle contains a character that is not allowed (NUL or a broken emoji).'),
    quantity: z
      .number({ error: fieldMessage('quantity is required.', 'Quantity must be a whole number, such as 1.') })
      .int('Quantity must be a whole number, such as 1.')
      .min(1, 'Quantity must be at least 1.')
      .max(
        MAX_CONTEST_ENTRIES_PER_CHECKOUT,
        `Quantity can be at most ${MAX_CONTEST_ENTRIES_PER_CHECKOUT} entries per checkout.`,
      ),
    currency: z.enum(['gbp', 'usd'], {
      error: fieldMessage('currency is required.', "Currency must be 'gbp' or 'usd'."),
    }),
    answers: z
      .array(
        z
          .string({ error: 'Each answer must be text.' })
          .max(MAX_ANSWER_LENGTH, `Each answer must be at most ${MAX_ANSWER_LENGTH} characters.`)
          .refine(isStorableText, 'An answer contains a character that is not allowed (NUL or a broken emoji).'),
        { error: 'answers must be a list of texts.' },
      )
      .max(MAX_ANSWERS, `At most ${MAX_ANSWERS} answers are accepted.`)
      .optional(),
    // The country a contest entrant declares they live in (the contract's field: its codes and sentence).
    residenceCountry: z.optional(residenceCountryField),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const field = String(issue.keys[0] ?? '').slice(0, 40);
        return `The field "${field}" is not accepted; send only surveyId, surveyTitle, quantity, currency, answers and residenceCountry.`;
      }
      return 'The request body must be a JSON object with surveyId, surveyTitle, quantity and currency.';
    },
  },
) satisfies z.ZodType<CreatePaymentRequest & { residenceCountry?: ResidenceCountry }>;

export interface PaymentOrder {
  item: CatalogueItem;
  quantity: number;
  answers: string[];
  /** Contests only: checked against the contest's region by the route (contests/rules.ts). */
  residenceCountry: ResidenceCountry | undefined;
}

export type CreatePaymentValidation = { ok: true; order: PaymentOrder } | { ok: false; message: string };

/**
 * Prices a request whose shape the route's schema already checked: the catalogue decides the item,
 * its currency and its price; or one sentence saying what is wrong.
 */
export function priceOrder(request: z.output<typeof createPaymentBody>): CreatePaymentValidation {
  const item = findCatalogueItem(request.surveyId);
  if (!item) return { ok: false, message: 'There is no contest or product with this id.' };
  if (request.currency !== item.currency) {
    return {
      ok: false,
      message: `This item is priced in ${item.currency.toUpperCase()}, so the currency must be '${item.currency}'.`,
    };
  }
  if (request.quantity > item.maxQuantity) {
    return {
      ok: false,
      message:
        item.maxQuantity === 1
          ? 'The ebook bundle is sold one at a time, so the quantity must be 1.'
          : `Quantity can be at most ${item.maxQuantity} entries per checkout.`,
    };
  }
  const answers = request.answers ?? [];
  if (item.kind !== 'contest' && answers.length > 0) {
    return { ok: false, message: 'Survey answers are only accepted with a contest entry.' };
  }
  if (item.kind !== 'contest' && request.residenceCountry !== undefined) {
    return { ok: false, message: contestMessages.residenceOnlyForContests };
  }
  return { ok: true, order: { item, quantity: request.quantity, answers, residenceCountry: request.residenceCountry } };
}
