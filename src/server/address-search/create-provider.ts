import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { AddressProvider } from './address-provider.ts';
import { AddressRepository } from './address-repository.ts';
import { AddressFinderProvider } from './addressfinder-provider.ts';

/** ADDRESS_PROVIDER: `local` (default) is our own PostgreSQL index; `addressfinder` the outside service. */
export function createAddressProvider(env: Env, db: Database): AddressProvider {
  if (
    env.ADDRESS_PROVIDER === 'addressfinder' &&
    env.ADDRESSFINDER_KEY &&
    env.ADDRESSFINDER_SECRET
  ) {
    return new AddressFinderProvider({
      key: env.ADDRESSFINDER_KEY,
      secret: env.ADDRESSFINDER_SECRET,
    });
  }
  return new AddressRepository(db);
}
