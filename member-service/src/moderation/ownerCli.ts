// `npm run owner -w member-service -- <email>`: makes the account with that email the community's
// owner, in the database the service is configured with (docs/decisions/0110-roles-and-moderation.md).
// With the embedded database, stop the service first: PGlite has one process at a time.
import { loadConfigOrExit, openDatabase } from '@mindset/service-kit';
import { loadConfig } from '../config';
import { migrate } from '../storage/migrations';
import { claimOwnership } from './store';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run owner -w member-service -- <email of the owner’s account>');
  process.exit(2);
}
const config = loadConfigOrExit('member-service', () => loadConfig(process.env));
const database = await openDatabase(config.database, (error) => {
  console.error('member-service: database connection error', error.message);
});
await migrate(database, config.database.kind === 'postgres' ? config.database.schema : null);
const changed = await claimOwnership(database, email);
await database.close();
if (changed === 0) {
  console.error(`No account has the email ${email}; join with it first.`);
  process.exit(1);
}
console.info(`${email} is the owner.`);
