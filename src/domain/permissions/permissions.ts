/**
 * The browser-permissions model (site-and-tools §4 "Permissions", §3 "Permission record", §8):
 * pure decisions only. The browser glue (storage, navigator.permissions, the dialog) lives in
 * src/web/site/permissions/. The kinds, the states and how a state is stored are `stored.ts`, which
 * a page that only reads a stored state (the cookie notice) loads without the rest.
 */

import { PERMISSION_KINDS, type PermissionKind, type PermissionState } from './stored.ts';

export {
  PERMISSION_KINDS,
  PERMISSION_STATES,
  parseStoredPermission,
  permissionStorageKey,
  type PermissionKind,
  type PermissionState,
} from './stored.ts';

/**
 * What the browser says about a kind before we ask the visitor:
 * - granted / denied / prompt: the answer of navigator.permissions.query;
 * - unknown: the browser cannot be queried for this kind (no Permissions API, or the kind is not
 *   one the spec queries), so only the visitor can decide;
 * - unrecognised: the Permissions API rejected the name (Firefox and clipboard-write);
 * - unavailable: the feature itself is missing (no navigator.geolocation, cookies switched off).
 */
export type BrowserPermissionStatus =
  'granted' | 'denied' | 'prompt' | 'unknown' | 'unrecognised' | 'unavailable';

/** Thrown for a kind outside PERMISSION_KINDS (site-and-tools §8). */
export class UnsupportedPermissionKindError extends Error {
  constructor(kind: string) {
    super(
      `Unsupported permission kind "${kind}". Supported kinds: ${PERMISSION_KINDS.join(', ')}.`,
    );
    this.name = 'UnsupportedPermissionKindError';
  }
}

export function assertPermissionKind(kind: string): asserts kind is PermissionKind {
  if (!(PERMISSION_KINDS as readonly string[]).includes(kind))
    throw new UnsupportedPermissionKindError(kind);
}

// spec: site-and-tools §4 "Geolocation and clipboard use the browser permissions query."
export function usesBrowserPermissionQuery(kind: PermissionKind): boolean {
  return kind === 'geolocation' || kind === 'clipboard-write';
}

export function isPermissionGranted(state: PermissionState): boolean {
  return state === 'YES' || state === 'YES_AUTO';
}

export type PermissionDecision = { kind: 'decided'; state: PermissionState } | { kind: 'ask' };

/**
 * Decides a request for permission without asking, or says the visitor must be asked:
 * 1. the browser's own answer comes first: a missing feature is UNAVAILABLE, a browser block
 *    is BLOCKED, a name the browser does not know is UNRECOGNISED;
 * 2. an earlier yes (YES or YES_AUTO) stands;
 * 3. with no confirmation dialog for the kind, permission is assumed: YES_AUTO (§4);
 * 4. when the browser has already granted it, the visitor has said yes there: YES_AUTO;
 * 5. otherwise the visitor is asked (also after an earlier NO: a new request is a new question).
 */
export function decidePermission(input: {
  stored: PermissionState;
  browser: BrowserPermissionStatus;
  hasDialog: boolean;
}): PermissionDecision {
  const { stored, browser, hasDialog } = input;
  if (browser === 'unavailable') return { kind: 'decided', state: 'UNAVAILABLE' };
  if (browser === 'denied') return { kind: 'decided', state: 'BLOCKED' };
  if (browser === 'unrecognised') return { kind: 'decided', state: 'UNRECOGNISED' };
  if (isPermissionGranted(stored)) return { kind: 'decided', state: stored };
  if (!hasDialog || browser === 'granted') return { kind: 'decided', state: 'YES_AUTO' };
  return { kind: 'ask' };
}

// spec: site-and-tools §4 "yes gives YES, no gives NO"
export function permissionFromAnswer(yes: boolean): PermissionState {
  return yes ? 'YES' : 'NO';
}
