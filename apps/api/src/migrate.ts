import { loadConfig } from './config.ts';
import { migrateCommand } from './migrate-command.ts';
import { ConfigError } from './platform/secrets.ts';

/* `npm run migrate` (dist/migrate.js): see migrate-command.ts. */

migrateCommand(loadConfig()).then(
  (done) => console.log(done),
  (err: unknown) => {
    // A configuration problem is the operator's to fix: print the message alone, without a stack.
    if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
    else console.error('Migration failed:', err);
    process.exit(1);
  },
);
