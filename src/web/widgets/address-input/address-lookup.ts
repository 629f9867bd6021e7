import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_CHARS,
  type AddressValue,
} from '#domain/address/index.ts';
import type { AddressSuggestion } from '#domain/contracts/address-finder.ts';
import { loadChunk } from '#web/site/on-demand/load-chunk.ts';
import { loadAddressFinderConfig } from './address-finder-client.ts';

/**
 * The searches' and the detail's code, asked for when the visitor reaches for the search box
 * (focus or typing) and loaded once (docs/decisions/162); a failure to load it is a lookup failure.
 */
const finder = () =>
  loadChunk(
    'address-finder',
    () => import('./address-finder.on-demand.ts'),
    (module) => typeof module.searchAddresses === 'function',
  ).then((module) => (lookups = module));

/** The lookups' code once it came: a key in the box reads the list's keys from it at once. */
let lookups: typeof import('./address-finder.on-demand.ts') | undefined;

/** What the lookup reads of the input's props, always the latest render's. */
export interface AddressLookupProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  postal?: boolean | undefined;
  hidden?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * The requests of one input: a pending search waits out the debounce, and every new request (or
 * new typing) takes a ticket; an answer whose ticket is no longer the latest is dropped, so a slow
 * old answer never overwrites a newer one (even if abort is ignored).
 */
function useLatestRequest() {
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const ticket = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      inFlight.current?.abort();
    },
    [],
  );
  function cancelPending() {
    clearTimeout(debounce.current);
    inFlight.current?.abort();
    inFlight.current = null;
    ticket.current += 1;
  }
  return {
    cancelPending,
    start() {
      cancelPending();
      const controller = new AbortController();
      inFlight.current = controller;
      return { mine: ticket.current, signal: controller.signal };
    },
    isLatest: (mine: number) => mine === ticket.current,
    later(run: () => void, delayMs: number) {
      debounce.current = setTimeout(run, delayMs);
    },
  };
}

/** The suggestions listed under the box, which is active, and the query they answer. */
function useSuggestionList() {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [resultsVisible, setResultsVisible] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  /** The query of the last answered search, so an empty answer can say "no matching addresses". */
  const [answeredQuery, setAnsweredQuery] = useState<string | null>(null);
  return {
    suggestions,
    resultsVisible,
    activeIndex,
    answeredQuery,
    setActiveIndex,
    setResultsVisible,
    show(found: AddressSuggestion[], query: string) {
      setSuggestions(found);
      setResultsVisible(found.length > 0);
      setActiveIndex(-1);
      setAnsweredQuery(query);
    },
    clear() {
      setSuggestions([]);
      setResultsVisible(false);
      setActiveIndex(-1);
      setAnsweredQuery(null);
    },
    close() {
      setResultsVisible(false);
      setActiveIndex(-1);
    },
  };
}

export type SuggestionList = ReturnType<typeof useSuggestionList>;

/**
 * Escape closes the list, or clears the query when none is open (WAI-ARIA combobox). The list's
 * own keys (arrows, Enter) come with the lookups' code (address-finder.on-demand.ts): a list has
 * suggestions only once that code answered a search.
 */
function onEscape(
  event: KeyboardEvent<HTMLInputElement>,
  list: SuggestionList,
  actions: { query: string; clear: () => void },
) {
  if (list.resultsVisible) {
    event.preventDefault();
    list.close();
  } else if (actions.query) {
    event.preventDefault();
    actions.clear();
  }
}

/** The finder's configuration is fetched once for the page (module cache); if it cannot be had, search is unavailable. */
function useFinderConfig(props: AddressLookupProps, failLookup: () => void) {
  const failRef = useRef(failLookup);
  useEffect(() => {
    failRef.current = failLookup;
  });
  const { hidden, disabled } = props;
  useEffect(() => {
    if (hidden || disabled) return;
    let mounted = true;
    loadAddressFinderConfig().catch(() => {
      if (mounted) failRef.current();
    });
    return () => {
      mounted = false;
    };
  }, [hidden, disabled]);
}

/** Manual entry starts from what was typed into the search (issue 11, item 4). */
async function carryTyped(latest: RefObject<AddressLookupProps>, typed: string) {
  const { addressFromTyped } = await import('./typed-address.on-demand.ts');
  const { value: current, postal: isPostal } = latest.current;
  latest.current.onChange({
    ...current,
    ...addressFromTyped(typed),
    Latitude: null,
    Longitude: null,
    Postal: isPostal === true,
  });
}

/** Async answers call the latest onChange, not the one of the render that sent the request. */
function useLatestProps(props: AddressLookupProps): RefObject<AddressLookupProps> {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  return latest;
}

/** The search box has focus: its lookups' code comes now, before the first search is due. */
const preloadFinder = () => void finder().catch(() => {});

/**
 * The address search (site-and-tools §4 "Address search"): the query, its debounced search, the
 * suggestions, the chosen address's detail, and the switch to manual entry (site-and-tools §8:
 * any lookup failure shows manual entry with the error flag and clears the query).
 */
export function useAddressLookup(props: AddressLookupProps, onChosen: () => void) {
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<'search' | 'detail' | null>(null);
  const [specifyAddress, setSpecifyAddress] = useState(false);
  const [addressError, setAddressError] = useState(false);
  const list = useSuggestionList();
  const request = useLatestRequest();
  const latest = useLatestProps(props);

  function failLookup() {
    request.cancelPending();
    setSpecifyAddress(true);
    setAddressError(true);
    setQuery('');
    list.clear();
    setBusy(null);
  }
  useFinderConfig(props, failLookup);

  async function search(text: string) {
    const { mine, signal } = request.start();
    setBusy('search');
    try {
      const { searchAddresses } = await finder();
      const found = await searchAddresses(text, { postal: props.postal === true, signal });
      if (!request.isLatest(mine)) return;
      list.show(found, text);
      setBusy(null);
    } catch {
      if (request.isLatest(mine)) failLookup();
    }
  }

  function onQueryInput(next: string) {
    setQuery(next);
    request.cancelPending();
    setBusy(null);
    list.setActiveIndex(-1);
    const trimmed = next.trim();
    if (trimmed.length < ADDRESS_SEARCH_MIN_CHARS) return list.clear();
    request.later(() => void search(trimmed), ADDRESS_SEARCH_DEBOUNCE_MS);
  }

  async function select(suggestion: AddressSuggestion) {
    const { mine, signal } = request.start();
    setQuery(suggestion.Address);
    list.clear();
    setBusy('detail');
    try {
      const { chosenAddress } = await finder();
      const postal = latest.current.postal === true;
      const address = await chosenAddress(suggestion.Id, { signal, postal });
      if (!request.isLatest(mine)) return;
      setBusy(null);
      setQuery('');
      setAddressError(false);
      onChosen();
      latest.current.onChange(address);
    } catch {
      if (request.isLatest(mine)) failLookup();
    }
  }

  return {
    ...list,
    query,
    busy,
    specifyAddress,
    addressError,
    onQueryInput,
    select,
    onQueryFocus: preloadFinder,
    onQueryKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === 'Escape') onEscape(event, list, { query, clear: () => onQueryInput('') });
      else lookups?.onListKeys(event, list, (chosen) => void select(chosen));
    },
    /** Opens or closes manual entry; opening it with a query and no address carries the query over. */
    toggleManual(summary: string) {
      setSpecifyAddress(!specifyAddress);
      if (!specifyAddress && query.trim() && !summary) void carryTyped(latest, query);
    },
  };
}

export type AddressLookup = ReturnType<typeof useAddressLookup>;
