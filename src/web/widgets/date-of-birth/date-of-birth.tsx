import { joinDateOfBirth, splitDateOfBirth, type DateParts } from '#domain/forms/date-of-birth.ts';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import { DayAndMonthField, partsToFix } from '../field/day-and-month.tsx';
import './date-of-birth.css';

export type DateOfBirthProps = WidgetProps<string>;

/**
 * The date-of-birth selector (site-and-tools §3): day and month lists and a 4-digit year box in
 * one fieldset. The value is yyyy/MM/dd as stored (loan-application §3), '' when nothing is
 * entered, and keeps half-entered parts ('/05/'); see src/domain/forms/date-of-birth.ts for the
 * value and its rule (`dateOfBirthRule`: ages 18 to 100, a real date).
 */
export function DateOfBirth(props: DateOfBirthProps) {
  const { required = false, disabled } = props;
  const id = controlId(props);
  const parts = splitDateOfBirth(props.value);
  // A '/' typed in the year would shift the parts of the joined value, so the year box drops it.
  const set = (part: keyof DateParts, text: string) =>
    props.onChange(joinDateOfBirth({ ...parts, [part]: text }));
  const invalid = partsToFix(props.error, parts);
  return (
    <DayAndMonthField
      widget={props}
      parts={parts}
      onPart={set}
      invalid={invalid}
      autoComplete="bday"
    >
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
    </DayAndMonthField>
  );
}
