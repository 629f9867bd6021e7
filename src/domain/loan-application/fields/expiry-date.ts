/**
 * Step 3's expiry dates (a driver licence's, a passport's, a visa's), in a module of their own:
 * the date reading they need comes with the tables that have them, not with step 1's.
 */
import type { ErrorKind, Predicate } from '../../validation/types.ts';
import { calendarDateInNewZealand, compareCalendarDates, tryParseDate } from '../dates.ts';
import { MESSAGES } from '../messages.ts';
import {
  isBlank,
  type Config,
  type LoanApplicationRule,
  type LoanApplicationRuleContext,
} from './shared.ts';

/** A yyyy/MM/dd, ISO date or ISO datetime that is a real date; anything else is 'invalid'. */
const validDate = (value: unknown): ErrorKind | null =>
  isBlank(value) || tryParseDate(value) !== null ? null : 'invalid';

/** A document or visa still current: an expiry today is current, one before today is not. */
const notExpired = (value: unknown, { today }: LoanApplicationRuleContext): boolean => {
  const expiry = tryParseDate(value);
  return expiry !== null && compareCalendarDates(expiry, calendarDateInNewZealand(today)) >= 0;
};

/** A required expiry date (personal) that must be a real date and not past; `expired` says so. */
export function expiryDate(
  name: string,
  condition: Predicate<Config>,
  expired: string,
): LoanApplicationRule {
  return {
    name,
    condition,
    personal: true,
    required: true,
    answerFormat: 'date',
    component: validDate,
    custom: notExpired,
    messages: { invalid: MESSAGES.validDate, custom: expired },
  };
}
