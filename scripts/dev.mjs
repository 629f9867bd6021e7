// `npm run dev`: the server with Vite in middleware mode (hot reload for the web app, restart on server changes).
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

const child = spawn(
  'npx',
  [
    'tsx',
    ...(existsSync('.env') ? ['--env-file=.env'] : []),
    'watch',
    '--clear-screen=false',
    '--ignore',
    'src/web/**',
    'src/server/server.ts',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
