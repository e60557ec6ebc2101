/**
 * Contests that run for real: the residence an entrant declares, each round's dates, the verifiable
 * draw and its wire shapes (docs/contests-draw.md, decision 0115). A subpath of its own
 * (`@mindset/payment-contract/contests`), not the package's index: shared-ui re-exports the index,
 * and the draw is not part of what every area compiles against.
 */
import * as z from 'zod/mini';

export type ContestRegion = 'UK' | 'USA';

/** Names the draw's algorithm in every draw record; a changed algorithm gets a new name. */
export const DRAW_ALGORITHM = 'sha256-weighted-v1';

/** The countries the entry form offers, by ISO 3166-1 alpha-2 code; `ZZ` is "another country". */
export const residenceCountries = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'IE', name: 'Ireland' },
  { code: 'CA', name: 'Canada' },
  { code: 'AU', name: 'Australia' },
  { code: 'ZZ', name: 'Another country' },
] as const;
export type ResidenceCountry = (typeof residenceCountries)[number]['code'];

/** Product rules (Contests): UK residents or US residents only. */
export const regionCountries: Record<ContestRegion, readonly string[]> = { UK: ['GB'], USA: ['US'] };

export const regionNames: Record<ContestRegion, string> = { UK: 'UK', USA: 'US' };

export function countryName(code: string): string {
  return residenceCountries.find((country) => country.code === code)?.name ?? code;
}

const countryCodes = residenceCountries.map((country) => country.code) as [ResidenceCountry, ...ResidenceCountry[]];

/** The entrant's declaration sent with a contest's create-payment (`residenceCountry`). */
export const residenceCountryField = z.enum(countryCodes, {
  error: 'Choose the country you live in from the list.',
});

// ---------------------------------------------------------------------------------------------
// Wire shapes

export const roundState = z.enum(['open', 'closed']);
export type RoundState = z.infer<typeof roundState>;

/** An entry as the published entries list names it: a pseudonymous reference and its weight. */
export const drawEntry = z.object({
  /** `entryReference(purchase id)`: 12 hexadecimal capitals, the same in the entrant's "My entries". */
  reference: z.string(),
  /** Entries bought in that checkout: the chances it has. */
  weight: z.number(),
});
export type DrawEntry = z.infer<typeof drawEntry>;

/** The round taking entries now (or closed and waiting for its draw). */
export const currentRound = z.object({
  round: z.number(),
  state: roundState,
  /** ISO 8601: entries after this are refused. */
  closesAt: z.string(),
  /** ISO 8601: the owner may run the draw from then. */
  drawAt: z.string(),
  /** Lowercase hex SHA-256 of the round's secret seed, published before the close. */
  commitment: z.string(),
});
export type CurrentRound = z.infer<typeof currentRound>;

/** A round that was drawn: its seed is revealed, its winners recorded. */
export const drawSummary = z.object({
  round: z.number(),
  closesAt: z.string(),
  drawnAt: z.string(),
  commitment: z.string(),
  /** 64 lowercase hex characters (32 bytes); SHA-256 of its bytes is the commitment. */
  seed: z.string(),
  /** How many entries took part, and their total weight. */
  entryCount: z.number(),
  totalWeight: z.number(),
  winners: z.array(drawEntry),
});
export type DrawSummary = z.infer<typeof drawSummary>;

/** `GET /contests/{contestId}`: the contest's dates, commitment and latest draw. */
export const contestAnswer = z.object({
  contestId: z.string(),
  region: z.enum(['UK', 'USA']),
  current: currentRound,
  lastDraw: z.nullable(drawSummary),
});
export type ContestAnswer = z.infer<typeof contestAnswer>;

/** `GET /contests`: every contest the service runs, each with the catalogue's name for its entries. */
export const contestsAnswer = z.object({
  contests: z.array(z.object({ ...contestAnswer.shape, title: z.string() })),
});
export type ContestsAnswer = z.infer<typeof contestsAnswer>;

