import { readAddressDetail, type AddressDetail } from '#domain/address/index.ts';
import type { AddressFinderConfig, AddressSuggestion } from '#domain/contracts/address-finder.ts';
// The address finder's calls, not the whole wire table (docs/decisions/157).
import { APPLICATION_CALLS as API } from '#domain/contracts/application-calls.ts';
import { readAnswer } from '#domain/contracts/read-answer.ts';

// The answer schemas load with the first lookup, not with the page (docs/decisions/024).
const answerSchemas = () => import('#domain/contracts/address-finder.ts');

/** Any way a lookup can fail (site-and-tools §8: bad response, no result or failed fetch). */
export class AddressLookupError extends Error {
  override name = 'AddressLookupError';
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
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

function withParameter(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

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

/** GET {search or searchPostal}?query= (site-and-tools §7). */
export async function searchAddresses(
  query: string,
  options: { postal: boolean; signal: AbortSignal },
): Promise<AddressSuggestion[]> {
  const config = await loadAddressFinderConfig();
  const json = await getJson(
    withParameter(options.postal ? config.searchPostal : config.search, 'query', query),
    options.signal,
  );
  const { addressSearchContract } = await answerSchemas();
  // The postal search answers in the same shape (site-and-tools §7).
  const suggestions = readAnswer(addressSearchContract.response[200], json);
  if (!suggestions) throw new AddressLookupError('bad search response');
  return suggestions;
}

/** GET {detail}?id= (site-and-tools §7). */
export async function fetchAddressDetail(
  id: string,
  options: { signal: AbortSignal },
): Promise<AddressDetail> {
  const config = await loadAddressFinderConfig();
  const json = await getJson(withParameter(config.detail, 'id', id), options.signal);
  const { addressDetailContract } = await answerSchemas();
  const answer = readAnswer(addressDetailContract.response[200], json);
  const detail = answer && readAddressDetail(answer);
  if (!detail) throw new AddressLookupError('no address in the detail response');
  return detail;
}
