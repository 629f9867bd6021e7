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
