// npm run staff -- add --email ops@example.com --password "a long secret" [--name "Ops"]
// npm run staff -- list
//
// Staff accounts from the command line, on the database the server uses: DATABASE_URL when
// set, else the embedded database under DATA_DIR (stop a server using that one first: the
// embedded database serves one process at a time).
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { embeddedDataDir } from './plugins/database';
import { addStaff, listStaff } from './services/admin/staff-admin';

const USAGE = `Usage:
  npm run staff -- add --email EMAIL --password PASSWORD [--name NAME]
  npm run staff -- list

  add    creates a back-office account (password 8 to 128 characters; name defaults to the
         part of the email before @); an email that already has an account is refused
  list   prints every staff account

The database is the server's: DATABASE_URL, else the embedded one under DATA_DIR.
`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...extra] = positionals;
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (extra.length > 0 || (command !== 'add' && command !== 'list')) throw new UsageError(command ? `Unknown command "${[command, ...extra].join(' ')}".` : 'Name a command.');
  if (command === 'add' && (!values.email || values.password === undefined)) throw new UsageError('add needs --email and --password.');

  const config = loadConfig();
  // Two connections: migrating holds a lock on one while it works on the other.
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, poolMax: 2 } : { dataDir: embeddedDataDir(config.dataDir) });
  try {
    await migrateDatabase(database);
    if (command === 'list') {
      const { staff } = await listStaff(database.db);
      if (staff.length === 0) process.stdout.write('No staff accounts yet.\n');
      for (const s of staff) process.stdout.write(`${s.id}\t${s.email}\t${s.name}\tlast login ${s.last_login_at ?? 'never'}${s.disabled_at ? `\tdisabled since ${s.disabled_at}` : ''}\n`);
      return;
    }
    const email = values.email!;
    const name = values.name ?? email.split('@')[0];
    const outcome = await addStaff(database.db, null, { email, name, password: values.password! }, 'command line');
    if (outcome.kind !== 'done') throw new Error(outcome.kind === 'not-found' ? 'Not found.' : outcome.message);
    process.stdout.write(`Staff account ${outcome.value.staff.email} added (id ${outcome.value.staff.id}). It can sign in at /admin now.\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(error instanceof UsageError ? `${message}\n\n${USAGE}` : `${message}\n`);
  process.exitCode = 1;
});
