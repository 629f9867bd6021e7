import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { AddressValue } from '#domain/address/index.ts';
import type { AddressSuggestion } from '#domain/contracts/address-finder.ts';
import { loadChunk } from '#web/site/on-demand/load-chunk.ts';
import { loadAddressFinderConfig } from './address-finder-client.ts';

type Lookups = typeof import('./address-finder.on-demand.ts');

/**
 * The searches, the detail and what the box does with them (address-finder.on-demand.ts), asked
 * for when the visitor reaches for the search box (focus or typing) and loaded once (docs/decisions
 * 162, 166). Until they come the box has no suggestions, so there is nothing else for it to do.
 */
const finder = () =>
  (loading ??= loadChunk(
    'address-finder',
    () => import('./address-finder.on-demand.ts'),
    (module) => typeof module.queryChanged === 'function',
  ).then(
    (module) => (lookups = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * The one request for that code: what was typed before it came is handed over in the order it
 * was typed, before any later key (each request's own preload could resolve in any order, and an
 * early query handed over last would be the one searched). A failed one is forgotten, so the next
 * focus or key asks again.
 */
let loading: Promise<Lookups> | undefined;

/** The lookups' code once it came: the box's keys, suggestions and status read it at once. */
let lookups: Lookups | undefined;

/** What the lookup reads of the input's props, always the latest render's. */
export interface AddressLookupProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  postal?: boolean | undefined;
  hidden?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** What the box shows: its query, the lookup under way, the suggestions and manual entry. */
export interface LookupView {
  query: string;
  busy: 'search' | 'detail' | null;
  specifyAddress: boolean;
  /** Manual entry opened by a failed lookup (site-and-tools §8). */
  addressError: boolean;
  suggestions: AddressSuggestion[];
  resultsVisible: boolean;
  activeIndex: number;
  /** The query of the last answered search, so an empty answer can say "no matching addresses". */
  answeredQuery: string | null;
}

export const NO_LIST = {
  suggestions: [],
  resultsVisible: false,
  activeIndex: -1,
  answeredQuery: null,
} satisfies Partial<LookupView>;

/**
 * The requests of one input: a pending search waits out the debounce (`timer`), and every new
 * request (or new typing) takes a ticket; an answer whose ticket is no longer the latest is
 * dropped, so a slow old answer never overwrites a newer one (even if abort is ignored).
 */
export interface Requests {
  timer?: ReturnType<typeof setTimeout>;
  inFlight?: AbortController | undefined;
  ticket: number;
}

export function cancelPending(requests: Requests) {
  clearTimeout(requests.timer);
  requests.inFlight?.abort();
  requests.inFlight = undefined;
  requests.ticket += 1;
}

/** What the lookups' code acts on: the box's view, its requests and the input's latest props. */
export interface LookupHost {
  update: (patch: Partial<LookupView>) => void;
  requests: Requests;
  latest: RefObject<AddressLookupProps>;
  /** An address was chosen from the list. */
  onChosen: () => void;
  /** Any lookup failure: manual entry with the error flag, the query cleared (site-and-tools §8). */
  fail: () => void;
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
 * The address search's state (site-and-tools §4 "Address search"): the query, the suggestions, the
 * lookup under way and the switch to manual entry. What searching and choosing do with it is the
 * lookups' code (address-finder.on-demand.ts): typing before it came is handed to it as it comes.
 */
export function useAddressLookup(props: AddressLookupProps, onChosen: () => void) {
  const [view, setView] = useState<LookupView>({
    query: '',
    busy: null,
    specifyAddress: false,
    addressError: false,
    ...NO_LIST,
  });
  // One bookkeeping object for the input's life, which the lookups' code keeps up to date.
  const [requests] = useState<Requests>(() => ({ ticket: 0 }));
  useEffect(() => () => cancelPending(requests), [requests]);
  const latest = useLatestProps(props);
  const update = (patch: Partial<LookupView>) => setView((current) => ({ ...current, ...patch }));

  function fail() {
    cancelPending(requests);
    update({ ...NO_LIST, specifyAddress: true, addressError: true, query: '', busy: null });
  }
  useFinderConfig(props, fail);
  const host: LookupHost = { update, requests, latest, onChosen, fail };

  function onQueryInput(next: string) {
    update({ query: next });
    if (lookups) lookups.queryChanged(host, next);
    else finder().then((loaded) => loaded.queryChanged(host, next), fail);
  }

  return {
    ...view,
    statusText: lookups?.statusText(view) ?? '',
    onQueryInput,
    select: (suggestion: AddressSuggestion) => void lookups?.select(host, suggestion),
    onQueryFocus: preloadFinder,
    /** Escape clears a query typed when no list is open; the list's own keys are the lookups'. */
    onQueryKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === 'Escape' && !view.resultsVisible && view.query) {
        event.preventDefault();
        onQueryInput('');
      } else lookups?.onListKeys(event, host, view);
    },
    close: () => update({ resultsVisible: false, activeIndex: -1 }),
    /** Opens or closes manual entry; opening it with a query and no address carries the query over. */
    toggleManual(summary: string) {
      update({ specifyAddress: !view.specifyAddress });
      if (!view.specifyAddress && view.query.trim() && !summary)
        void carryTyped(latest, view.query);
    },
  };
}

export type AddressLookup = ReturnType<typeof useAddressLookup>;
