/**
 * Where signing in starts and ends (issue 8 "Sign-in"). Pure, so the sign-in page and the
 * server's redirects agree.
 */
import { STEP_PATHS } from '../loan-application/steps.ts';
import type { SignedInActor } from './actor.ts';
import { ACCOUNT_PATH, SIGN_IN_PATH, STAFF_PATH } from './paths.ts';

export { ACCOUNT_PATH, SIGN_IN_PATH };
/** The query parameter that names the page to return to after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

const MAX_RETURN_PATH_LENGTH = 2048;
const ORIGIN = 'https://same-site.invalid';

/**
 * The page to go to after signing in, when `value` is a path on this site; null for anything else
 * (another host, `//host`, a backslash that browsers read as a slash, a scheme, control
 * characters), so the parameter cannot send anyone off the site (an open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null;
  // Never back to the sign-in page itself.
  if (url.pathname === SIGN_IN_PATH) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Where a signed-in visitor goes without a return path: customers to the portal, staff to the
 * workspace's queue (issue 20), brokers to step 1.
 */
export function homeOf(kind: SignedInActor['kind']): string {
  if (kind === 'staff') return STAFF_PATH;
  return kind === 'customer' ? ACCOUNT_PATH : STEP_PATHS[1];
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInPathReturningTo(path: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}
