import { generatedSecret, generatedSecretPath } from '../../generated-secret.ts';

const KEY_FILE = 'altcha-hmac-key';

/**
 * The proof-of-work signing key: ALTCHA_HMAC_KEY when set; otherwise a key generated once and kept
 * in DATA_DIR/secrets, so every process on this host signs and verifies with the same key.
 */
export async function resolveAltchaHmacKey(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  return resolveSecret({ configured, dataDir, file: KEY_FILE, variable: 'ALTCHA_HMAC_KEY' });
}

/**
 * A secret from its environment variable when set, else generated once into DATA_DIR/secrets/{file}
 * (shared by every process on the host). The payment gateway sandbox's signing key and the demo
 * referrers' keys (src/server/referrers) come from here too.
 */
export async function resolveSecret(options: {
  configured: string | undefined;
  dataDir: string;
  file: string;
  variable: string;
}): Promise<string> {
  const { configured, dataDir, file, variable } = options;
  if (configured) return configured;
  const key = await generatedSecret(dataDir, file);
  if (key.length < 16)
    throw new Error(
      `${generatedSecretPath(dataDir, file)} holds no usable key: delete it to generate a new one, or set ${variable}.`,
    );
  return key;
}
