/**
 * The permission kinds and states and how a state is stored (site-and-tools §3 "Permission
 * record", §4 "Permissions"), apart from the decisions in permissions.ts: the cookie notice reads
 * a stored state as a page starts and needs nothing else until the visitor answers.
 */

// spec: site-and-tools §3 "Permission record: one per kind: geolocation, cookie, clipboard-write"
export const PERMISSION_KINDS = ['geolocation', 'cookie', 'clipboard-write'] as const;
export type PermissionKind = (typeof PERMISSION_KINDS)[number];

// spec: site-and-tools §4 "Permissions"
export const PERMISSION_STATES = [
  'PENDING',
  'NO',
  'YES',
  'YES_AUTO',
  'BLOCKED',
  'UNAVAILABLE',
  'UNRECOGNISED',
] as const;
export type PermissionState = (typeof PERMISSION_STATES)[number];

// spec: site-and-tools §4 "The state is stored in local storage under a per-kind key."
export function permissionStorageKey(kind: PermissionKind): string {
  return `permission:${kind}`;
}

/** A stored value back to a state; anything missing or unexpected is PENDING (never asked). */
export function parseStoredPermission(value: string | null | undefined): PermissionState {
  return (PERMISSION_STATES as readonly string[]).includes(value ?? '')
    ? (value as PermissionState)
    : 'PENDING';
}
