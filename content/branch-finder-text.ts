// Apart from the branch list (content/branches.ts), so pages with the find-a-branch box do not
// download every branch's details with their words (docs/decisions/028).
import { findBranchBoxText } from './find-branch-box-text.ts';

/** Texts of the branch finder pages and the find-a-branch box. */
export const branchFinderText = {
  searchLabel: 'Search branches',
  searchHint: 'Type a town, region or branch name.',
  listHeading: 'Our branches',
  nearestHeading: 'Branches nearest to you',
  /** Announced politely as the listing changes; {count} is the number shown. */
  count: {
    none: 'No branches match your search.',
    one: 'Showing 1 branch.',
    many: 'Showing {count} branches.',
  },
  nearestCount: 'Showing the {count} branches nearest to you.',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  showAll: 'Show all branches',
  distance: '{distance} km away',
  mapLabel: 'Map of our branches',
  mapHelp:
    'The list of branches beside the map has the same information and works with a keyboard and screen reader.',
  youAreHere: 'You are here',
  locationNo: 'We have not used your location. Search the list by town instead.',
  locationBlocked:
    'Your browser is blocking location for this site. Allow it in your browser settings, or search the list by town.',
  locationUnavailable: 'Your browser cannot share a location. Search the list by town instead.',
  locationFailed: 'We could not find your location. Search the list by town instead.',
  loadFailed: findBranchBoxText.loadFailed,
  branchPage: {
    address: 'Address',
    findUs: 'Finding us',
    phone: 'Phone',
    email: 'Email',
    hours: 'Opening hours',
    apply: 'Apply now',
    allBranches: 'All branches',
    mapHelp: 'The address and directions beside the map give the same information in words.',
  },
  box: findBranchBoxText,
} as const;
