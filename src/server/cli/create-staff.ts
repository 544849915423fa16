/**
 * `npm run create-staff -- --username U --email E [--account ID] [--reseller] [--superuser] [--first-name F] [--last-name L]`
 * Creates an active staff user on the configured database (embedded or PostgreSQL), belonging to account ID (the
 * first account when not given, none on an empty database; Update user asks for one). The password comes from
 * STAFF_PASSWORD, or is asked for (twice, not echoed) when run on a terminal.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { username as usernameRule } from '../../shared/users.ts';
import { checkPassword } from '../auth/common-passwords.ts';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { createStaffUser, UsernameTakenError } from '../services/users.ts';
import { describeDatabase, fail, withDatabase } from './shared.ts';

const USAGE =
  'Usage: npm run create-staff -- --username U --email E [--account ID] [--reseller] [--superuser] [--first-name F] [--last-name L]\n' +
  'The password is read from STAFF_PASSWORD, or prompted for on a terminal.';

let args;
try {
  args = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
      account: { type: 'string' },
      reseller: { type: 'boolean', default: false },
      superuser: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const problems: string[] = [];
const username = usernameRule.safeParse(args.username);
if (!username.success) problems.push(`--username: ${username.error.issues[0]?.message}`);
const email = z.email().safeParse(args.email);
if (!email.success) problems.push('--email: a valid email address is required');
const accountId = args.account === undefined ? undefined : Number(args.account);
if (accountId !== undefined && !(Number.isInteger(accountId) && accountId > 0)) {
  problems.push('--account: an account id (a positive whole number) is required');
}
if (problems.length > 0) fail(`${problems.join('\n')}\n${USAGE}`);

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let muted = false;
    output._writeToOutput = (text: string) => {
      if (!muted || text.includes('\n')) process.stdout.write(muted ? '\n' : text);
    };
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) fail('Set STAFF_PASSWORD (no terminal to ask for the password on).');
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Password (again): ');
  if (first !== second) fail('The passwords do not match.');
  return first;
}

const password = await readPassword();
const weak = checkPassword(password, {
  username: username.data,
  email: email.data,
  first_name: args['first-name'],
  last_name: args['last-name'],
});
if (weak.length > 0) fail(weak.join('\n'));

await withDatabase(async (database, config) => {
  const [account] = await database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(accountId === undefined ? undefined : eq(accounts.id, accountId))
    .orderBy(accounts.id)
    .limit(1);
  if (accountId !== undefined && !account) fail(`--account: no account has id ${accountId}`);
  try {
    const user = await createStaffUser(database.db, {
      account_id: account?.id ?? null,
      username: username.data!,
      email: email.data!,
      password,
      first_name: args['first-name'],
      last_name: args['last-name'],
      is_reseller: args.reseller,
      is_superuser: args.superuser,
    });
    console.log(
      `Created staff user "${user.username}" (id ${user.id}${user.is_reseller ? ', reseller' : ''}) on ${describeDatabase(database, config)}.`,
    );
  } catch (error) {
    if (error instanceof UsernameTakenError) fail(error.message);
    throw error;
  }
});
