import type { Env } from '../env.ts';

/**
 * Outside services, each behind an interface with a sandbox (the default) and a production
 * implementation chosen by configuration. See src/server/adapters/README.md.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as each adapter lands
export interface Adapters {}

export async function createAdapters(_env: Env): Promise<Adapters> {
  return {};
}
