import type { AddressFinderConfig } from '#domain/contracts/address-finder.ts';
// The address finder's calls, not the whole wire table (docs/decisions/157).
import { APPLICATION_CALLS as API } from '#domain/contracts/application-calls.ts';
import { readAnswer } from '#domain/contracts/read-answer.ts';

// The answer schemas load with the first lookup, not with the page (docs/decisions/024).
export const answerSchemas = () => import('#domain/contracts/address-finder.ts');

/** Any way a lookup can fail (site-and-tools §8: bad response, no result or failed fetch). */
export class AddressLookupError extends Error {
  override name = 'AddressLookupError';
}

export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AddressLookupError(`fetch failed: ${url}`);
  }
  if (!response.ok) throw new AddressLookupError(`HTTP ${response.status}: ${url}`);
  try {
    return await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AddressLookupError(`not JSON: ${url}`);
  }
}

// The configuration is fetched as the page loads (site-and-tools §7); the searches' and the
// detail's code loads when the visitor reaches for the search box (address-finder.on-demand.ts,
// docs/decisions/162).

// One request per page for every address input on it; a failed one is forgotten so a later input can retry.
let configRequest: Promise<AddressFinderConfig> | null = null;

export function loadAddressFinderConfig(): Promise<AddressFinderConfig> {
  if (!configRequest) {
    // spec: site-and-tools §7: the finder's URLs come from this call, fetched once at load.
    const schemas = answerSchemas();
    const request = getJson(API.addressFinderConfig.path).then(async (json) => {
      const { addressFinderConfigContract } = await schemas;
      const config = readAnswer(addressFinderConfigContract.response[200], json);
      if (!config) throw new AddressLookupError('bad address finder config');
      return config.addressFinder;
    });
    request.catch(() => {
      if (configRequest === request) configRequest = null;
    });
    configRequest = request;
  }
  return configRequest;
}
