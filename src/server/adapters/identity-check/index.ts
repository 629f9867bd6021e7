import type { Env } from '../../env.ts';
import { createCloudcheckIdentityCheck } from './cloudcheck.ts';
import { createSandboxIdentityCheck } from './sandbox.ts';
import type { IdentityCheckAdapter } from './types.ts';

export type {
  IdentityCheckAdapter,
  IdentityCheckResult,
  IdentitySource,
  IdentitySubject,
} from './types.ts';
export { IdentityCheckUnavailableError } from './types.ts';
export type { IdentityStandard } from './standard.ts';

/**
 * The electronic identity check (AML/CFT Amended Identity Verification Code of Practice):
 * Cloudcheck's Integrated API, or the sandbox (IDENTITY_CHECK_PROVIDER).
 */
export function createIdentityCheckAdapter(
  env: Pick<
    Env,
    | 'IDENTITY_CHECK_PROVIDER'
    | 'CLOUDCHECK_API_URL'
    | 'CLOUDCHECK_API_KEY'
    | 'CLOUDCHECK_API_SECRET'
  >,
): IdentityCheckAdapter {
  if (env.IDENTITY_CHECK_PROVIDER === 'cloudcheck')
    // env.ts refuses cloudcheck without its key and secret.
    return createCloudcheckIdentityCheck({
      baseUrl: env.CLOUDCHECK_API_URL,
      key: env.CLOUDCHECK_API_KEY!,
      secret: env.CLOUDCHECK_API_SECRET!,
    });
  return createSandboxIdentityCheck();
}
