import { randomBytes } from 'node:crypto';
import {
  commitmentOf,
  countryName,
  DRAW_ALGORITHM,
  drawWinners,
  entryReference,
  regionCountries,
  regionNames,
  type ContestAnswer,
  type ContestsAnswer,
  type DrawRecord,
} from '@mindset/payment-contract/contests';
import { catalogueItems } from '@mindset/payment-contract';
import type { Database, Queryable } from '@mindset/service-kit';
import { findContestSchedule, type ContestSchedule } from '../catalogue';
import { insertNotices } from '../storage/memberNotices';
import { resultNotices } from './notices';
import {
  closeRoundNow,
  findRound,
  insertRound,
  lastDrawnRound,
  memberEntrants,
  newestRound,
  recordDraw,
  roundEntries,
  type RoundRecord,
} from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const longDate = (date: Date) =>
  date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

export const contestMessages = {
  notFound: 'There is no contest with this id.',
  residenceMissing: 'Tell us the country you live in to enter this contest.',
  residenceOnlyForContests: 'A country of residence is only asked with a contest entry.',
  ownerOnly: 'Only the owner of the site can run a draw.',
  roundNotFound: 'This contest has no such round.',
  notDrawn: 'This round has not been drawn yet; its seed stays secret until the draw.',
} as const;

/** The first scheduled close after both `now` and the previous round's close. */
function nextClose(schedule: ContestSchedule, after: Date): Date {
  const first = Date.parse(schedule.firstClosesAt);
  const step = schedule.roundDays * DAY_MS;
  const rounds = Math.max(0, Math.floor((after.getTime() - first) / step) + 1);
  return new Date(first + (after.getTime() < first ? 0 : rounds * step));
}

/**
 * The round taking entries (or closed and waiting for its draw): the newest undrawn one, or a new
 * round with a fresh secret seed when the newest was drawn. Its commitment is published from now.
 */
export async function currentRound(
  db: Queryable,
  schedule: ContestSchedule,
  now: Date,
  lock: 'update' | 'share' | null = null,
): Promise<RoundRecord> {
  const newest = await newestRound(db, schedule.contestId, lock);
  if (newest && !newest.drawnAt) return newest;
  const after = new Date(Math.max(now.getTime(), newest?.closesAt.getTime() ?? 0));
  const closesAt = nextClose(schedule, after);
  const seed = randomBytes(32).toString('hex');
  await insertRound(db, {
    contestId: schedule.contestId,
    round: (newest?.round ?? 0) + 1,
    closesAt,
    drawAt: new Date(closesAt.getTime() + schedule.drawAfterHours * HOUR_MS),
    seed,
    commitment: await commitmentOf(seed),
  });
  const opened = await newestRound(db, schedule.contestId, lock);
  if (!opened) throw new Error(`Round of contest ${schedule.contestId} not found after opening it`);
  return opened;
}

export type EntryRefusal = { ok: true } | { ok: false; message: string };

/**
 * Whether an entry may be taken now for this contest from someone who lives in `residenceCountry`:
 * the round must be open and the country in the contest's region. The browser only reports what the
 * entrant declared; this decides.
 */
export async function checkEntry(
  db: Queryable,
  schedule: ContestSchedule,
  residenceCountry: string | undefined,
  now: Date,
): Promise<EntryRefusal> {
  const round = await currentRound(db, schedule, now);
  if (now >= round.closesAt) {
    return {
      ok: false,
      message: `This contest closed on ${longDate(round.closesAt)}; entries are no longer accepted. The draw is on ${longDate(round.drawAt)}.`,
    };
  }
  if (!residenceCountry) return { ok: false, message: contestMessages.residenceMissing };
  if (!isInRegion(schedule, residenceCountry)) {
    const region = regionNames[schedule.region];
    return {
      ok: false,
      message: `This contest is open to ${region} residents only. You told us you live in ${
        residenceCountry === 'ZZ' ? 'another country' : countryName(residenceCountry)
      }, so we cannot accept your entry.`,
    };
  }
  return { ok: true };
}

export const isInRegion = (schedule: ContestSchedule, country: string) =>
  regionCountries[schedule.region].includes(country.toUpperCase());

/** What the contest page shows: dates and commitment of the current round, and the latest draw. */
export async function describeContest(db: Database, schedule: ContestSchedule, now: Date): Promise<ContestAnswer> {
  const round = await currentRound(db, schedule, now);
  const last = await lastDrawnRound(db, schedule.contestId);
  return {
    contestId: schedule.contestId,
    region: schedule.region,
    current: {
      round: round.round,
      state: now < round.closesAt ? 'open' : 'closed',
      closesAt: round.closesAt.toISOString(),
      drawAt: round.drawAt.toISOString(),
      commitment: round.commitment,
    },
    lastDraw: last ? drawSummaryOf(last) : null,
  };
}

