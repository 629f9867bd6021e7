import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/** spec: site-and-tools §2 "Refer-a-friend page": the first option reads 'Please select'. */
export const PLEASE_SELECT = 'Please select';

export interface SelectProps extends WidgetProps<string> {
  options: readonly SelectOption[];
  autoComplete?: string;
  /**
   * The id of the one message a group of selects shares (a duration's years and months): with
   * `error` set, the select is marked invalid and described by that message, and shows none of
   * its own, so the pair keeps its width and says it once.
   */
  groupErrorId?: string | undefined;
}

/**
 * A drop-down list (site-and-tools §3 "select"). While nothing is chosen (value '') the first
 * option reads 'Please select'; once a value is chosen it goes, so it cannot be chosen back.
 */
export function Select(props: SelectProps) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    error,
    hint,
    required = false,
    disabled,
    options,
    autoComplete,
    groupErrorId,
  } = props;
  const id = controlId(props);
  const ownError = groupErrorId ? undefined : error;
  const description = [describedBy(id, hint, ownError), error ? groupErrorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} label={label} required={required} hint={hint} error={ownError}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
      >
        {value === '' ? <option value="">{PLEASE_SELECT}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
