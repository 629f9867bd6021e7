import type { NameCheckOutcome } from './types.ts';

/** A name's words, lower case, without accents or punctuation. */
function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Compares the borrower's name with the name on the account: the same words (case, accents,
 * punctuation and spacing aside) match; the same last name with given names that agree by
 * initial ("A Ngata" for "Aroha Ngata", "Aroha Ngata" for "Aroha Mere Ngata") is close; else no
 * match.
 */
export function compareNames(
  borrower: string,
  onAccount: string,
): Exclude<NameCheckOutcome, 'unavailable'> {
  const a = words(borrower);
  const b = words(onAccount);
  if (a.length === 0 || b.length === 0) return 'no-match';
  if (a.join(' ') === b.join(' ')) return 'match';
  if (a.at(-1) !== b.at(-1)) return 'no-match';
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const given = shorter.slice(0, -1);
  const others = longer.slice(0, -1);
  if (given.length === 0) return 'no-match';
  const agrees = given.every((word) =>
    others.some(
      (other) =>
        other === word ||
        (word.length === 1 && other.startsWith(word)) ||
        (other.length === 1 && word.startsWith(other)),
    ),
  );
  return agrees ? 'close-match' : 'no-match';
}
