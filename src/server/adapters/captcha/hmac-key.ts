import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const KEY_FILE = 'altcha-hmac-key';

/**
 * The proof-of-work signing key: ALTCHA_HMAC_KEY when set; otherwise a key generated once and kept
 * in DATA_DIR/secrets, so every process on this host signs and verifies with the same key. The key
 * is written to a private temporary file and hard-linked into place, which fails if the file
 * exists: when several processes start together exactly one key wins and nobody reads a half-written file.
 */
export async function resolveAltchaHmacKey(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  const dir = path.resolve(dataDir, 'secrets');
  const file = path.join(dir, KEY_FILE);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const candidate = path.join(dir, `.${KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await writeFile(candidate, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  const key = (await readFile(file, 'utf8')).trim();
  if (key.length < 16)
    throw new Error(
      `${file} holds no usable key: delete it to generate a new one, or set ALTCHA_HMAC_KEY.`,
    );
  return key;
}
