/** What the branch searches look at: a branch's names and the postcode areas it serves. */
export interface SearchableBranch {
  name: string;
  town: string;
  region: string;
  postcodeAreas: readonly string[];
}

/**
 * Lower case, macrons and other accents removed, punctuation as spaces: "Whangārei" and
 * "whangarei" compare equal, as do "Hawke's Bay" and "hawkes bay".
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const haystack = (branch: SearchableBranch): string =>
  normaliseSearchText(`${branch.name} ${branch.town} ${branch.region}`);

/**
 * The branch listing's text filter: a branch is kept when every word typed appears in its
 * name, town or region. An empty query keeps every branch.
 */
export function filterBranches<T extends SearchableBranch>(
  branches: readonly T[],
  query: string,
): T[] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...branches];
  return branches.filter((branch) => {
    const text = haystack(branch);
    return words.every((word) => text.includes(word));
  });
}

const NZ_POSTCODE = /\b(\d{4})\b/;
// A shorter prefix ("wa", "ne") matches too many places to be a useful answer.
const MIN_PREFIX_LENGTH = 3;

/**
 * Branches for a town, region or postcode a visitor typed (the find-a-branch box), without any
 * outside geocoder: a 4-digit postcode picks the branch serving its postcode area (first two
 * digits); otherwise an exact town or branch name wins, then an exact region, then names that
 * start with what was typed. An empty list means no branch could be matched.
 */
export function findBranchesForPlace<T extends SearchableBranch>(
  branches: readonly T[],
  query: string,
): T[] {
  const postcode = NZ_POSTCODE.exec(query)?.[1];
  if (postcode) {
    const area = postcode.slice(0, 2);
    return branches.filter((branch) => branch.postcodeAreas.includes(area));
  }
  const typed = normaliseSearchText(query);
  if (!typed) return [];
  const tiers: Array<(branch: T) => boolean> = [
    (b) => normaliseSearchText(b.town) === typed || normaliseSearchText(b.name) === typed,
    (b) => normaliseSearchText(b.region) === typed,
    (b) =>
      typed.length >= MIN_PREFIX_LENGTH &&
      [b.town, b.name, b.region].some((name) => normaliseSearchText(name).startsWith(typed)),
  ];
  for (const matches of tiers) {
    const found = branches.filter(matches);
    if (found.length > 0) return found;
  }
  return [];
}
