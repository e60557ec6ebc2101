/**
 * `npm run verify-draw -w payment-service -- <contestId> [--round <n>] [--service <url>]`: fetches a
 * drawn round's published record and recomputes it (docs/contests-draw.md): the seed must hash to
 * the commitment and the winners must be the ones the published entries list gives. Exit code 1
 * when anything differs.
 */
import { parseArgs } from 'node:util';
import {
  commitmentOf,
  contestAnswer,
  drawRecord,
  drawWinners,
  DRAW_ALGORITHM,
} from '@mindset/payment-contract/contests';
import type * as z from 'zod/mini';

/** The result goes to standard output, for a person or a script to read. */
const print = (line: string) => process.stdout.write(`${line}\n`);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { round: { type: 'string' }, service: { type: 'string' } },
});
const [contestId] = positionals;
if (!contestId) {
  console.error('Usage: npm run verify-draw -w payment-service -- <contestId> [--round <n>] [--service <url>]');
  process.exit(2);
}
const service = (values.service ?? process.env.PAYMENT_SERVICE_URL ?? 'http://localhost:4242').replace(/\/+$/, '');

async function read<T extends z.ZodMiniType>(path: string, schema: T): Promise<z.infer<T>> {
  const response = await fetch(`${service}${path}`, { signal: AbortSignal.timeout(5_000) });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return schema.parse(body);
}

const id = encodeURIComponent(contestId);
const round = values.round ?? (await read(`/contests/${id}`, contestAnswer)).lastDraw?.round;
if (round === undefined) {
  console.error(`Contest ${contestId} has not been drawn yet.`);
  process.exit(1);
}
const record = await read(`/contests/${id}/rounds/${round}/draw`, drawRecord);
const commitmentHolds = (await commitmentOf(record.seed)) === record.commitment;
const recomputed = await drawWinners({ ...record, seed: record.seed });
const winnersHold =
  record.algorithm === DRAW_ALGORITHM &&
  recomputed.map((winner) => winner.reference).join() === record.winners.map((winner) => winner.reference).join();

print(`Contest ${record.contestId}, round ${record.round}, drawn ${record.drawnAt}`);
print(`Entries: ${record.entries.length}, weight ${record.totalWeight}`);
print(`SHA-256(seed) = commitment: ${commitmentHolds ? 'yes' : 'NO'}`);
print(`Recomputed winners: ${recomputed.map((winner) => winner.reference).join(', ') || 'none'}`);
print(`Published winners:  ${record.winners.map((winner) => winner.reference).join(', ') || 'none'}`);
print(commitmentHolds && winnersHold ? 'Verified: the draw is what the seed and entries give.' : 'NOT VERIFIED');
process.exitCode = commitmentHolds && winnersHold ? 0 : 1;
