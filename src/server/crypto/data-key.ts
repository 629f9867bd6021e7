import { generatedSecret, generatedSecretPath } from '../generated-secret.ts';
import type { Env } from '../env.ts';
import { DATA_KEY_BYTES, FieldCipher } from './field-cipher.ts';

const KEY_FILE = 'data-encryption-key';

/**
 * The cipher for answers encrypted at rest: DATA_ENCRYPTION_KEY (required with DATABASE_URL, see
 * env.ts) and DATA_ENCRYPTION_PREVIOUS_KEYS for values written before a rotation; for the embedded
 * demo database a key generated once into DATA_DIR/secrets, as the captcha key is.
 */
export async function createFieldCipher(
  env: Pick<Env, 'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_PREVIOUS_KEYS' | 'DATA_DIR'>,
): Promise<FieldCipher> {
  const current = env.DATA_ENCRYPTION_KEY ?? (await generatedKey(env.DATA_DIR));
  return new FieldCipher(current, env.DATA_ENCRYPTION_PREVIOUS_KEYS ?? []);
}

async function generatedKey(dataDir: string): Promise<Buffer> {
  const key = Buffer.from(await generatedSecret(dataDir, KEY_FILE), 'base64url');
  if (key.length !== DATA_KEY_BYTES)
    throw new Error(
      `${generatedSecretPath(dataDir, KEY_FILE)} holds no usable key: set DATA_ENCRYPTION_KEY (data encrypted with the lost key cannot be read).`,
    );
  return key;
}