/** Every contest of the catalogue that has a schedule, in catalogue order (the studio's Contests page). */
export async function describeContests(db: Database, now: Date): Promise<ContestsAnswer['contests']> {
  const contests: ContestsAnswer['contests'] = [];
  for (const item of catalogueItems) {
    const schedule = item.kind === 'contest' ? findContestSchedule(item.surveyId) : undefined;
    if (schedule) contests.push({ ...(await describeContest(db, schedule, now)), title: item.title });
  }
  return contests;
}

function drawSummaryOf(round: RoundRecord) {
  const entries = round.entries ?? [];
  return {
    round: round.round,
    closesAt: round.closesAt.toISOString(),
    drawnAt: (round.drawnAt ?? round.closesAt).toISOString(),
    commitment: round.commitment,
    seed: round.seed,
    entryCount: entries.length,
    totalWeight: entries.reduce((sum, entry) => sum + entry.weight, 0),
    winners: round.winners ?? [],
  };
}

/** A drawn round as published: everything needed to recompute its winners. */
export function drawRecordOf(schedule: ContestSchedule, round: RoundRecord): DrawRecord {
  return {
    contestId: schedule.contestId,
    algorithm: DRAW_ALGORITHM,
    winnerCount: schedule.winnerCount,
    entries: round.entries ?? [],
    ...drawSummaryOf(round),
  };
}

export type DrawOutcome = { ok: true; record: DrawRecord } | { ok: false; status: 404 | 409; message: string };

/**
 * Runs the draw of one round, once: in one transaction the round row is locked, the round must be
 * due and not drawn, its paid entries are listed under their references and weighted by entries
 * bought, the winners are drawn from the seed committed to before the close, and all of it is
 * recorded, with a result notice for each member who entered. `round` null: the current round. `closeNow`: the operator's CLI closes it first.
 */
export function runDraw(
  db: Database,
  input: { contestId: string; round: number | null; drawnBy: string; now: Date; closeNow?: boolean },
): Promise<DrawOutcome> {
  const schedule = findContestSchedule(input.contestId);
  if (!schedule) return Promise.resolve({ ok: false, status: 404, message: contestMessages.notFound });
  return db.transaction(async (tx) => {
    const current = await currentRound(tx, schedule, input.now, 'update');
    const number = input.round ?? current.round;
    if (number > current.round) return { ok: false, status: 404, message: contestMessages.roundNotFound };
    let round =
      number === current.round ? current : await findRound(tx, schedule.contestId, number, { forUpdate: true });
    if (!round) return { ok: false, status: 404, message: contestMessages.roundNotFound };
    if (round.drawnAt) {
      return {
        ok: false,
        status: 409,
        message: `Round ${round.round} of this contest was drawn on ${longDate(round.drawnAt)}; a draw cannot be run twice.`,
      };
    }
    if (input.closeNow) {
      await closeRoundNow(tx, schedule.contestId, round.round, input.now);
      round = { ...round, closesAt: minDate(round.closesAt, input.now), drawAt: minDate(round.drawAt, input.now) };
    }
    if (input.now < round.drawAt) {
      return {
        ok: false,
        status: 409,
        message: `The draw of round ${round.round} is due on ${longDate(round.drawAt)}; it cannot be run before then.`,
      };
    }
    if (round.committedAt > round.closesAt) {
      // Nobody could have entered a round opened after its close, but its seed was never public before it.
      return {
        ok: false,
        status: 409,
        message: `Round ${round.round} was opened after its close, so its commitment was never published in time.`,
      };
    }
    const paid = await roundEntries(tx, schedule.contestId, round.round);
    const entries = await Promise.all(
      paid.map(async (entry) => ({ reference: await entryReference(entry.id), weight: entry.quantity })),
    );
    entries.sort((a, b) => (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0));
    const winners = await drawWinners({
      seed: round.seed,
      contestId: schedule.contestId,
      round: round.round,
      winnerCount: schedule.winnerCount,
      entries,
    });
    const drawn = { ...round, drawnAt: input.now, drawnBy: input.drawnBy, entries, winners };
    if (!(await recordDraw(tx, drawn))) {
      throw new Error('The round was drawn while locked');
    }
    // Each member who entered is told the result, with the draw: a draw that rolls back tells nobody.
    await insertNotices(
      tx,
      await resultNotices({
        contestId: schedule.contestId,
        round: round.round,
        entrants: await memberEntrants(tx, schedule.contestId, round.round),
        winners,
      }),
    );
    return { ok: true, record: drawRecordOf(schedule, drawn) };
  });
}

const minDate = (a: Date, b: Date) => (a < b ? a : b);

/**
 * The operator's "close only": the current round closes and is due at this moment, and its draw is
 * left to the owner in the studio (a contest ended early, a rehearsal). Answers the round closed.
 */
export function closeCurrentRound(
  db: Database,
  contestId: string,
  now: Date,
): Promise<{ ok: true; round: number } | { ok: false; message: string }> {
  const schedule = findContestSchedule(contestId);
  if (!schedule) return Promise.resolve({ ok: false, message: contestMessages.notFound });
  return db.transaction(async (tx) => {
    const round = await currentRound(tx, schedule, now, 'update');
    await closeRoundNow(tx, schedule.contestId, round.round, now);
    return { ok: true, round: round.round };
  });
}
