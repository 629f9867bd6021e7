/**
 * The day and month lists that the date-of-birth selector and the anniversary widget share: the
 * day's values are 01 to 31, the month's 01 to 12 with its name shown.
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

export function DayOptions() {
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

export function MonthOptions() {
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
