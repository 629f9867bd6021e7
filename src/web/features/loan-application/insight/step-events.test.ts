import { afterEach, describe, expect, it, vi } from 'vitest';
import { countFailures, watchStep } from './step-events.on-demand.ts';

// Issue 34 finding 1: a blocked submit's failures go with the step's beacons, never a value.
function fakeStore(state: { token: string | null; version: number | null; status: 'ready' }) {
  let current = state;
  const listeners = new Set<() => void>();
  return {
    getState: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: typeof state) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function beaconBodies(send: ReturnType<typeof vi.fn>): Promise<Record<string, unknown>[]> {
  return Promise.all(send.mock.calls.map(async ([, blob]) => JSON.parse(await read(blob as Blob))));
}

afterEach(() => vi.unstubAllGlobals());

describe('the step events carry the counted failures', () => {
  it('sends them with step_left when the step is left unsaved', async () => {
    const send = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: send });
    const stop = watchStep({
      step: 1,
      store: fakeStore({ token: null, version: null, status: 'ready' }),
    });
    countFailures(1, { FirstName: 'required', Email: 'pattern' });
    countFailures(1, { FirstName: 'required' });
    stop();
    const [viewed, left] = await beaconBodies(send);
    expect(viewed).toMatchObject({ name: 'step_viewed', step: 1 });
    expect(left).toMatchObject({
      name: 'step_left',
      failures: [
        { field: 'FirstName', kind: 'required', count: 2 },
        { field: 'Email', kind: 'pattern', count: 1 },
      ],
    });
  });

  it('sends them as validation_failed, with the Token, once the step saved', async () => {
    const send = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: send });
    const store = fakeStore({ token: null, version: null, status: 'ready' });
    const stop = watchStep({ step: 2, store });
    countFailures(2, { ContactNumber: 'pattern' });
    store.set({ token: 'appref-1', version: 1, status: 'ready' });
    stop();
    const bodies = await beaconBodies(send);
    expect(bodies.map((body) => body.name)).toEqual(['step_viewed', 'validation_failed']);
    expect(bodies[1]).toMatchObject({
      token: 'appref-1',
      failures: [{ field: 'ContactNumber', kind: 'pattern', count: 1 }],
    });
  });
});
