import { Suspense, useState, type ReactNode } from 'react';
import {
  ADDRESS_PARTS,
  formatAddressSummary,
  type AddressPart,
  type AddressValue,
} from '#domain/address/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { addressInputText as text } from '#content/address.ts';
import { Field, describedBy } from '../field/field.tsx';
import { lazyChunk } from '#web/site/on-demand/load-chunk.ts';
import { controlId, onGroupBlur, type WidgetProps } from '../field/widget-props.ts';
import { useAddressLookup, type AddressLookup } from './address-lookup.ts';
import type { Drafts } from './manual-address.on-demand.tsx';
import './address-input.css';

// The manual fields load when the visitor turns to them or a lookup fails (docs/decisions/162).
const ManualAddress = lazyChunk('manual-address', () => import('./manual-address.on-demand.tsx'));

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

export const messageOf = (error: FieldError | string | undefined) =>
  typeof error === 'string' ? error : error?.message;

export type Ids = ReturnType<typeof idsOf>;

function idsOf(id: string) {
  return {
    control: id,
    listbox: `${id}-listbox`,
    status: `${id}-status`,
    summary: `${id}-summary`,
    manual: `${id}-manual`,
    notice: `${id}-notice`,
    groupError: `${id}-manual-error`,
  };
}

/**
 * The reusable address input (site-and-tools §2 "Address input", §4 "Address search"): a WAI-ARIA
 * combobox that searches the address finder after a pause, fetches the chosen address's detail and
 * shows its summary, with manual fields for people who prefer (or need, when search fails) to type it.
 */
export function AddressInput(props: AddressInputProps) {
  const { label, value, onBlur, error, errors = {}, hint, required = false } = props;
  const { disabled = false, postal = false, hidden = false } = props;
  const ids = idsOf(controlId(props));
  /** Text typed into apply-on-change parts, not yet applied. */
  const [drafts, setDrafts] = useState<Drafts>({});
  const lookup = useAddressLookup(props, () => setDrafts({}));

  if (hidden) return null;

  const summary = formatAddressSummary(value);
  const { specifyAddress } = lookup;
  const searchError = specifyAddress ? undefined : error;
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
      <SearchBox
        ids={ids}
        lookup={lookup}
        label={label ?? text.searchLabel}
        hint={hint ?? (postal ? text.postalSearchHint : text.searchHint)}
        error={searchError}
        required={required}
        disabled={disabled}
        describesSummary={!specifyAddress && Boolean(summary)}
      />
      {specifyAddress ? null : <Summary id={ids.summary} summary={summary} />}
      <button
        type="button"
        className="address-input__toggle"
        aria-expanded={specifyAddress}
        aria-controls={ids.manual}
        disabled={disabled}
        onClick={() => lookup.toggleManual(summary)}
      >
        {text.specifyManually}
      </button>
      <div id={ids.manual}>
        {specifyAddress ? (
          <Suspense fallback={null}>
            <ManualAddress
              props={props}
              ids={ids}
              searchFailed={lookup.addressError}
              groupError={groupError}
              drafts={drafts}
              setDrafts={setDrafts}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

interface SearchBoxProps {
  ids: Ids;
  lookup: AddressLookup;
  label: ReactNode;
  hint: ReactNode;
  error: WidgetProps<AddressValue>['error'];
  required: boolean;
  disabled: boolean;
  /** The chosen address's summary describes the box. */
  describesSummary: boolean;
}

/** The search box, its suggestions and its status line. */
function SearchBox({
  ids,
  lookup,
  label,
  hint,
  error,
  required,
  disabled,
  describesSummary,
}: SearchBoxProps) {
  const id = ids.control;
  const { resultsVisible, activeIndex, busy } = lookup;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
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
            hint,
            error,
            describesSummary ? ids.summary : undefined,
          )}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-busy={busy ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          value={lookup.query}
          disabled={disabled}
          onChange={(event) => lookup.onQueryInput(event.target.value)}
          onKeyDown={lookup.onQueryKeyDown}
          onFocus={lookup.onQueryFocus}
          onBlur={lookup.close}
        />
        {busy ? <span className="address-input__spinner" aria-hidden="true" /> : null}
        <Suggestions id={id} listbox={ids.listbox} lookup={lookup} />
      </div>
      <p id={ids.status} role="status" className="address-input__status">
        {lookup.statusText}
      </p>
    </Field>
  );
}

function Suggestions({
  id,
  listbox,
  lookup,
}: {
  id: string;
  listbox: string;
  lookup: AddressLookup;
}) {
  const { resultsVisible, activeIndex } = lookup;
  return (
    <ul
      id={listbox}
      role="listbox"
      aria-label={text.suggestionsLabel}
      className="address-input__listbox"
      hidden={!resultsVisible}
    >
      {resultsVisible
        ? lookup.suggestions.map((suggestion, index) => (
            <li
              key={suggestion.Id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="address-input__option"
              // Keep focus in the box so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void lookup.select(suggestion)}
            >
              {suggestion.Address}
            </li>
          ))
        : null}
    </ul>
  );
}

function Summary({ id, summary }: { id: string; summary: string }) {
  return (
    <div id={id} className="address-input__summary" aria-live="polite">
      {summary ? (
        <>
          <span className="address-input__summary-label">{text.selectedLabel}: </span>
          {summary}
        </>
      ) : null}
    </div>
  );
}
