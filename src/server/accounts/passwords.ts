import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing (issue 8 "Sign-in"): argon2id, memory-hard, from @node-rs/argon2 with its
 * defaults (OWASP's minimum: 19 MiB, 2 passes). The stored PHC string carries its parameters, so
 * raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the email is unknown, so an unknown email costs the same time as a wrong
// password and the two answers cannot be told apart.
let decoy: Promise<string> | undefined;

/** Whether the password matches the stored hash; with no hash, a decoy check that is always false. */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hash('decoy password that no account has');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is no match, never a crash.
    return false;
  }
}
