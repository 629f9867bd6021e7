import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { brand } from '#content/brand.ts';
import type { FieldCipher } from '../crypto/field-cipher.ts';
import type { Database } from '../db/client.ts';
import { accounts, staffRecoveryCodes } from '../db/schema/index.ts';
import type { Account } from './accounts.ts';

/**
 * Staff's second factor (issue 20 "People and access", decision 094): time-based one-time codes
 * (RFC 6238, 30-second steps, 6 digits) through otplib, and ten single-use recovery codes. The
 * secret is encrypted at rest with the data key (decision 030); a code is accepted once.
 */
export interface TwoFactorDeps {
  db: Database;
  cipher: FieldCipher;
  clock: () => Date;
}

const CIPHER_FIELD = 'totp_secret';
export const RECOVERY_CODE_COUNT = 10;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const TOLERANCE_SECONDS = 30;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const hashCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** Ten characters of 5 random bits each (50 bits), shown as `xxxxx-xxxxx`. */
function recoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Whether the account has a second factor set up. */
export const hasSecondFactor = (account: Pick<Account, 'totpSecret'>) =>
  account.totpSecret !== null;

/**
 * Starts setting up (or replacing) the second factor: a new secret, kept as pending until a code
 * from it confirms it. The secret is shown once, as text and as a QR code of its otpauth URI.
 */
export async function startEnrolment(deps: TwoFactorDeps, account: Pick<Account, 'id' | 'email'>) {
  const secret = generateSecret();
  await deps.db
    .update(accounts)
    .set({ totpPendingSecret: deps.cipher.encrypt(CIPHER_FIELD, secret) })
    .where(eq(accounts.id, account.id));
  const uri = generateURI({ issuer: brand.name, label: account.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The time step a code from `secret` is valid for now, or null. */
function acceptedStep(
  deps: TwoFactorDeps,
  secret: string,
  code: string,
  after: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(deps.clock().getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(after !== null ? { afterTimeStep: after } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Confirms the pending secret with a code from it: the secret becomes the account's, earlier
 * recovery codes are replaced by ten new ones, returned once (only their hashes are kept).
 * Null when the code does not match (or nothing is pending).
 */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  account: Pick<Account, 'id' | 'totpPendingSecret'>,
  code: string,
): Promise<string[] | null> {
  if (!account.totpPendingSecret) return null;
  const secret = deps.cipher.decrypt(CIPHER_FIELD, account.totpPendingSecret);
  const step = acceptedStep(deps, secret, code.trim(), null);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(accounts.id, account.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, account.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((value) => ({ accountId: account.id, codeHash: hashCode(value) })));
  });
  return codes;
}

/**
 * Checks a sign-in's second factor: a current code not used before (its step is recorded, so a
 * code seen over a shoulder cannot be replayed), or an unused recovery code (then used up).
 */
export async function verifySecondFactor(
  deps: TwoFactorDeps,
  account: Pick<Account, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
): Promise<boolean> {
  if (!account.totpSecret) return false;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const secret = deps.cipher.decrypt(CIPHER_FIELD, account.totpSecret);
    const step = acceptedStep(deps, secret, typed, account.totpLastStep);
    if (step === null) return false;
    const claimed = await deps.db
      .update(accounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(accounts.id, account.id),
          or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step)),
        ),
      )
      .returning({ id: accounts.id });
    return claimed.length === 1;
  }
  const used = await deps.db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`${deps.clock().toISOString()}::timestamptz` })
    .where(
      and(
        eq(staffRecoveryCodes.accountId, account.id),
        eq(staffRecoveryCodes.codeHash, hashCode(typed)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
