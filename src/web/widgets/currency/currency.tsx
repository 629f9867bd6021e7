import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import './currency.css';

export interface CurrencyProps extends WidgetProps<string> {
  /** Whole dollars only (a numeric keypad without a decimal point); otherwise dollars and cents. */
  whole?: boolean;
  maxLength?: number;
}

/**
 * A dollar amount (site-and-tools §3 "currency"): a '$' before the box and the matching on-screen
 * keypad. The value is the text as typed; the rule table checks it (whole or up to 2 decimals).
 * It is a text input, not type=number, so the wheel and arrow keys never change an amount by accident.
 */
export function Currency(props: CurrencyProps) {
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
    whole = false,
    maxLength,
  } = props;
  const id = controlId(props);
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div className="currency">
        {/* Hidden from screen readers: the label names the amount, "dollar" before each number would be noise. */}
        <span className="currency__prefix" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required={required}
          disabled={disabled}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
      </div>
    </Field>
  );
}
