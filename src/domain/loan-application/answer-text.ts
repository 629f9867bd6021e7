/**
 * An answer read back as the applicant gave it (issue 34 finding 2), from the one field definition:
 * a choice's label, a date in words, a phone number grouped, an address in New Zealand order, a
 * branch's name, dollars. The staff's application page shows every answer so.
 */
import { formatAddressSummary, readAddressValue } from '../address/index.ts';
import { longDate } from '../calendar/new-zealand-date.ts';
import { formatWholeDollars } from '../money/format.ts';
import { formatPhoneNumber } from '../validation/normalise.ts';
import type { FieldFacts } from '../validation/types.ts';
import { formatIsoDate, tryParseDate } from './dates.ts';

/** What the answer's reading needs from outside the rule table: a branch id's name. */
export interface AnswerLookups {
  branchName(value: string): string | null;
}

/** Lists joined, an object's text parts in order, true and false as Yes and No. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(plain).filter(Boolean).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' ');
  return String(value).trim();
}

function formatted(rule: FieldFacts, value: unknown, lookups: AnswerLookups): string | null {
  switch (rule.answerFormat) {
    case 'date': {
      const date = tryParseDate(value);
      return date ? longDate(formatIsoDate(date)) : null;
    }
    case 'phone':
      return typeof value === 'string' ? formatPhoneNumber(value) : null;
    case 'address': {
      const address = readAddressValue(value ?? {});
      return address ? formatAddressSummary(address) || null : null;
    }
    case 'branch':
      return typeof value === 'string' ? lookups.branchName(value) : null;
    case 'money': {
      const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isFinite(amount) ? formatWholeDollars(amount) : null;
    }
    default:
      return null;
  }
}

/** The label the applicant saw for a choice's value, when the rule lists one. */
function optionLabel(rule: FieldFacts, value: string): string | undefined {
  for (const option of rule.options ?? []) {
    if (typeof option === 'string') {
      if (option === value) return option;
    } else if (option.value === value) {
      return typeof option.label === 'string' ? option.label : option.value;
    }
  }
  return undefined;
}

/** The answer to a field as the applicant saw it; '' when unanswered. */
export function answerText(rule: FieldFacts, value: unknown, lookups: AnswerLookups): string {
  if (value === null || value === undefined || value === '') return '';
  const label = optionLabel(rule, plain(value));
  if (label !== undefined) return label;
  if (Array.isArray(value) && rule.options)
    return value.map((item) => optionLabel(rule, plain(item)) ?? plain(item)).join(', ');
  return formatted(rule, value, lookups) ?? plain(value);
}
