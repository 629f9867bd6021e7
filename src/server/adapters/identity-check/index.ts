import { createSandboxIdentityCheck } from './sandbox.ts';
import type { IdentityCheckAdapter } from './types.ts';

export type {
  IdentityCheckAdapter,
  IdentityCheckResult,
  IdentitySource,
  IdentitySubject,
} from './types.ts';
export { IdentityCheckUnavailableError } from './types.ts';

/**
 * The electronic identity check (AML/CFT Amended Identity Verification Code of Practice). Only
 * the sandbox exists so far; a provider's adapter implements the same interface.
 */
export function createIdentityCheckAdapter(): IdentityCheckAdapter {
  return createSandboxIdentityCheck();
}
