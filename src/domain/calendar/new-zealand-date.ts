/**
 * New Zealand's calendar, for every date the product reckons with or shows: the one time zone,
 * an instant's calendar date there, and a date in words as the letters and pages write it. The
 * formatters are made on first use: a formatter with a time zone costs a phone tens of
 * milliseconds, which every page importing this module would otherwise pay as it loads.
 */

/** Calendar dates in New Zealand, written `YYYY-MM-DD`. */
export type IsoDate = string;

export const NEW_ZEALAND_TIME_ZONE = 'Pacific/Auckland';

let isoInNewZealand: Intl.DateTimeFormat | undefined;
let wordsInNewZealand: Intl.DateTimeFormat | undefined;
let wordsAsWritten: Intl.DateTimeFormat | undefined;

/** The New Zealand calendar date of an instant ("today" for the rules, the queue and the letters). */
export function newZealandDate(instant: Date): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  isoInNewZealand ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: NEW_ZEALAND_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return isoInNewZealand.format(instant);
}

/**
 * 3 December 2026: an instant as its date in New Zealand, or a calendar date (`YYYY-MM-DD`) as it
 * is written, wherever the reader is. The letters (PDF) and the applicant's pages write dates so.
 */
export function longDate(date: Date | IsoDate): string {
  const words = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  if (typeof date !== 'string') {
    wordsInNewZealand ??= new Intl.DateTimeFormat('en-NZ', {
      ...words,
      timeZone: NEW_ZEALAND_TIME_ZONE,
    });
    return wordsInNewZealand.format(date);
  }
  wordsAsWritten ??= new Intl.DateTimeFormat('en-NZ', { ...words, timeZone: 'UTC' });
  return wordsAsWritten.format(new Date(`${date}T00:00:00Z`));
}
