import * as z from 'zod/mini';
import { idText, text } from './text';

/**
 * `POST /api/members/internal/notices`: what payment-service tells member-service to tell a member
 * (docs/decisions/0141-contest-notices-from-payment-service.md). Sent by payment-service's relay with
 * `Authorization: Bearer <MEMBER_NOTICES_SECRET>`, never by a browser.
 */
export const MEMBER_NOTICES_PATH = '/api/members/internal/notices';

/** The most notices one request carries (the relay's batch). */
export const MEMBER_NOTICES_BATCH = 50;

const noticeFields = {
  /** Unique per thing told (`entry:<session>`, `result:<contest>:<round>:<member>`): a notice delivered twice tells once. */
  key: idText('The notice key', 200),
  /** The member the notice is for: the id member-service put in their identity token. */
  memberId: idText('The member', 64),
  /** The contest's name, as the catalogue words it. */
  contest: text({ label: 'The contest', max: 200, required: 'The contest is missing.' }),
  round: z.int({ error: 'The round must be a whole number.' }).check(z.positive('The round must be a whole number.')),
};

/** A paid entry: the receipt. */
export const contestEntryNotice = z.strictObject({
  ...noticeFields,
  kind: z.literal('contest_entry'),
  /** Entries bought in that checkout. */
  entries: z
    .int({ error: 'The entries must be a whole number.' })
    .check(z.positive('The entries must be a whole number.')),
  /** The entry's reference in the round's published entries list. */
  reference: idText('The entry reference', 40),
});
export type ContestEntryNotice = z.infer<typeof contestEntryNotice>;

/** A drawn round, to each member who entered it. */
export const contestResultNotice = z.strictObject({
  ...noticeFields,
  kind: z.literal('contest_result'),
  won: z.boolean({ error: 'Whether the member won must be true or false.' }),
});
export type ContestResultNotice = z.infer<typeof contestResultNotice>;

export const memberNotice = z.discriminatedUnion('kind', [contestEntryNotice, contestResultNotice]);
export type MemberNotice = z.infer<typeof memberNotice>;

export const memberNoticesRequest = z.strictObject({
  notices: z
    .array(memberNotice)
    .check(
      z.minLength(1, 'Send at least one notice.'),
      z.maxLength(MEMBER_NOTICES_BATCH, `Send at most ${MEMBER_NOTICES_BATCH} notices at once.`),
    ),
});
export type MemberNoticesRequest = z.infer<typeof memberNoticesRequest>;

/** How many notices were new (and told), and how many had been received before. */
export const memberNoticesAnswer = z.object({ received: z.number(), duplicates: z.number() });
export type MemberNoticesAnswer = z.infer<typeof memberNoticesAnswer>;
