import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredPermission, requestPermission } from './browser-permissions.ts';
import { locateVisitor } from './locate-visitor.ts';

type QueryAnswer = PermissionState | Error;

function fakeBrowser(
  options: {
    query?: Record<string, QueryAnswer>;
    geolocation?: Partial<Geolocation> | null;
    clipboard?: boolean;
  } = {},
) {
  const query = vi.fn(async ({ name }: { name: string }) => {
    const answer = options.query?.[name] ?? 'prompt';
    if (answer instanceof Error) throw answer;
    return { state: answer } as PermissionStatus;
  });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query } });
  if (options.geolocation === null) {
    // jsdom has no geolocation: "unavailable" is the default.
    delete (navigator as { geolocation?: unknown }).geolocation;
  } else {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: options.geolocation ?? { getCurrentPosition: vi.fn() },
    });
  }
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: options.clipboard === false ? undefined : { writeText: vi.fn() },
  });
  return { query };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const key of ['permissions', 'geolocation', 'clipboard'])
    delete (navigator as unknown as Record<string, unknown>)[key];
});

describe('requesting a permission (site-and-tools §4)', () => {
  it('throws an error naming the supported kinds for an unsupported kind (§8)', async () => {
    await expect(requestPermission('microphone')).rejects.toThrow(
      'Unsupported permission kind "microphone". Supported kinds: geolocation, cookie, clipboard-write.',
    );
  });

  it('assumes permission (YES_AUTO) for a kind with no confirmation dialog, and stores it under its own key', async () => {
    fakeBrowser();
    await expect(requestPermission('cookie')).resolves.toBe('YES_AUTO');
    expect(localStorage.getItem('permission:cookie')).toBe('YES_AUTO');
    expect(localStorage.getItem('permission:geolocation')).toBeNull();
  });

  it('asks the visitor when a dialog exists: yes gives YES, no gives NO', async () => {
    fakeBrowser();
    await expect(requestPermission('geolocation', async () => true)).resolves.toBe('YES');
    expect(localStorage.getItem('permission:geolocation')).toBe('YES');
    localStorage.clear();
    await expect(requestPermission('geolocation', async () => false)).resolves.toBe('NO');
    expect(readStoredPermission('geolocation')).toBe('NO');
  });

  it('uses the browser permissions query for geolocation and clipboard-write', async () => {
    const { query } = fakeBrowser({ query: { 'clipboard-write': 'granted' } });
    await requestPermission('geolocation', async () => true);
    await requestPermission('clipboard-write');
    await requestPermission('cookie');
    expect(query.mock.calls.map(([arg]) => arg.name)).toEqual(['geolocation', 'clipboard-write']);
  });

  it('does not ask again after a yes', async () => {
    fakeBrowser();
    localStorage.setItem('permission:geolocation', 'YES');
    const confirm = vi.fn(async () => false);
    await expect(requestPermission('geolocation', confirm)).resolves.toBe('YES');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask when the browser already grants it (YES_AUTO)', async () => {
    fakeBrowser({ query: { geolocation: 'granted' } });
    const confirm = vi.fn(async () => false);
    await expect(requestPermission('geolocation', confirm)).resolves.toBe('YES_AUTO');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('is BLOCKED without asking when the browser denies it', async () => {
    fakeBrowser({ query: { geolocation: 'denied' } });
    const confirm = vi.fn(async () => true);
    await expect(requestPermission('geolocation', confirm)).resolves.toBe('BLOCKED');
    expect(confirm).not.toHaveBeenCalled();
    expect(localStorage.getItem('permission:geolocation')).toBe('BLOCKED');
  });

  it('is UNAVAILABLE when the browser has no geolocation', async () => {
    fakeBrowser({ geolocation: null });
    await expect(requestPermission('geolocation', async () => true)).resolves.toBe('UNAVAILABLE');
  });

  it('is UNRECOGNISED when the browser rejects the permission name', async () => {
    fakeBrowser({ query: { 'clipboard-write': new TypeError('not a valid PermissionName') } });
    await expect(requestPermission('clipboard-write')).resolves.toBe('UNRECOGNISED');
  });

  it('still works when local storage is switched off', async () => {
    fakeBrowser();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      await expect(requestPermission('geolocation', async () => true)).resolves.toBe('YES');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('locating the visitor', () => {
  const granted = async () => 'YES' as const;

  it('gives the position when permission is granted, and stores nothing but the state word', async () => {
    fakeBrowser({
      geolocation: {
        getCurrentPosition: (ok) =>
          ok({ coords: { latitude: -41.28, longitude: 174.77 } } as GeolocationPosition),
      },
    });
    localStorage.setItem('permission:geolocation', 'YES');
    await expect(locateVisitor(granted)).resolves.toEqual({
      kind: 'located',
      point: { latitude: -41.28, longitude: 174.77 },
    });
    expect(Object.values({ ...localStorage }).join(' ')).not.toMatch(/41|174/);
  });

  it('does not touch geolocation when the visitor says no', async () => {
    const getCurrentPosition = vi.fn();
    fakeBrowser({ geolocation: { getCurrentPosition } });
    await expect(locateVisitor(async () => 'NO')).resolves.toEqual({
      kind: 'refused',
      state: 'NO',
    });
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('records BLOCKED when the browser prompt is refused', async () => {
    fakeBrowser({
      geolocation: {
        getCurrentPosition: (_ok, fail) =>
          fail?.({
            code: 1,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: '',
          } as GeolocationPositionError),
      },
    });
    await expect(locateVisitor(granted)).resolves.toEqual({ kind: 'refused', state: 'BLOCKED' });
    expect(localStorage.getItem('permission:geolocation')).toBe('BLOCKED');
  });

  it('reports a failure when no position can be found', async () => {
    fakeBrowser({
      geolocation: {
        getCurrentPosition: (_ok, fail) =>
          fail?.({
            code: 3,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: '',
          } as GeolocationPositionError),
      },
    });
    await expect(locateVisitor(granted)).resolves.toEqual({ kind: 'failed' });
  });
});
