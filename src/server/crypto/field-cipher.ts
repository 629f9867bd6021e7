import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of single answers (identity document numbers, issue 12 finding 10;
 * decision 030). AES-256-GCM with a random 96-bit IV per value; the field's name is the
 * additional authenticated data, so a value copied into another field does not decrypt.
 *
 * Stored form: `enc:v1:<key id>:<iv>:<ciphertext and tag>` (base64url). `v1` names the format;
 * the key id (a fingerprint of the key) says which key wrote it, so a new key can take over while
 * older values are still read with the previous keys.
 */
export const ENCRYPTED_VALUE_PREFIX = 'enc:v1:';
export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FieldCipher {
  readonly #current: { id: string; key: Buffer };
  readonly #byId: Map<string, Buffer>;

  /** `current` encrypts; it and every key in `previous` decrypt. Each key is 32 bytes. */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous])
      if (key.length !== DATA_KEY_BYTES) throw new Error('A data key is 32 bytes.');
    this.#current = { id: keyId(current), key: current };
    this.#byId = new Map([current, ...previous].map((key) => [keyId(key), key]));
  }

  encrypt(field: string, plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#current.key, iv);
    cipher.setAAD(Buffer.from(field, 'utf8'));
    const sealed = Buffer.concat([
      cipher.update(plain, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${ENCRYPTED_VALUE_PREFIX}${this.#current.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
  }

  /** The plain value; a value stored before encryption (no prefix) is returned as it is. */
  decrypt(field: string, stored: string): string {
    if (!stored.startsWith(ENCRYPTED_VALUE_PREFIX)) return stored;
    const [id, iv, sealed] = stored.slice(ENCRYPTED_VALUE_PREFIX.length).split(':');
    const key = this.#byId.get(id ?? '');
    if (!key || !iv || !sealed)
      throw new Error(`No data key ${id} to read ${field}: is DATA_ENCRYPTION_PREVIOUS_KEYS set?`);
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(field, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** A copy of `values` with the named non-empty string answers encrypted. */
  encryptFields<T extends Record<string, unknown>>(values: T, names: readonly string[]): T {
    return this.#map(values, names, (name, value) =>
      value.startsWith(ENCRYPTED_VALUE_PREFIX) ? value : this.encrypt(name, value),
    );
  }

  /** A copy of `values` with the named answers decrypted. */
  decryptFields<T extends Record<string, unknown>>(values: T, names: readonly string[]): T {
    return this.#map(values, names, (name, value) => this.decrypt(name, value));
  }

  #map<T extends Record<string, unknown>>(
    values: T,
    names: readonly string[],
    change: (name: string, value: string) => string,
  ): T {
    const copy: Record<string, unknown> = { ...values };
    for (const name of names) {
      const value = copy[name];
      if (typeof value === 'string' && value !== '') copy[name] = change(name, value);
    }
    return copy as T;
  }
}

function keyId(key: Buffer): string {
  return createHash('sha256').update('data-key-id:').update(key).digest('hex').slice(0, 8);
}
