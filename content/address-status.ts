/**
 * The address input's status line (site-and-tools §4): what a lookup is doing or what the last
 * search found. Only the lookups set it going, so these load with their code (docs/decisions/166).
 */
export const addressStatusText = {
  searching: 'Searching for addresses…',
  /** `{count}` is the number of suggestions. */
  resultsFound: '{count} addresses found. Use the up and down arrows to choose one.',
  oneResultFound: '1 address found. Use the up and down arrows to choose it.',
  noResults: 'No matching addresses. Check the spelling, or specify your address manually.',
  loadingDetail: 'Getting the address…',
} as const;
