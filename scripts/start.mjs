// `npm start`: builds whatever is missing, then runs the server (which migrates and seeds).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) => {
  const result = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/client/index.html')) run('build:client');
if (!existsSync('dist/server/main.mjs')) run('build:server');

await import('../dist/server/main.mjs');
