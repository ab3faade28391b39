// End-to-end tests: build the client and the server, then run Playwright (it starts the server).
import { spawnSync } from 'node:child_process';

const run = (cmd, args, env = process.env) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', '--silent', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
