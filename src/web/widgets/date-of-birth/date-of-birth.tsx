import { joinDateOfBirth, splitDateOfBirth, type DateParts } from '#domain/forms/date-of-birth.ts';
import { Field } from '../field/field.tsx';
import { controlId, onGroupBlur, type WidgetProps } from '../field/widget-props.ts';
import { DatePartSelect } from '../field/day-and-month.tsx';
import './date-of-birth.css';

export type DateOfBirthProps = WidgetProps<string>;

/**
 * The date-of-birth selector (site-and-tools §3): day and month lists and a 4-digit year box in
 * one fieldset. The value is yyyy/MM/dd as stored (loan-application §3), '' when nothing is
 * entered, and keeps half-entered parts ('/05/'); see src/domain/forms/date-of-birth.ts for the
 * value and its rule (`dateOfBirthRule`: ages 18 to 100, a real date).
 */
export function DateOfBirth(props: DateOfBirthProps) {
  const { name, label, value, onChange, onBlur, error, hint, required = false, disabled } = props;
  const id = controlId(props);
  const parts = splitDateOfBirth(value);
  // A '/' typed in the year would shift the parts of the joined value, so the year box drops it.
  const set = (part: keyof DateParts, text: string) =>
    onChange(joinDateOfBirth({ ...parts, [part]: text }));
  // With an error, mark the parts to fix: the empty ones, or all three when each is filled.
  const anyEmpty = !parts.day || !parts.month || !parts.year;
  const invalid = (part: keyof DateParts) =>
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
          autoComplete="bday-day"
          invalid={invalid('day')}
        />
        <DatePartSelect
          part="month"
          id={`${id}-month`}
          value={parts.month}
          onChange={(text) => set('month', text)}
          disabled={disabled}
          required={required}
          autoComplete="bday-month"
          invalid={invalid('month')}
        />
        <div className="date-of-birth__part date-of-birth__part--year">
          <label htmlFor={`${id}-year`}>Year</label>
          <input
            id={`${id}-year`}
            type="text"
            inputMode="numeric"
            maxLength={4}
            value={parts.year}
            onChange={(e) => set('year', e.target.value.replace(/\//g, ''))}
            disabled={disabled}
            required={required}
            autoComplete="bday-year"
            spellCheck={false}
            aria-invalid={invalid('year')}
          />
        </div>
      </div>
      <input type="hidden" name={name} value={value} />
    </Field>
  );
}
