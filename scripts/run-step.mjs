// One step of a test script: runs a command with inherited output, stops everything on failure.
import { spawnSync } from 'node:child_process';

export function runStep(label, cmd, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}
