import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  ADDRESS_PART_MAX_LENGTHS,
  ADDRESS_PARTS,
  ADDRESS_REQUIRED_PARTS,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  ADDRESS_SEARCH_MIN_CHARS,
  addressFromDetail,
  formatAddressSummary,
  type AddressPart,
  type AddressValue,
} from '#domain/address/index.ts';
import type { AddressSuggestion } from '#domain/contracts/address-finder.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { addressInputText as text } from '#content/address.ts';
import { Field, describedBy } from '../field/field.tsx';
import { controlId, onGroupBlur, type WidgetProps } from '../field/widget-props.ts';
import {
  fetchAddressDetail,
  loadAddressFinderConfig,
  searchAddresses,
} from './address-finder-client.ts';
import './address-input.css';

export interface AddressInputProps extends Omit<WidgetProps<AddressValue>, 'label'> {
  /** The search box's label; optional (site-and-tools §2), "Address" when absent. */
  label?: ReactNode;
  /** The error marker of each part (validateAddress(...).parts), shown on the manual fields. */
  errors?: Partial<Record<AddressPart, FieldError | string | undefined>> | undefined;
  /** Search postal addresses (searchPostal) and mark the value postal. */
  postal?: boolean | undefined;
  /** Hidden by its condition: renders nothing but keeps its state. */
  hidden?: boolean | undefined;
  /** The configured text shown with manual entry when a lookup fails (site-and-tools §8). */
  searchUnavailableMessage?: string | undefined;
}

/** spec: site-and-tools §4 "Address search": unit, street number and street name apply on change; the other parts on each input. */
const APPLY_ON_CHANGE: ReadonlySet<AddressPart> = new Set<AddressPart>([
  'Unit',
  'StreetNumber',
  'StreetName',
]);

const AUTOCOMPLETE: Partial<Record<AddressPart, string>> = {
  Suburb: 'address-level3',
  City: 'address-level2',
  Postcode: 'postal-code',
};

const partId = (id: string, part: AddressPart) =>
  `${id}-${part.replace(/[A-Z]/g, (letter, index: number) => (index ? '-' : '') + letter.toLowerCase())}`;
const messageOf = (error: FieldError | string | undefined) =>
  typeof error === 'string' ? error : error?.message;

/**
 * The reusable address input (site-and-tools §2 "Address input", §4 "Address search"): a WAI-ARIA
 * combobox that searches the address finder after a pause, fetches the chosen address's detail and
 * shows its summary, with manual fields for people who prefer (or need, when search fails) to type it.
 */
