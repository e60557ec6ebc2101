import { randomInt } from 'node:crypto';

// Support's rules: the reference, the limits and the sentences. No SQL.

/** Digits and capitals a person reads aloud without doubt: no 0/O, 1/I. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

/** "MS-7K3Q9P": short enough to say on the phone; 32⁶ (about a billion) of them, drawn at random. */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `MS-${code}`;
}

/**
 * Each request's confirmation repeats what was written to the address given: at most this many an
 * hour go to one address, so the form cannot be used to mail someone at will. Past it the request
 * is still taken (the page shows its reference) and answered; only the confirmation is not sent.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_HOUR = 5;

/** The studio lists at most this many requests (open ones first). */
export const TICKETS_LISTED = 200;
/** A member's own requests shown on the support page. */
export const OWN_TICKETS_LISTED = 20;

export const NO_SUCH_TICKET = 'There is no such support request.';
export const SUPPORT_STAFF_ONLY = 'Only moderators and the owner answer support requests.';
