import type { ReactNode } from 'react';
import { Field } from './field.tsx';
import { controlId, onGroupBlur, type WidgetProps } from './widget-props.ts';

/**
 * The day and month lists that the date-of-birth selector and the anniversary widget share: the
 * day's values are 01 to 31, the month's 01 to 12 with its name shown, each with its visible label.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));

function DayOptions() {
  return (
    <>
      <option value="">Day</option>
      {DAYS.map((day) => (
        <option key={day} value={day}>
          {Number(day)}
        </option>
      ))}
    </>
  );
}

function MonthOptions() {
  return (
    <>
      <option value="">Month</option>
      {MONTHS.map((month, index) => (
        <option key={month} value={pad(index + 1)}>
          {month}
        </option>
      ))}
    </>
  );
}

/** One labelled part of a date (`date-of-birth__part`): the day's or the month's list. */
export function DatePartSelect({
  part,
  id,
  value,
  onChange,
  disabled,
  required,
  invalid,
  autoComplete,
}: {
  part: 'day' | 'month';
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean | undefined;
  required: boolean;
  invalid: true | undefined;
  autoComplete?: string;
}) {
  return (
    <div className="date-of-birth__part">
      <label htmlFor={id}>{part === 'day' ? 'Day' : 'Month'}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={invalid}
      >
        {part === 'day' ? <DayOptions /> : <MonthOptions />}
      </select>
    </div>
  );
}

/** With an error, the parts to fix: the empty ones, or all of them when each is filled. */
export function partsToFix<Part extends string>(
  error: string | undefined,
  parts: Record<Part, string>,
): (part: Part) => true | undefined {
  const anyEmpty = Object.values<string>(parts).some((text) => !text);
  return (part) => (error && (!anyEmpty || !parts[part]) ? true : undefined);
}

/**
 * A date widget's fieldset (`date-of-birth`): its day and month lists, `children` after them (the
 * year's box), and the value in a hidden input of the widget's name. The day's list has the
 * widget's id; `autoComplete` names the parts (`bday`: bday-day, bday-month).
 */
export function DayAndMonthField({
  widget,
  parts,
  onPart,
  invalid,
  autoComplete,
  children,
}: {
  widget: WidgetProps<string>;
  parts: { day: string; month: string };
  onPart: (part: 'day' | 'month', text: string) => void;
  invalid: (part: 'day' | 'month') => true | undefined;
  autoComplete?: 'bday';
  children?: ReactNode;
}) {
  const { name, label, value, onBlur, error, hint, required = false, disabled } = widget;
  const id = controlId(widget);
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
        {(['day', 'month'] as const).map((part) => (
          <DatePartSelect
            key={part}
            part={part}
            id={part === 'day' ? id : `${id}-month`}
            value={parts[part]}
            onChange={(text) => onPart(part, text)}
            disabled={disabled}
            required={required}
            autoComplete={autoComplete && `${autoComplete}-${part}`}
            invalid={invalid(part)}
          />
        ))}
        {children}
      </div>
      <input type="hidden" name={name} value={value} />
    </Field>
  );
}
