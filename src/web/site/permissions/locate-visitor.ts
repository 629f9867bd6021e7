import type { GeoPoint } from '#domain/branches/geo.ts';
import { isPermissionGranted, type PermissionState } from '#domain/permissions/permissions.ts';
import { storePermission } from './browser-permissions.ts';

export type LocateResult =
  | { kind: 'located'; point: GeoPoint }
  /** Our permission model said no (NO, BLOCKED, UNAVAILABLE, UNRECOGNISED). */
  | { kind: 'refused'; state: PermissionState }
  /** Permission was given but the browser could not tell where the visitor is. */
  | { kind: 'failed' };

// A phone without a fix can take a while; past this the visitor is better off searching by town.
const LOCATE_TIMEOUT_MS = 15_000;
// A position from the last five minutes is close enough to pick a branch.
const LOCATE_MAX_AGE_MS = 300_000;

/**
 * The visitor's position through the permissions model (site-and-tools §4); `request` is
 * usePermissionRequest's. The position stays in the browser; only the permission state word is stored.
 */
export async function locateVisitor(
  request: (kind: 'geolocation') => Promise<PermissionState>,
): Promise<LocateResult> {
  const state = await request('geolocation');
  if (!isPermissionGranted(state)) return { kind: 'refused', state };
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'located',
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          // The browser's own prompt was refused or is blocked in its settings.
          storePermission('geolocation', 'BLOCKED');
          resolve({ kind: 'refused', state: 'BLOCKED' });
        } else {
          resolve({ kind: 'failed' });
        }
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  });
}
