import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import './range.css';

export interface RangeProps extends WidgetProps<number> {
  min: number;
  max: number;
  /** Defaults to 1. */
  step?: number;
  /**
   * The allowed values in order (a configured amount list, loan-application §3 LoanAmount): the
   * slider moves from one to the next and `min`, `max` and `step` come from the list.
   */
  options?: readonly number[];
  /** How a value reads on screen and to screen readers (aria-valuetext), e.g. '$5,000'. */
  format?: (value: number) => string;
}

function nearestIndex(options: readonly number[], value: number): number {
  let best = 0;
  options.forEach((option, index) => {
    if (Math.abs(option - value) < Math.abs((options[best] ?? option) - value)) best = index;
  });
  return best;
}

/**
 * A slider (site-and-tools §3 "range") with its current value shown above it and the lowest and
 * highest values at its ends. The browser's range input gives the keyboard: arrows, Page Up/Down,
 * Home and End.
 */
export function Range(props: RangeProps) {
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
    format = String,
  } = props;
  const id = controlId(props);
  const list = options && options.length > 0 ? options : undefined;
  const min = list ? (list[0] ?? 0) : props.min;
  const max = list ? (list[list.length - 1] ?? 0) : props.max;
  const position = list ? nearestIndex(list, value) : value;
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className="range">
      <span className="range__value">{format(value)}</span>
      <input
        id={id}
        name={list ? undefined : name}
        type="range"
        min={list ? 0 : min}
        max={list ? list.length - 1 : max}
        step={list ? 1 : (props.step ?? 1)}
        value={position}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(list ? (list[next] ?? value) : next);
        }}
        onBlur={onBlur}
        disabled={disabled}
        aria-valuetext={format(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      {/* The index of a list is meaningless to a server: post the value itself. */}
      {list ? <input type="hidden" name={name} value={value} /> : null}
      <span className="range__limits" aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </span>
    </Field>
  );
}
