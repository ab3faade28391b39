// The security suite (tests/security): attacks on the built server over HTTP, on a fresh SQLite
// data directory, and again on a fresh PostgreSQL database when DATABASE_URL is set.
// Builds first unless SECURITY_SKIP_BUILD (or E2E_SKIP_BUILD) is set.
import { runStep as run } from './run-step.mjs';

if (!process.env.SECURITY_SKIP_BUILD && !process.env.E2E_SKIP_BUILD)
  run('build', 'npm', ['run', '--silent', 'build']);
const jest = ['jest', '--ci', '-c', 'tests/security/jest.config.mjs', ...process.argv.slice(2)];
run('security suite (SQLite)', 'npx', jest, { ...process.env, SECURITY_DB: 'sqlite' });
if (process.env.DATABASE_URL) {
  // Slow clients meet the HTTP server alone, whatever the store: they run on SQLite only.
  run(
    'security suite (PostgreSQL)',
    'npx',
    [
      ...jest,
      '--testPathPatterns',
      'tests/security/(tokens|sessions|input|uploads|process-kills|background-tasks|demand-and-drafts|export-disconnect|hostile-spreadsheets)',
    ],
    { ...process.env, SECURITY_DB: 'postgres' },
  );
} else {
  console.log('\nDATABASE_URL is not set: the security suite ran on SQLite only.');
}
