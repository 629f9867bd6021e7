import {
  ADDRESS_PART_MAX_LENGTHS,
  ADDRESS_PARTS,
  ADDRESS_REQUIRED_PARTS,
  type AddressPart,
  type AddressValue,
} from '#domain/address/index.ts';
import { manualAddressText as text } from '#content/manual-address.ts';
import { Field, describedBy } from '../field/field.tsx';
import type { WidgetProps } from '../field/widget-props.ts';
import { messageOf, type AddressInputProps, type Ids } from './address-input.tsx';

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
export type Drafts = Partial<Record<AddressPart, string>>;

interface ManualAddressProps {
  props: AddressInputProps;
  ids: Ids;
  /** Manual entry opened by itself: the search is unavailable (site-and-tools §8). */
  searchFailed: boolean;
  groupError: WidgetProps<AddressValue>['error'];
  drafts: Drafts;
  setDrafts: (update: (current: Drafts) => Drafts) => void;
}

/** Manual entry: one field per part, the unit, street number and street name applied on change. */
export default function ManualAddress({
  props,
  ids,
  searchFailed,
  groupError,
  drafts,
  setDrafts,
}: ManualAddressProps) {
  const { value, postal = false } = props;
  function apply(part: AddressPart, next: string) {
    props.onChange({ ...value, [part]: next, Latitude: null, Longitude: null, Postal: postal });
  }
  function commit(part: AddressPart) {
    const draft = drafts[part];
    if (draft === undefined) return;
    setDrafts(({ [part]: _applied, ...rest }) => rest);
    if (draft !== value[part]) apply(part, draft);
  }
  return (
    <fieldset
      className="address-input__manual"
      aria-describedby={
        [searchFailed ? ids.notice : '', groupError ? ids.groupError : '']
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <legend className="address-input__legend">{text.legend}</legend>
      {searchFailed ? (
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
      {ADDRESS_PARTS.map((part) => (
        <PartField
          key={part}
          part={part}
          props={props}
          id={ids.control}
          text={drafts[part] ?? value[part]}
          onText={(next) => {
            if (APPLY_ON_CHANGE.has(part)) setDrafts((current) => ({ ...current, [part]: next }));
            else apply(part, next);
          }}
          commit={() => commit(part)}
        />
      ))}
    </fieldset>
  );
}

interface PartFieldProps {
  part: AddressPart;
  props: AddressInputProps;
  id: string;
  text: string;
  onText: (next: string) => void;
  commit: () => void;
}

function PartField({ part, props, id, text: shown, onText, commit }: PartFieldProps) {
  const { name, errors = {}, required = false, disabled = false } = props;
  const inputId = partId(id, part);
  const partError = messageOf(errors[part]);
  const partHint = (text.partHints as Partial<Record<AddressPart, string>>)[part];
  return (
    <Field
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
        value={shown}
        maxLength={ADDRESS_PART_MAX_LENGTHS[part]}
        disabled={disabled}
        autoComplete={AUTOCOMPLETE[part]}
        inputMode={part === 'Postcode' ? 'numeric' : undefined}
        aria-invalid={partError ? true : undefined}
        aria-describedby={describedBy(inputId, partHint, partError)}
        onChange={(event) => onText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}
