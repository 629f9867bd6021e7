import { describe, expect, it } from 'vitest';
import {
  PERMISSION_KINDS,
  UnsupportedPermissionKindError,
  assertPermissionKind,
  decidePermission,
  isPermissionGranted,
  parseStoredPermission,
  permissionFromAnswer,
  permissionStorageKey,
  usesBrowserPermissionQuery,
} from './permissions.ts';

describe('permission kinds (site-and-tools §3, §8)', () => {
  it('supports geolocation, cookie and clipboard-write', () => {
    expect(PERMISSION_KINDS).toEqual(['geolocation', 'cookie', 'clipboard-write']);
    for (const kind of PERMISSION_KINDS) expect(() => assertPermissionKind(kind)).not.toThrow();
  });

  it('throws an error naming the supported kinds for an unsupported kind', () => {
    expect(() => assertPermissionKind('camera')).toThrow(UnsupportedPermissionKindError);
    expect(() => assertPermissionKind('camera')).toThrow(
      'Unsupported permission kind "camera". Supported kinds: geolocation, cookie, clipboard-write.',
    );
  });

  it('stores each kind under its own key', () => {
    expect(new Set(PERMISSION_KINDS.map(permissionStorageKey)).size).toBe(3);
    expect(permissionStorageKey('geolocation')).toBe('permission:geolocation');
  });

  it('queries the browser for geolocation and clipboard-write, not for cookies (§4)', () => {
    expect(usesBrowserPermissionQuery('geolocation')).toBe(true);
    expect(usesBrowserPermissionQuery('clipboard-write')).toBe(true);
    expect(usesBrowserPermissionQuery('cookie')).toBe(false);
  });
});

describe('stored permission states (site-and-tools §4)', () => {
  it('reads back every state', () => {
    for (const state of [
      'PENDING',
      'NO',
      'YES',
      'YES_AUTO',
      'BLOCKED',
      'UNAVAILABLE',
      'UNRECOGNISED',
    ] as const) {
      expect(parseStoredPermission(state)).toBe(state);
    }
  });

  it('treats a missing or tampered value as PENDING', () => {
    expect(parseStoredPermission(null)).toBe('PENDING');
    expect(parseStoredPermission('yes')).toBe('PENDING');
    expect(parseStoredPermission('{"state":"YES"}')).toBe('PENDING');
  });

  it('counts only YES and YES_AUTO as granted', () => {
    expect(isPermissionGranted('YES')).toBe(true);
    expect(isPermissionGranted('YES_AUTO')).toBe(true);
    for (const state of ['PENDING', 'NO', 'BLOCKED', 'UNAVAILABLE', 'UNRECOGNISED'] as const) {
      expect(isPermissionGranted(state)).toBe(false);
    }
  });
});

describe('deciding a permission request (site-and-tools §4)', () => {
  it('assumes permission (YES_AUTO) when no confirmation dialog exists for the kind', () => {
    expect(decidePermission({ stored: 'PENDING', browser: 'unknown', hasDialog: false })).toEqual({
      kind: 'decided',
      state: 'YES_AUTO',
    });
  });

  it('asks the visitor when a dialog exists and nothing is decided yet', () => {
    expect(decidePermission({ stored: 'PENDING', browser: 'prompt', hasDialog: true })).toEqual({
      kind: 'ask',
    });
    expect(decidePermission({ stored: 'PENDING', browser: 'unknown', hasDialog: true })).toEqual({
      kind: 'ask',
    });
  });

  it('turns the answer into YES or NO', () => {
    expect(permissionFromAnswer(true)).toBe('YES');
    expect(permissionFromAnswer(false)).toBe('NO');
  });

  it('asks again after an earlier no, since a new request is a new question', () => {
    expect(decidePermission({ stored: 'NO', browser: 'prompt', hasDialog: true })).toEqual({
      kind: 'ask',
    });
  });

  it('keeps an earlier yes without asking again', () => {
    expect(decidePermission({ stored: 'YES', browser: 'prompt', hasDialog: true })).toEqual({
      kind: 'decided',
      state: 'YES',
    });
    expect(decidePermission({ stored: 'YES_AUTO', browser: 'granted', hasDialog: true })).toEqual({
      kind: 'decided',
      state: 'YES_AUTO',
    });
  });

  it('does not ask when the browser has already granted the kind', () => {
    expect(decidePermission({ stored: 'PENDING', browser: 'granted', hasDialog: true })).toEqual({
      kind: 'decided',
      state: 'YES_AUTO',
    });
  });

  it('is BLOCKED when the browser denies the kind, whatever was stored', () => {
    expect(decidePermission({ stored: 'YES', browser: 'denied', hasDialog: true })).toEqual({
      kind: 'decided',
      state: 'BLOCKED',
    });
    expect(decidePermission({ stored: 'PENDING', browser: 'denied', hasDialog: false })).toEqual({
      kind: 'decided',
      state: 'BLOCKED',
    });
  });

  it('is UNAVAILABLE when the browser lacks the feature', () => {
    expect(decidePermission({ stored: 'YES', browser: 'unavailable', hasDialog: true })).toEqual({
      kind: 'decided',
      state: 'UNAVAILABLE',
    });
  });

  it('is UNRECOGNISED when the browser does not know the permission name', () => {
    expect(
      decidePermission({ stored: 'PENDING', browser: 'unrecognised', hasDialog: false }),
    ).toEqual({ kind: 'decided', state: 'UNRECOGNISED' });
  });
});
