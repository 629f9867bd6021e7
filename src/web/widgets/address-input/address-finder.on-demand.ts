import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_CHARS,
  addressFromDetail,
  readAddressDetail,
  type AddressDetail,
} from '#domain/address/address-finder.ts';
import type { AddressValue } from '#domain/address/address-value.ts';
import type { KeyboardEvent } from 'react';
import type { AddressSuggestion } from '#domain/contracts/address-finder.ts';
import { readAnswer } from '#domain/contracts/read-answer.ts';
import { addressStatusText as text } from '#content/address-status.ts';
import {
  AddressLookupError,
  answerSchemas,
  getJson,
  loadAddressFinderConfig,
} from './address-finder-client.ts';
import { NO_LIST, cancelPending, type LookupHost, type LookupView } from './address-lookup.ts';

// The finder's searches and detail (site-and-tools §7) and what the search box does with them,
// loaded when the visitor reaches for the search box (docs/decisions/162, 166); the configuration
// they use was fetched with the page, the box's state is address-lookup.ts's.

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

/** A new request of the input: earlier ones are cancelled, their answers no longer wanted. */
function start(requests: LookupHost['requests']) {
  cancelPending(requests);
  const controller = new AbortController();
  requests.inFlight = controller;
  return { mine: requests.ticket, signal: controller.signal };
}

async function search(host: LookupHost, query: string) {
  const { mine, signal } = start(host.requests);
  host.update({ busy: 'search' });
  try {
    const found = await searchAddresses(query, {
      postal: host.latest.current.postal === true,
      signal,
    });
    if (mine !== host.requests.ticket) return;
    host.update({
      suggestions: found,
      resultsVisible: found.length > 0,
      activeIndex: -1,
      answeredQuery: query,
      busy: null,
    });
  } catch {
    if (mine === host.requests.ticket) host.fail();
  }
}

/** The query changed: it is searched once the typing pauses (site-and-tools §4, §9). */
export function queryChanged(host: LookupHost, query: string) {
  cancelPending(host.requests);
  const trimmed = query.trim();
  const searched = trimmed.length >= ADDRESS_SEARCH_MIN_CHARS;
  host.update({ busy: null, activeIndex: -1, ...(searched ? {} : NO_LIST) });
  if (searched)
    host.requests.timer = setTimeout(() => void search(host, trimmed), ADDRESS_SEARCH_DEBOUNCE_MS);
}

/** A suggestion chosen: its detail is fetched and becomes the input's value. */
export async function select(host: LookupHost, suggestion: AddressSuggestion) {
  const { mine, signal } = start(host.requests);
  host.update({ ...NO_LIST, query: suggestion.Address, busy: 'detail' });
  try {
    const postal = host.latest.current.postal === true;
    const address = await chosenAddress(suggestion.Id, { signal, postal });
    if (mine !== host.requests.ticket) return;
    host.update({ busy: null, query: '', addressError: false });
    host.onChosen();
    host.latest.current.onChange(address);
  } catch {
    if (mine === host.requests.ticket) host.fail();
  }
}

/** What the status line announces: the lookup under way, or what the last search found. */
export function statusText(view: LookupView): string {
  if (view.busy === 'search') return text.searching;
  if (view.busy === 'detail') return text.loadingDetail;
  if (view.resultsVisible)
    return view.suggestions.length === 1
      ? text.oneResultFound
      : text.resultsFound.replace('{count}', String(view.suggestions.length));
  return view.answeredQuery !== null && view.suggestions.length === 0 ? text.noResults : '';
}

/**
 * The list's keys (WAI-ARIA combobox): the arrows move through the suggestions, Enter picks the
 * active one, Escape closes the list. Escape with no list open clears the query (address-lookup.ts).
 */
export function onListKeys(
  event: KeyboardEvent<HTMLInputElement>,
  host: LookupHost,
  { suggestions, resultsVisible, activeIndex }: LookupView,
) {
  const count = suggestions.length;
  const move = (index: number) => {
    event.preventDefault();
    host.update({ resultsVisible: true, activeIndex: index });
  };
  if (event.key === 'ArrowDown' && count > 0) move(resultsVisible ? (activeIndex + 1) % count : 0);
  else if (event.key === 'ArrowUp' && count > 0)
    move(resultsVisible && activeIndex > 0 ? activeIndex - 1 : count - 1);
  else if (event.key === 'Escape' && resultsVisible) {
    event.preventDefault();
    host.update({ resultsVisible: false, activeIndex: -1 });
  } else if (event.key === 'Enter' && resultsVisible && activeIndex >= 0) {
    event.preventDefault();
    const chosen = suggestions[activeIndex];
    if (chosen) void select(host, chosen);
  }
}
