import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Token: the capability that opens an application (the confirmation page's appref, resume, save).
 * 32 random bytes (256 bits) as base64url: URL-safe, 43 characters. Never a UUID v4 (122 bits).
 */
export const TOKEN_BYTES = 32;
/** Guid: the second half of the resume pair; 16 random bytes (128 bits) in the familiar 8-4-4-4-12 hex layout. */
export const GUID_BYTES = 16;

export function newApplicationToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function newApplicationGuid(): string {
  const hex = randomBytes(GUID_BYTES).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Compares secrets in constant time, so a wrong Guid does not leak how much of it was right. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
