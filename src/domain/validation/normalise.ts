/**
 * Named normalisers: what people type, rewritten into the form a field is checked and saved in
 * (issue 11 "Answers a New Zealander gives"; `FieldRule.normalise`). Each one returns text it
 * cannot read unchanged but trimmed, so that the field's pattern reports it and the person sees
 * what they typed; values that are not text pass through untouched. Running one twice changes
 * nothing.
 */

// Every dash a keyboard or a phone's autocorrect produces: -, ‐ (U+2010), ‑ (U+2011), – and —.
const DASHES = '\\-\\u2010\\u2011\\u2013\\u2014';
const SEPARATORS = new RegExp(`[\\s${DASHES}]+`, 'gu');

/**
 * Whole dollars as New Zealanders write them: "$3000", "12,000", "$12,000", "NZ$5,000", "12 000"
 * and "7,350.00" read as 3000, 12000, 12000, 5000, 12000 and 7350. Thousands separators count only
 * where they group thousands ("5,00" is left as typed: it may be 500 or 5.00).
 */
export function normaliseWholeDollars(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  const amount = typed
    .replace(/^(?:NZ)?\$\s*/i, '')
    .replace(/\s+/gu, ' ')
    .replace(/\.0{1,2}$/, '');
  if (/^\d+$/.test(amount)) return amount;
  if (/^\d{1,3}(?:([, ])\d{3})(?:\1\d{3})*$/.test(amount)) return amount.replace(/[, ]/g, '');
  return typed;
}

/**
 * Dollars and cents as typed: "$1,200.50" reads as 1200.50 and "NZ$950" as 950, by the same
 * reading of whole dollars as above with up to two decimals kept (an income amount's step 0.01).
 */
export function normaliseDollars(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  const cents = /\.\d{1,2}$/.exec(typed)?.[0] ?? '';
  const whole = normaliseWholeDollars(typed.slice(0, typed.length - cents.length));
  return typeof whole === 'string' && /^\d+$/.test(whole) ? `${whole}${cents}` : typed;
}

/**
 * A code read off a plate or a card: spaces and dashes removed, letters in capitals. "ABC 123",
 * "abc123" and "abc-123" are the plate ABC123; "ab 123 456" the licence number AB123456.
 */
export function normaliseCode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(SEPARATORS, '').toUpperCase();
}

const PHONE_CHARACTERS = new RegExp(`^[\\d\\s().+${DASHES}]+$`, 'u');

/**
 * A phone number as its digits, with the leading + of an international number: "021 123 4567",
 * "021-123-4567" and "021.123.4567" read as 0211234567, "(09) 438 1234" as 094381234, and
 * "+64 (0)21 123 4567" as +64211234567 (the trunk 0 in brackets is not dialled after +64). A
 * number with anything else in it (letters, "ext") is left as typed for the phone message.
 */
export function normalisePhoneNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  if (!PHONE_CHARACTERS.test(typed)) return typed;
  const international = typed.startsWith('+');
  const rest = international ? typed.slice(1).replace(/^\s*(\d{1,3})\s*\(0\)/, '$1') : typed;
  const digits = rest.replace(/\D/g, '');
  if (digits === '' || rest.includes('+')) return typed;
  return `${international ? '+' : ''}${digits}`;
}

/** How many digits each group of a New Zealand number has, by its prefix (the trunk 0 included). */
const NZ_PHONE_GROUPS: ReadonlyArray<[RegExp, readonly number[]]> = [
  // Freephone and the like: 0800 123 456, 0508 123 4567.
  [/^0(800|508|900)\d{6,7}$/, [4, 3]],
  // Mobiles (02x): 021 123 456, 021 555 0199, 021 1234 5678.
  [/^02\d{7}$/, [3, 3]],
  [/^02\d{8}$/, [3, 3]],
  [/^02\d{9}$/, [3, 4]],
  // Landlines (03 to 09): 09 438 1234.
  [/^0[3-9]\d{7}$/, [2, 3]],
];

/**
 * A phone number written as New Zealanders write it, from the digits normalisePhoneNumber keeps:
 * 0215550199 as "021 555 0199", 094381234 as "09 438 1234", +64215550199 as "+64 21 555 0199".
 * A number of no known shape is given back as it is.
 */
export function formatPhoneNumber(value: string): string {
  const digits = String(normalisePhoneNumber(value));
  const national = digits.startsWith('+64') ? `0${digits.slice(3)}` : digits;
  const found = NZ_PHONE_GROUPS.find(([shape]) => shape.test(national));
  if (!found) return value.trim();
  const groups: string[] = [];
  let at = 0;
  for (const size of found[1]) {
    groups.push(national.slice(at, at + size));
    at += size;
  }
  groups.push(national.slice(at));
  if (national === digits) return groups.join(' ');
  return ['+64', groups[0]!.slice(1), ...groups.slice(1)].join(' ');
}
