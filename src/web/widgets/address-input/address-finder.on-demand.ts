import {
  addressFromDetail,
  readAddressDetail,
  type AddressDetail,
} from '#domain/address/address-finder.ts';
import type { AddressValue } from '#domain/address/address-value.ts';
import type { KeyboardEvent } from 'react';
import type { AddressSuggestion } from '#domain/contracts/address-finder.ts';
import { readAnswer } from '#domain/contracts/read-answer.ts';
import {
  AddressLookupError,
  answerSchemas,
  getJson,
  loadAddressFinderConfig,
} from './address-finder-client.ts';
import type { SuggestionList } from './address-lookup.ts';

// The finder's searches and detail (site-and-tools §7), loaded when the visitor reaches for the
// search box (docs/decisions/162); the configuration they use was fetched with the page.

function withParameter(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
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

/** The chosen suggestion's address, as the input's value (postal for a postal input). */
export async function chosenAddress(
  id: string,
  options: { signal: AbortSignal; postal: boolean },
): Promise<AddressValue> {
  const detail = await fetchAddressDetail(id, options);
  return addressFromDetail(detail, { postal: options.postal });
}

/**
 * The list's keys (WAI-ARIA combobox): the arrows move through the suggestions, Enter picks the
 * active one. Escape is the box's own (address-lookup.ts).
 */
export function onListKeys(
  event: KeyboardEvent<HTMLInputElement>,
  list: SuggestionList,
  select: (chosen: AddressSuggestion) => void,
) {
  const { suggestions, resultsVisible, activeIndex } = list;
  const count = suggestions.length;
  if (event.key === 'ArrowDown' && count > 0) {
    event.preventDefault();
    list.setResultsVisible(true);
    list.setActiveIndex(resultsVisible ? (activeIndex + 1) % count : 0);
  } else if (event.key === 'ArrowUp' && count > 0) {
    event.preventDefault();
    list.setResultsVisible(true);
    list.setActiveIndex(resultsVisible && activeIndex > 0 ? activeIndex - 1 : count - 1);
  } else if (event.key === 'Enter' && resultsVisible && activeIndex >= 0) {
    event.preventDefault();
    const chosen = suggestions[activeIndex];
    if (chosen) select(chosen);
  }
}