export function AddressInput(props: AddressInputProps) {
  const {
    name,
    label,
    value,
    onBlur,
    error,
    errors = {},
    hint,
    required = false,
    disabled = false,
    postal = false,
    hidden = false,
  } = props;
  const id = controlId(props);
  const ids = {
    listbox: `${id}-listbox`,
    status: `${id}-status`,
    summary: `${id}-summary`,
    manual: `${id}-manual`,
    notice: `${id}-notice`,
    groupError: `${id}-manual-error`,
  };

  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [resultsVisible, setResultsVisible] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [busy, setBusy] = useState<'search' | 'detail' | null>(null);
  /** The query of the last answered search, so an empty answer can say "no matching addresses". */
  const [answeredQuery, setAnsweredQuery] = useState<string | null>(null);
  const [specifyAddress, setSpecifyAddress] = useState(false);
  const [addressError, setAddressError] = useState(false);
  /** Text typed into apply-on-change parts, not yet applied. */
  const [drafts, setDrafts] = useState<Partial<Record<AddressPart, string>>>({});

  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  // Every new request (or new typing) takes a ticket; an answer whose ticket is no longer the latest
  // is dropped, so a slow old answer never overwrites a newer one (even if abort is ignored).
  const ticket = useRef(0);
  // Async answers call the latest onChange, not the one of the render that sent the request.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  function cancelPending() {
    clearTimeout(debounce.current);
    inFlight.current?.abort();
    inFlight.current = null;
    ticket.current += 1;
  }

  function startRequest() {
    cancelPending();
    const controller = new AbortController();
    inFlight.current = controller;
    return { mine: ticket.current, signal: controller.signal };
  }

  /** site-and-tools §8: any lookup failure shows manual entry with the error flag and clears the query. */
  function failLookup() {
    cancelPending();
    setSpecifyAddress(true);
    setAddressError(true);
    setQuery('');
    setSuggestions([]);
    setResultsVisible(false);
    setActiveIndex(-1);
    setAnsweredQuery(null);
    setBusy(null);
  }
  const failRef = useRef(failLookup);
  useEffect(() => {
    failRef.current = failLookup;
  });

  // The finder's configuration is fetched once for the page (module cache); if it cannot be had, search is unavailable.
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

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      inFlight.current?.abort();
    },
    [],
  );

  async function search(text: string) {
    const { mine, signal } = startRequest();
    setBusy('search');
    try {
      const found = await searchAddresses(text, { postal, signal });
      if (mine !== ticket.current) return;
      setSuggestions(found);
      setResultsVisible(found.length > 0);
      setActiveIndex(-1);
      setAnsweredQuery(text);
      setBusy(null);
    } catch {
      if (mine === ticket.current) failLookup();
    }
  }

  function onQueryInput(next: string) {
    setQuery(next);
    cancelPending();
    setBusy(null);
    setActiveIndex(-1);
    const trimmed = next.trim();
    if (trimmed.length < ADDRESS_SEARCH_MIN_CHARS) {
      setSuggestions([]);
      setResultsVisible(false);
      setAnsweredQuery(null);
      return;
    }
    debounce.current = setTimeout(() => void search(trimmed), ADDRESS_SEARCH_DEBOUNCE_MS);
  }

  async function select(suggestion: AddressSuggestion) {
    const { mine, signal } = startRequest();
    setQuery(suggestion.Address);
    setSuggestions([]);
    setResultsVisible(false);
    setActiveIndex(-1);
    setAnsweredQuery(null);
    setBusy('detail');
    try {
      const detail = await fetchAddressDetail(suggestion.Id, { signal });
      if (mine !== ticket.current) return;
      setBusy(null);
      setQuery('');
      setAddressError(false);
      setDrafts({});
      latest.current.onChange(
        addressFromDetail(detail, { postal: latest.current.postal === true }),
      );
    } catch {
      if (mine === ticket.current) failLookup();
    }
  }

  function onQueryKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setResultsVisible(true);
      setActiveIndex(resultsVisible ? (activeIndex + 1) % count : 0);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setResultsVisible(true);
      setActiveIndex(resultsVisible && activeIndex > 0 ? activeIndex - 1 : count - 1);
    } else if (event.key === 'Enter' && resultsVisible && activeIndex >= 0) {
      event.preventDefault();
      const chosen = suggestions[activeIndex];
      if (chosen) void select(chosen);
    } else if (event.key === 'Escape') {
      if (resultsVisible) {
        event.preventDefault();
        setResultsVisible(false);
        setActiveIndex(-1);
      } else if (query) {
        event.preventDefault();
        onQueryInput('');
      }
    }
  }

  function apply(part: AddressPart, next: string) {
    latest.current.onChange({
      ...value,
      [part]: next,
      Latitude: null,
      Longitude: null,
      Postal: postal,
    });
  }

  function commit(part: AddressPart) {
    const draft = drafts[part];
    if (draft === undefined) return;
    setDrafts(({ [part]: _applied, ...rest }) => rest);
    if (draft !== value[part]) apply(part, draft);
  }

  /** Manual entry starts from what was typed into the search (issue 11, item 4). */
  async function carryTyped(typed: string) {
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

  if (hidden) return null;

  const summary = formatAddressSummary(value);
  const statusText =
    busy === 'search'
      ? text.searching
      : busy === 'detail'
        ? text.loadingDetail
        : resultsVisible
          ? suggestions.length === 1
            ? text.oneResultFound
            : text.resultsFound.replace('{count}', String(suggestions.length))
          : answeredQuery !== null && suggestions.length === 0
            ? text.noResults
            : '';
  const searchError = specifyAddress ? undefined : error;
  const searchHint = hint ?? (postal ? text.postalSearchHint : text.searchHint);
  const partErrors = ADDRESS_PARTS.filter((part) => messageOf(errors[part]));
  // Search-based errors are hidden with manual entry (§4); an error no part explains (custom) still shows.
  const groupError = specifyAddress && error && partErrors.length === 0 ? error : undefined;

  return (
    <div
      className={['address-input', disabled ? 'address-input--disabled' : '']
        .filter(Boolean)
        .join(' ')}
      onBlur={onGroupBlur(onBlur)}
    >
      <Field
        id={id}
        label={label ?? text.searchLabel}
        required={required}
        hint={searchHint}
        error={searchError}
      >
        <div className="address-input__combobox">
          <input
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={resultsVisible}
            aria-controls={ids.listbox}
            aria-activedescendant={
              resultsVisible && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
            }
            aria-describedby={describedBy(
              id,
              searchHint,
              searchError,
              !specifyAddress && summary ? ids.summary : undefined,
            )}
            aria-invalid={searchError ? true : undefined}
            aria-required={required || undefined}
            aria-busy={busy ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            value={query}
            disabled={disabled}
            onChange={(event) => onQueryInput(event.target.value)}
            onKeyDown={onQueryKeyDown}
            onBlur={() => {
              setResultsVisible(false);
              setActiveIndex(-1);
            }}
          />
          {busy ? <span className="address-input__spinner" aria-hidden="true" /> : null}
          <ul
            id={ids.listbox}
            role="listbox"
            aria-label={text.suggestionsLabel}
            className="address-input__listbox"
            hidden={!resultsVisible}
          >
            {resultsVisible
              ? suggestions.map((suggestion, index) => (
                  <li
                    key={suggestion.Id}
                    id={`${id}-option-${index}`}
                    role="option"
                    aria-selected={index === activeIndex}
                    className="address-input__option"
                    // Keep focus in the box so the list does not close before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => void select(suggestion)}
                  >
                    {suggestion.Address}
                  </li>
                ))
              : null}
          </ul>
        </div>
        <p id={ids.status} role="status" className="address-input__status">
          {statusText}
        </p>
      </Field>

      {specifyAddress ? null : (
        <div id={ids.summary} className="address-input__summary" aria-live="polite">
          {summary ? (
            <>
              <span className="address-input__summary-label">{text.selectedLabel}: </span>
              {summary}
            </>
          ) : null}
        </div>
      )}

      <button
        type="button"
        className="address-input__toggle"
        aria-expanded={specifyAddress}
        aria-controls={ids.manual}
        disabled={disabled}
        onClick={() => {
          setSpecifyAddress(!specifyAddress);
          if (!specifyAddress && query.trim() && !summary) void carryTyped(query);
        }}
      >
        {text.specifyManually}
      </button>

      <div id={ids.manual}>
        {specifyAddress ? (
          <fieldset
            className="address-input__manual"
            aria-describedby={
              [addressError ? ids.notice : '', groupError ? ids.groupError : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
          >
            <legend className="address-input__legend">{text.manualLegend}</legend>
            {addressError ? (
              <p id={ids.notice} className="address-input__notice" role="alert">
                {props.searchUnavailableMessage ?? text.searchUnavailable}
              </p>
            ) : null}
            {groupError ? (
              <p id={ids.groupError} className="field__error">
                <span className="visually-hidden">Error: </span>
                {groupError}
              </p>
            ) : null}
            {ADDRESS_PARTS.map((part) => {
              const inputId = partId(id, part);
              const partError = messageOf(errors[part]);
              const partHint = (text.partHints as Partial<Record<AddressPart, string>>)[part];
              const numeric = part === 'Postcode';
              return (
                <Field
                  key={part}
                  id={inputId}
                  label={text.partLabels[part]}
                  required={required && ADDRESS_REQUIRED_PARTS.includes(part)}
                  hint={partHint}
                  error={partError}
                >
                  <input
                    id={inputId}
                    name={`${name}.${part}`}
                    type="text"
                    value={drafts[part] ?? value[part]}
                    maxLength={ADDRESS_PART_MAX_LENGTHS[part]}
                    disabled={disabled}
                    autoComplete={AUTOCOMPLETE[part]}
                    inputMode={numeric ? 'numeric' : undefined}
                    aria-invalid={partError ? true : undefined}
                    aria-describedby={describedBy(inputId, partHint, partError)}
                    onChange={(event) => {
                      const next = event.target.value;
                      if (APPLY_ON_CHANGE.has(part))
                        setDrafts((current) => ({ ...current, [part]: next }));
                      else apply(part, next);
                    }}
                    onBlur={() => commit(part)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') commit(part);
                    }}
                  />
                </Field>
              );
            })}
          </fieldset>
        ) : null}
      </div>
    </div>
  );
}
