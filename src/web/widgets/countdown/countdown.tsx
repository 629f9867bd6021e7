import { Field, describedBy } from '../field/field.tsx';
import { RemainingCount, limitId, useCountedValue } from '../field/remaining-count.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';

export interface CountdownProps extends WidgetProps<string> {
  /** Longest value; the count shows what is left of it. */
  maxLength: number;
  autoComplete?: string;
}

/**
 * The countdown widget (site-and-tools §3 "countdown"): a one-line text input that counts down
 * the characters left as the visitor types ("You have N characters remaining"), the count spoken
 * politely once typing pauses. The textarea shows the same count under its longer text.
 */
export function Countdown(props: CountdownProps) {
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
    autoComplete,
  } = props;
  const id = controlId(props);
  const { shown, announcement, change } = useCountedValue(value, maxLength, onChange);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        value={shown}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, limitId(id))}
      />
      <RemainingCount
        id={id}
        maxLength={maxLength}
        length={shown.length}
        announcement={announcement}
      />
    </Field>
  );
}
