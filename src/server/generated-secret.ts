import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A demo secret generated once and kept in DATA_DIR/secrets/<fileName> (mode 600), so every
 * process on this host uses the same one. The secret is written to a private temporary file and
 * hard-linked into place, which fails if the file exists: when several processes start together
 * exactly one secret wins and nobody reads a half-written file. Returns the file's content, trimmed.
 */
export async function generatedSecret(dataDir: string, fileName: string): Promise<string> {
  const dir = path.resolve(dataDir, 'secrets');
  const file = path.join(dir, fileName);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const candidate = path.join(dir, `.${fileName}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await writeFile(candidate, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  return (await readFile(file, 'utf8')).trim();
}

/** Where generatedSecret keeps a secret, for messages that tell the operator what to delete. */
export function generatedSecretPath(dataDir: string, fileName: string): string {
  return path.join(path.resolve(dataDir, 'secrets'), fileName);
}
