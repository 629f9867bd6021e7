import { afterEach, describe, expect, it, vi } from 'vitest';
import { branches } from '#content/branches.ts';
import { fetchBranches } from './branch-data.ts';

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the branch finder reads the map data through the wire contract (issue 7 finding 7)', () => {
  it('takes a branch list that matches the contract', async () => {
    answerWith(branches);
    expect(await fetchBranches()).toEqual(branches);
  });

  it('refuses a branch list that does not match the contract', async () => {
    const { coordinates: _dropped, ...withoutCoordinates } = branches[0]!;
    answerWith([withoutCoordinates]);
    await expect(fetchBranches()).rejects.toThrow(/contract/);
  });
});
