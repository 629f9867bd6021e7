// `npm run staff:create -- --email x --role officer|approver [--branch id]`: makes a staff account
// with a password the person types (not echoed), or reads one line from standard input when it is
// not a terminal. There is no default password (decision 076). The person then signs in and sets
// up their second factor, which a real deployment requires before the workspace opens (decision 094).
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { readEnv, runCommand } from '../env.ts';
import { createStaffAccount, StaffAccountError, STAFF_ROLES } from './staff-accounts.ts';

const USAGE = `Usage: npm run staff:create -- --email someone@example.nz --role ${STAFF_ROLES.join('|')} [--branch <branch id>]`;

/** One line from the terminal without echo, or from piped standard input. */
async function readPassword(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = process.stdin.isTTY === true;
  if (terminal) process.stdout.write(prompt);
  const lines = createInterface({
    input: process.stdin,
    output: terminal ? muted : undefined,
    terminal,
  });
  try {
    for await (const line of lines) {
      if (terminal) process.stdout.write('\n');
      return line;
    }
    return '';
  } finally {
    lines.close();
  }
}

async function main(): Promise<number> {
  let values: { email?: string; role?: string; branch?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string' }, branch: { type: 'string' } },
    }));
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (!values.email || !values.role) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const password = await readPassword('Password (not shown): ');
  if (process.stdin.isTTY && (await readPassword('Again: ')) !== password) {
    console.error('The passwords differ; nothing was made.');
    return 1;
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: path.join(env.DATA_DIR, 'pglite'),
  });
  try {
    await createStaffAccount(handle.db, {
      email: values.email,
      role: values.role,
      password,
      ...(values.branch ? { branch: values.branch } : {}),
    });
    console.log(
      `Staff account made (${values.role}). Next: sign in at ${env.PUBLIC_BASE_URL ?? ''}/sign-in/ with this email and password, and set up the second factor there with an authenticator app${env.realDeployment ? ' (required before the workspace opens)' : ''}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    console.error(`Not made: ${error.message}.`);
    return 1;
  } finally {
    await handle.close();
  }
}

await runCommand(main);
