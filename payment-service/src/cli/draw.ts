/**
 * `npm run draw -w payment-service -- <contestId> [--round <n>] [--close-now | --close-only]`: runs a
 * contest's draw as an operator, against the service's own database (the same settings as the service).
 * `--close-now` closes the round at this moment first (a contest ended early, a rehearsal);
 * `--close-only` closes the current round now and leaves its draw to the owner in the studio.
 * With the embedded database (no DATABASE_URL) stop the service first: PGlite has one process.
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit, openDatabase } from '@mindset/service-kit';
import { loadConfig } from '../config';
import { closeCurrentRound, runDraw } from '../contests/rules';
import { migrate } from '../storage/migrations';

/** The result goes to standard output, for a person or a script to read. */
const print = (line: string) => process.stdout.write(`${line}\n`);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    round: { type: 'string' },
    'close-now': { type: 'boolean', default: false },
    'close-only': { type: 'boolean', default: false },
  },
});
const [contestId] = positionals;
if (
  !contestId ||
  (values.round !== undefined && !/^[1-9][0-9]{0,8}$/.test(values.round)) ||
  (values['close-only'] && (values.round !== undefined || values['close-now']))
) {
  console.error('Usage: npm run draw -w payment-service -- <contestId> [--round <n>] [--close-now | --close-only]');
  process.exit(2);
}

const config = loadConfigOrExit('payment-service draw', () => loadConfig(process.env));
const database = await openDatabase(
  config.database,
  (error) => console.error('draw: database connection error:', error.message),
  config.databaseTimeouts,
);
try {
  await migrate(database, config.database.kind === 'postgres' ? config.database.schema : null);
  if (values['close-only']) {
    const closed = await closeCurrentRound(database, contestId, new Date());
    if (closed.ok) print(`Contest ${contestId}, round ${closed.round}: closed; the owner can run its draw now`);
    else {
      console.error(closed.message);
      process.exitCode = 1;
    }
  } else await drawAndPrint(contestId);
} finally {
  await database.close();
}

/** Draws the round and prints its record. */
async function drawAndPrint(contestId: string) {
  const outcome = await runDraw(database, {
    contestId,
    round: values.round === undefined ? null : Number(values.round),
    drawnBy: 'operator',
    now: new Date(),
    closeNow: values['close-now'],
  });
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exitCode = 1;
  } else {
    const { record } = outcome;
    print(`Contest ${record.contestId}, round ${record.round}: drawn at ${record.drawnAt}`);
    print(`Entries: ${record.entryCount} (${record.totalWeight} entries bought)`);
    print(`Commitment: ${record.commitment}`);
    print(`Seed: ${record.seed}`);
    print(`Winners: ${record.winners.map((winner) => winner.reference).join(', ') || 'none (no entries)'}`);
  }
}