/**
 * `GET /contests/{contestId}/rounds/{round}/draw` and the answer of its POST (the draw):
 * everything needed to recompute the winners (docs/contests-draw.md).
 */
export const drawRecord = z.object({
  contestId: z.string(),
  algorithm: z.literal(DRAW_ALGORITHM),
  winnerCount: z.number(),
  entries: z.array(drawEntry),
  ...drawSummary.shape,
});
export type DrawRecord = z.infer<typeof drawRecord>;

export const contestParams = z.object({
  contestId: z.string().check(z.maxLength(100, 'There is no contest with this id.')),
});
export const drawParams = z.object({
  ...contestParams.shape,
  round: z.string().check(z.regex(/^[1-9][0-9]{0,8}$/, 'A round is a whole number, such as 1.')),
});

/** `POST /contests/{contestId}/draw` takes no body: it draws the contest's current round when it is due. */
export const drawRequest = z.optional(z.strictObject({}, { error: 'The draw takes no fields.' }));

// ---------------------------------------------------------------------------------------------
// The draw (docs/contests-draw.md): the same code runs in the service, the verifier and the page.

interface Subtle {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}
// Web Crypto: in browsers and in Node 20 as globalThis.crypto.
const subtle = (): Subtle => (globalThis as unknown as { crypto: { subtle: Subtle } }).crypto.subtle;

interface Utf8Encoder {
  encode(text: string): Uint8Array;
}
const encoder = new (globalThis as unknown as { TextEncoder: new () => Utf8Encoder }).TextEncoder();

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

export function seedBytes(seedHex: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('A seed is 64 lowercase hexadecimal characters');
  return Uint8Array.from(seedHex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** The commitment published before the close: lowercase hex SHA-256 of the seed's 32 bytes. */
export async function commitmentOf(seedHex: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', seedBytes(seedHex)));
}

/** An entry's public reference: the first 12 hex digits, in capitals, of SHA-256 of its purchase id. */
export async function entryReference(purchaseId: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(purchaseId)))
    .slice(0, 12)
    .toUpperCase();
}

const TWO_TO_64 = 1n << 64n;

/**
 * The winners of a round, in the order drawn. Entries are ordered by reference; each pick hashes
 * the seed's bytes followed by "contestId/round/pick/attempt", reads the first 8 bytes as an
 * unsigned big-endian number, and rejects it when it falls in the last incomplete block (no bias).
 * The ticket (that number modulo the remaining weight) names the entry whose range holds it; a
 * winning entry leaves the draw, so one checkout wins at most once.
 */
export async function drawWinners(input: {
  seed: string;
  contestId: string;
  round: number;
  winnerCount: number;
  entries: readonly DrawEntry[];
}): Promise<DrawEntry[]> {
  const seed = seedBytes(input.seed);
  const remaining = [...input.entries].sort((a, b) =>
    a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0,
  );
  const winners: DrawEntry[] = [];
  for (let pick = 0; pick < input.winnerCount && remaining.length > 0; pick += 1) {
    const total = BigInt(remaining.reduce((sum, entry) => sum + entry.weight, 0));
    const limit = TWO_TO_64 - (TWO_TO_64 % total);
    let ticket: bigint | null = null;
    for (let attempt = 0; ticket === null; attempt += 1) {
      const label = encoder.encode(`${input.contestId}/${input.round}/${pick}/${attempt}`);
      const message = new Uint8Array(seed.length + label.length);
      message.set(seed);
      message.set(label, seed.length);
      const digest = new Uint8Array(await subtle().digest('SHA-256', message));
      const value = digest.slice(0, 8).reduce((number, byte) => (number << 8n) | BigInt(byte), 0n);
      if (value < limit) ticket = value % total;
    }
    let upTo = 0n;
    const index = remaining.findIndex((entry) => {
      upTo += BigInt(entry.weight);
      return ticket < upTo;
    });
    const [winner] = remaining.splice(index, 1);
    if (winner) winners.push(winner);
  }
  return winners;
}
