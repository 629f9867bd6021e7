// Apart from the finder's own words (content/branch-finder-text.ts), so the pages that carry the
// find-a-branch box (home) do not download the finder's and the branch pages' words with it.
/** Texts of the find-a-branch box (site-and-tools §2). */
export const findBranchBoxText = {
  heading: 'Find your nearest branch',
  label: 'Town or postcode',
  hint: 'For example Queenstown, Lower Hutt or 3204.',
  submit: 'Find branch',
  useMyLocation: 'Use my location',
  required: 'Enter a town or postcode.',
  noMatch:
    'We could not match that to a New Zealand town, suburb or postcode. Check the spelling, try a nearby town, or see all branches.',
  allBranches: 'See all branches',
  choose: 'More than one branch matches. Choose one:',
  loadFailed: 'We could not load the list of branches. Please refresh the page to try again.',
} as const;
