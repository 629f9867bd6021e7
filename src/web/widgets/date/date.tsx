import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';

export interface DateProps extends WidgetProps<string> {
  /** Earliest and latest dates the picker offers, as yyyy-MM-dd. The rule table still checks them. */
  min?: string;
  max?: string;
  autoComplete?: string;
}

/**
 * The browser's own date input (site-and-tools §3 "date"): its value is yyyy-MM-dd, or '' while
 * the date is empty or incomplete. Convert to the stored yyyy/MM/dd when saving.
 */
export function DateInput(props: DateProps) {
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
    min,
    max,
    autoComplete,
  } = props;
  const id = controlId(props);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        min={min}
        max={max}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}
