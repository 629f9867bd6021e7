import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../paths.ts';
import { writeFullLayoutFile } from '../test-support/linz-csv-file.ts';

// The importer as an operator runs it: a process of its own on the embedded database (the
// integration project; the importer itself is tested in import-linz.test.ts).
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'linz-import-cli-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('npm run addresses:import', () => {
  function runCli(
    file: string,
    dataDir: string,
    onStderr?: (text: string, child: ReturnType<typeof spawn>) => void,
  ) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/address-search/import-cli.ts', file],
      {
        cwd: ROOT_DIR,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr?.(stderr, child);
    });
    return new Promise<{ code: number | null; stderr: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, stderr })),
    );
  }

  it('reports progress, stops cleanly on Ctrl-C and resumes when run again', async () => {
    const file = path.join(dir, 'cli.csv');
    const { streetRows } = await writeFullLayoutFile(file, 12_000);
    const dataDir = path.join(dir, 'cli-data');
    let interrupted = false;
    const first = await runCli(file, dataDir, (stderr, child) => {
      if (!interrupted && /addresses: [\d,]+ lines/.test(stderr)) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    expect(first.stderr).toMatch(
      /Interrupted after line [\d,]+; run the same command again to resume\./,
    );
    expect(first.code).toBe(130);

    const second = await runCli(file, dataDir);
    expect(second.stderr).toMatch(/Resumed after line [\d,]+\./);
    expect(second.stderr).toContain(`${streetRows.toLocaleString('en-NZ')} imported`);
    expect(second.code).toBe(0);
  }, 180_000);

  it('explains its usage and refuses a missing file', async () => {
    const result = await runCli(path.join(dir, 'missing.csv'), path.join(dir, 'unused'));
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('No such file') });
  });
});
