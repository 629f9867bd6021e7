// `npm start`: builds the site when no build exists (so a fresh clone needs nothing else), then serves it.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

const built = [
  'dist/client/index.html',
  'dist/client/.vite/manifest.json',
  'dist/ssr/entry-server.js',
  'dist/server/server.js',
].every((f) => existsSync(f));
if (!built) {
  console.log('No build found: running `npm run build` first.');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// A .env file beside package.json overrides the defaults (see .env.example).
const envFile = existsSync('.env') ? ['--env-file=.env'] : [];
const server = spawn(process.execPath, [...envFile, 'dist/server/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
