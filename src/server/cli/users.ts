/* Staff accounts from the command line:
 *   npm run users -- add <name> [--role admin] [--password <pw>]
 *   npm run users -- list | passwd <name> [--password <pw>] | remove <name>
 * Without --password the password is asked for (hidden) or, when there is no terminal, generated
 * and printed once. Uses the same DATA_DIR / DATABASE_URL as the server. */
import { randomBytes } from 'node:crypto';
import { emitKeypressEvents, type Key } from 'node:readline';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN, ROLE_NAME_PATTERN, USERNAME_PATTERN } from '@/shared/schemas/auth';
import { AccountError, changePassword, createAccount, removeAccount } from '../auth/accounts';
import { findUser, findUserAnyCase, listUsers } from '../db/repositories/users';
import { openConfiguredDb } from './open-db';

class UsageError extends Error {}

const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * One line typed at the terminal, not echoed: the TTY in raw mode (its public `setRawMode`), the
 * keys read through readline's keypress events. Enter ends it, Backspace takes the last character
 * back, Ctrl+C cancels.
 */
function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = (error?: Error) => {
      input.off('keypress', onKey);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onKey = (typed: string | undefined, key: Key | undefined) => {
      if (key?.ctrl && key.name === 'c') finish(new UsageError('Cancelled.'));
      else if (key?.name === 'return' || key?.name === 'enter') finish();
      else if (key?.name === 'backspace') answer = Array.from(answer).slice(0, -1).join('');
      else if (typed && !key?.ctrl && !key?.meta) answer += typed;
    };
    process.stdout.write(question);
    emitKeypressEvents(input);
    input.setRawMode(true);
    input.on('keypress', onKey);
    input.resume();
  });
}

async function askPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const first = await readHidden('Password: ');
  const second = await readHidden('Repeat password: ');
  if (first !== second) throw new UsageError('The passwords do not match.');
  return first;
}

async function resolvePassword(
  given: string | undefined,
): Promise<{ password: string; generated: boolean }> {
  const password = given ?? (await askPassword());
  if (password === null)
    return { password: randomBytes(12).toString('base64url'), generated: true };
  if (password.length < PASSWORD_MIN)
    throw new UsageError(`The password needs at least ${PASSWORD_MIN} characters.`);
  return { password, generated: false };
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: 'string', default: 'admin' }, password: { type: 'string' } },
  });
  const [command, username] = positionals;
  if (!command || !['add', 'list', 'passwd', 'remove'].includes(command)) {
    throw new UsageError(
      'Usage: npm run users -- add <name> [--role admin] | list | passwd <name> | remove <name>',
    );
  }
  if (command !== 'list' && !username)
    throw new UsageError(`Usage: npm run users -- ${command} <name>`);

  const { db } = await openConfiguredDb();
  try {
    if (command === 'list') {
      const users = await listUsers(db);
      if (users.length === 0) out('No users.');
      for (const user of users) {
        out(
          `${user.username.padEnd(24)} ${user.roles
            .map((r) => r.name)
            .join(', ')
            .padEnd(12)} ${user.created_at}`,
        );
      }
      return;
    }
    const existing = await findUser(db, { username });
    if (command === 'add') {
      if (!new RegExp(USERNAME_PATTERN).test(username)) {
        throw new UsageError(
          'A username has 3 to 40 letters, digits, dots, hyphens or underscores.',
        );
      }
      if (!new RegExp(ROLE_NAME_PATTERN).test(values.role!))
        throw new UsageError('A role is a lowercase word.');
      // Said before the password is asked for; createAccount holds the rule itself.
      const sameName = existing ?? (await findUserAnyCase(db, username));
      if (sameName) throw new UsageError(`User "${sameName.username}" already exists.`);
      const { password, generated } = await resolvePassword(values.password);
      await createAccount(db, { username, password, role: values.role! });
      out(
        `User "${username}" added with role ${values.role}.${generated ? ` Password: ${password}` : ''}`,
      );
      return;
    }
    if (!existing) throw new UsageError(`User "${username}" does not exist.`);
    if (command === 'passwd') {
      const { password, generated } = await resolvePassword(values.password);
      await changePassword(db, existing.id, password);
      out(`Password of "${username}" changed.${generated ? ` New password: ${password}` : ''}`);
      return;
    }
    await removeAccount(db, existing.id);
    out(`User "${username}" removed.`);
  } finally {
    await db.destroy();
  }
}

/** The CLI's words for a broken account rule. */
function accountMessage(err: AccountError): string {
  const { problem } = err;
  switch (problem.kind) {
    case 'taken':
      return `User "${problem.username}" already exists.`;
    case 'not-found':
      return 'The user does not exist.';
    case 'last-admin':
      return 'The last admin cannot be removed.';
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof AccountError) err = new UsageError(accountMessage(err));
  process.stderr.write(
    `${err instanceof UsageError ? err.message : err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
});
