import {
  joinAnniversary,
  splitAnniversary,
  type AnniversaryParts,
} from '#domain/forms/anniversary.ts';
import { DayAndMonthField, partsToFix } from '../field/day-and-month.tsx';
import type { WidgetProps } from '../field/widget-props.ts';
import '../date-of-birth/date-of-birth.css';

export type AnniversaryProps = WidgetProps<string>;

/**
 * The anniversary widget (site-and-tools §3 "anniversary"): a day and a month without a year, as
 * day and month lists in one fieldset. The value is MM/dd, '' when nothing is chosen, and keeps a
 * half-chosen part ('05/'); src/domain/forms/anniversary.ts holds the value and its rule.
 */
export function Anniversary(props: AnniversaryProps) {
  const parts = splitAnniversary(props.value);
  const set = (part: keyof AnniversaryParts, text: string) =>
    props.onChange(joinAnniversary({ ...parts, [part]: text }));
  return (
    <DayAndMonthField
      widget={props}
      parts={parts}
      onPart={set}
      invalid={partsToFix(props.error, parts)}
    />
  );
}
