// `npm test`: every test. Unit, component and API tests on SQLite; the API suite again on
// PostgreSQL when DATABASE_URL is set; one build; the security suite against the built server
// (and on PostgreSQL too); then the end-to-end tests in Chromium; then, on PostgreSQL, two built
// servers sharing one database, and `npm run start:cluster` with two workers.
import { runStep as run } from './run-step.mjs';

run('unit, component and API tests (SQLite)', 'npx', ['jest', '--ci']);
if (process.env.DATABASE_URL) {
  run(
    'API tests on PostgreSQL',
    'npx',
    ['jest', '--ci', '--selectProjects', 'server', '--testPathPatterns', 'tests/api'],
    {
      ...process.env,
      TEST_DB: 'postgres',
    },
  );
} else {
  console.log('\nDATABASE_URL is not set: the API suite ran on SQLite only.');
}
run('build', 'npm', ['run', '--silent', 'build']);
const built = { ...process.env, E2E_SKIP_BUILD: '1' };
run('security suite (built server)', 'node', ['scripts/security.mjs'], built);
run('end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs'], built);
if (process.env.DATABASE_URL) {
  run('two instances on one PostgreSQL', 'npx', [
    'tsx',
    '--test',
    'tests/cluster/two-instances.test.ts',
  ]);
  run('npm run start:cluster with two workers', 'npx', [
    'tsx',
    '--test',
    'tests/cluster/start-cluster.test.ts',
  ]);
}
