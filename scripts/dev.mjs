// `npm run dev`: the API server (tsx watch, restarted on change) and webpack-dev-server with
// live reload on http://127.0.0.1:3000, which proxies /api to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIR: 'dist/none' },
  }),
  spawn('npx', ['webpack', 'serve', '--mode', 'development'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
