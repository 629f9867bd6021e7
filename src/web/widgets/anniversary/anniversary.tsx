import {
  joinAnniversary,
  splitAnniversary,
  type AnniversaryParts,
} from '#domain/forms/anniversary.ts';
import { Field } from '../field/field.tsx';
import { DatePartSelect } from '../field/day-and-month.tsx';
import { controlId, onGroupBlur, type WidgetProps } from '../field/widget-props.ts';
import '../date-of-birth/date-of-birth.css';

export type AnniversaryProps = WidgetProps<string>;

/**
 * The anniversary widget (site-and-tools §3 "anniversary"): a day and a month without a year, as
 * day and month lists in one fieldset. The value is MM/dd, '' when nothing is chosen, and keeps a
 * half-chosen part ('05/'); src/domain/forms/anniversary.ts holds the value and its rule.
 */
export function Anniversary(props: AnniversaryProps) {
  const { name, label, value, onChange, onBlur, error, hint, required = false, disabled } = props;
  const id = controlId(props);
  const parts = splitAnniversary(value);
  const set = (part: keyof AnniversaryParts, text: string) =>
    onChange(joinAnniversary({ ...parts, [part]: text }));
  // With an error, mark the parts to fix: the empty one, or both when both are chosen.
  const anyEmpty = !parts.day || !parts.month;
  const invalid = (part: keyof AnniversaryParts) =>
    error && (!anyEmpty || !parts[part]) ? true : undefined;
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      group
      className="date-of-birth"
    >
      <div className="date-of-birth__parts" onBlur={onGroupBlur(onBlur)}>
        <DatePartSelect
          part="day"
          id={id}
          value={parts.day}
          onChange={(text) => set('day', text)}
          disabled={disabled}
          required={required}
          invalid={invalid('day')}
        />
        <DatePartSelect
          part="month"
          id={`${id}-month`}
          value={parts.month}
          onChange={(text) => set('month', text)}
          disabled={disabled}
          required={required}
          invalid={invalid('month')}
        />
      </div>
      <input type="hidden" name={name} value={value} />
    </Field>
  );
}
