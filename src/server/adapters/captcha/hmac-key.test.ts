import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAltchaHmacKey } from './hmac-key.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'altcha-key-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

describe('the proof-of-work signing key', () => {
  it('is ALTCHA_HMAC_KEY when set', async () => {
    expect(await resolveAltchaHmacKey('configured-key-0123456789', dataDir)).toBe(
      'configured-key-0123456789',
    );
  });

  it('is generated once under DATA_DIR/secrets and shared by processes starting together', async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => resolveAltchaHmacKey(undefined, dataDir)),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]!.length).toBeGreaterThanOrEqual(43);
    const file = path.join(dataDir, 'secrets', 'altcha-hmac-key');
    expect((await readFile(file, 'utf8')).trim()).toBe(keys[0]);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(await resolveAltchaHmacKey(undefined, dataDir)).toBe(keys[0]);
  });
});
