/**
 * Money as the site shows it (site-and-tools §9 "Currency is shown with 2 decimals in en-NZ
 * format"): "$1,234.50", and "$1,000" where an amount is whole dollars (loan-application §5).
 *
 * Written out rather than through Intl.NumberFormat, which gives the same text (format.test.ts
 * checks both against it) but whose first formatter on a page cost a phone about 60 ms, loading
 * the locale's data, on every page that shows an amount as it loads (issue 12 finding 13).
 */

/** Digits in groups of three ("1234567" is "1,234,567"). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The amount's digits rounded to `decimals` places, half away from zero, as Intl.NumberFormat
 * rounds: the shortest decimal that reads back as the number (String's), not its exact binary
 * value (toFixed's), so 0.285 is "0.29" as a person expects.
 */
function rounded(amount: number, decimals: 0 | 2): { whole: string; cents: string } {
  const text = String(amount);
  // Exponents: below a millionth, which rounds to nothing, or beyond any amount of money.
  const [whole = '0', fraction = ''] = (/e/.test(text) ? amount.toFixed(decimals) : text).split(
    '.',
  );
  const kept = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  const digits = (fraction[decimals] ?? '0') >= '5' ? String(BigInt(kept) + 1n) : kept;
  const padded = digits.padStart(decimals + 1, '0');
  return {
    whole: padded.slice(0, padded.length - decimals),
    cents: padded.slice(padded.length - decimals),
  };
}

/** The sign goes before the dollar sign, and an amount that rounds to nothing has none. */
function format(amount: number, decimals: 0 | 2): string {
  const { whole, cents } = rounded(Math.abs(amount), decimals);
  const sign = amount < 0 && /[1-9]/.test(whole + cents) ? '-' : '';
  return `${sign}$${grouped(whole)}${decimals ? `.${cents}` : ''}`;
}

/** "$1,234.50": dollars with cents. */
export const formatDollars = (dollars: number): string => format(dollars, 2);

/** "$1,000": dollars rounded to whole dollars. */
export const formatWholeDollars = (dollars: number): string => format(dollars, 0);
