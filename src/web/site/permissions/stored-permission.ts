import {
  parseStoredPermission,
  permissionStorageKey,
  type PermissionKind,
  type PermissionState,
} from '#domain/permissions/stored.ts';

/**
 * A kind's state in local storage (site-and-tools §4), apart from the rest of the browser glue
 * (browser-permissions.ts): the cookie notice reads it as every page starts. Storage holds only
 * the state word per kind ("YES", "NO" ...), never personal data.
 */
export function readStoredPermission(kind: PermissionKind): PermissionState {
  try {
    return parseStoredPermission(window.localStorage.getItem(permissionStorageKey(kind)));
  } catch {
    // Storage can be switched off (private modes, strict settings): the kind counts as never asked.
    return 'PENDING';
  }
}

export function storePermission(kind: PermissionKind, state: PermissionState): void {
  try {
    window.localStorage.setItem(permissionStorageKey(kind), state);
  } catch {
    // Without storage the visitor is simply asked again next time.
  }
}
