import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import { RemainingCount, limitId, useCountedValue } from '../field/remaining-count.tsx';
import './textarea.css';

export interface TextareaProps extends WidgetProps<string> {
  /** Longest value: a longer initial value is cut to it, and the remaining characters are shown. */
  maxLength?: number;
  /** Visible lines; defaults to 5. */
  rows?: number;
}

/**
 * A multi-line text box (site-and-tools §3 "textarea"). With `maxLength` (site-and-tools §5
 * "Widgets"): the initial value is truncated to it, the remaining characters are shown, and after
 * a pause in typing the count is announced politely.
 */
export function Textarea(props: TextareaProps) {
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
    maxLength,
    rows = 5,
  } = props;
  const id = controlId(props);
  const { shown, announcement, change } = useCountedValue(value, maxLength, onChange);

  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className="textarea">
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={shown}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, maxLength !== undefined && limitId(id))}
      />
      {maxLength !== undefined ? (
        <RemainingCount
          id={id}
          maxLength={maxLength}
          length={shown.length}
          announcement={announcement}
        />
      ) : null}
    </Field>
  );
}
