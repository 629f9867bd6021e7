import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A second server from the run's build (tests/setup/e2e-global.ts), with configuration of its own
 * (a hosted chat, say), on its own embedded database without demo data, so it starts in moments.
 * `stop()` ends it and removes its data. Given `dataDir` (the `dataDir` of a server stopped with
 * `{ keepData: true }`), it starts on that server's database: the same data, a later demo clock.
 */
export async function startAnotherServer(
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<{
  baseUrl: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}> {
  const distDir = path.join(path.dirname(inject('dataDir')), 'dist');
  const dataDir = options.dataDir ?? (await mkdtemp(path.resolve('.tmp', 'e2e-another-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const server = spawn(process.execPath, [`${distDir}/server/server.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: '',
      SEED_DEMO_DATA: 'false',
      PUBLIC_BASE_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async ({ keepData = false } = {}) => {
    server.kill('SIGTERM');
    await exited;
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  // As long as the run's own server may take (tests/setup/e2e-global.ts): a loaded machine is slow.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The second server exited:\n${log}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second server did not become ready:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
