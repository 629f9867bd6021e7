import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { createFieldCipher } from './data-key.ts';
import { FieldCipher } from './field-cipher.ts';

const key = () => randomBytes(32);

describe('answers encrypted at rest (decision 030)', () => {
  it('writes a versioned value that reads back, different each time', () => {
    const cipher = new FieldCipher(key());
    const first = cipher.encrypt('DriverLicenceNumber', 'AB123456');
    const second = cipher.encrypt('DriverLicenceNumber', 'AB123456');
    expect(first).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('AB123456');
    expect(cipher.decrypt('DriverLicenceNumber', first)).toBe('AB123456');
  });

  it('refuses a value moved into another field or altered', () => {
    const cipher = new FieldCipher(key());
    const sealed = cipher.encrypt('DriverLicenceNumber', 'AB123456');
    expect(() => cipher.decrypt('PassportNumber', sealed)).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt('DriverLicenceNumber', altered)).toThrow();
  });

  it('reads values of a previous key after rotation, and says which key is missing otherwise', () => {
    const [oldKey, newKey] = [key(), key()];
    const sealed = new FieldCipher(oldKey).encrypt('PassportNumber', 'LA1234567');
    expect(new FieldCipher(newKey, [oldKey]).decrypt('PassportNumber', sealed)).toBe('LA1234567');
    expect(() => new FieldCipher(newKey).decrypt('PassportNumber', sealed)).toThrow(
      /DATA_ENCRYPTION_PREVIOUS_KEYS/,
    );
  });

  it('encrypts only the named non-empty answers, once, and leaves a value stored in clear readable', () => {
    const cipher = new FieldCipher(key());
    const sealed = cipher.encryptFields(
      { DriverLicenceNumber: 'AB123456', PassportNumber: '', FirstName: 'Aroha' },
      ['DriverLicenceNumber', 'PassportNumber'],
    );
    expect(sealed.FirstName).toBe('Aroha');
    expect(sealed.PassportNumber).toBe('');
    expect(cipher.encryptFields(sealed, ['DriverLicenceNumber'])).toEqual(sealed);
    expect(cipher.decryptFields(sealed, ['DriverLicenceNumber']).DriverLicenceNumber).toBe(
      'AB123456',
    );
    expect(cipher.decryptFields({ PassportNumber: 'LA1234567' }, ['PassportNumber'])).toEqual({
      PassportNumber: 'LA1234567',
    });
  });
});

describe('the data key', () => {
  it('is required with DATABASE_URL and must be 32 bytes', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://db.example/lender' })).toThrow(
      /DATA_ENCRYPTION_KEY/,
    );
    expect(() => readEnv({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it('is generated once into DATA_DIR/secrets for the embedded database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'data-key-'));
    try {
      const env = readEnv({ DATA_DIR: dataDir });
      const sealed = (await createFieldCipher(env)).encrypt('PassportNumber', 'LA1234567');
      expect((await createFieldCipher(env)).decrypt('PassportNumber', sealed)).toBe('LA1234567');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
