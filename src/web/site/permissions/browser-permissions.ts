import {
  assertPermissionKind,
  decidePermission,
  permissionFromAnswer,
  usesBrowserPermissionQuery,
  type BrowserPermissionStatus,
  type PermissionKind,
  type PermissionState,
} from '#domain/permissions/permissions.ts';
import { readStoredPermission, storePermission } from './stored-permission.ts';

export { readStoredPermission, storePermission } from './stored-permission.ts';

/**
 * Browser glue for the permissions model (site-and-tools §4): local storage, the Permissions
 * API and the visitor's answer. The decisions themselves are in src/domain/permissions.
 * Storage holds only the state word per kind ("YES", "NO" ...), never personal data.
 */

function featureAvailable(kind: PermissionKind): boolean {
  if (kind === 'geolocation') return 'geolocation' in navigator;
  if (kind === 'clipboard-write') return typeof navigator.clipboard?.writeText === 'function';
  return navigator.cookieEnabled;
}

/** What the browser says about a kind, without prompting the visitor. */
export async function queryBrowserPermission(
  kind: PermissionKind,
): Promise<BrowserPermissionStatus> {
  if (!featureAvailable(kind)) return 'unavailable';
  if (!usesBrowserPermissionQuery(kind) || typeof navigator.permissions?.query !== 'function')
    return 'unknown';
  try {
    // 'clipboard-write' is not in TypeScript's PermissionName list, though Chromium supports it.
    const status = await navigator.permissions.query({ name: kind as PermissionName });
    return status.state;
  } catch {
    return 'unrecognised';
  }
}

/** Asks the visitor (an in-page dialog); resolves true for yes. */
export type ConfirmPermission = (kind: PermissionKind) => Promise<boolean>;

/**
 * Requests permission for a kind: decides from the browser and the stored state, asks the
 * visitor through `confirm` when needed (a kind without a confirm dialog is YES_AUTO), stores
 * and returns the resulting state. Throws for an unsupported kind (site-and-tools §8).
 */
export async function requestPermission(
  kind: string,
  confirm?: ConfirmPermission,
): Promise<PermissionState> {
  assertPermissionKind(kind);
  const decision = decidePermission({
    stored: readStoredPermission(kind),
    browser: await queryBrowserPermission(kind),
    hasDialog: confirm !== undefined,
  });
  const state =
    decision.kind === 'ask' ? permissionFromAnswer(await confirm!(kind)) : decision.state;
  storePermission(kind, state);
  return state;
}
