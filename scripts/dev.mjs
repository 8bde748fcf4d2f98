/** `npm run dev`: rebuild the browser bundle on change and restart the server on change. */
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--watch', '--mode', 'development', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  ),
  spawn(process.execPath, ['--watch-path=src', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
