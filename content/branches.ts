import type { Branch, OpeningHours } from '#domain/branches/branch.ts';
import { PREFERRED_BRANCH_DEFAULT_VALUE, PREFERRED_BRANCH_STAFF_VALUE } from '#domain/branches/preferred-branch.ts';

/**
 * Demo branches at real New Zealand town centres, north to south. Coordinates are the real
 * town centres; street numbers, phone numbers (the fictional 555 range) and emails are demo values.
 * The server seeds them into the database at start when SEED_DEMO_DATA is on, so editing this file
 * changes the site. postcodeAreas are the first two digits of the NZ postcodes a branch serves,
 * checked against the LINZ-derived road and postcode list in shared/data/nz-addresses.
 */

/** The finder's address for a branch page; the map data's url. */
export const branchUrl = (slug: string): string => `/find-a-branch-near-you/${slug}/`;

const weekdays: OpeningHours = { days: 'Monday to Friday', hours: '8:30am to 5:00pm' };
const saturday: OpeningHours = { days: 'Saturday', hours: '9:00am to 12:30pm' };

type BranchContent = Omit<Branch, 'url'>;

const branchList: BranchContent[] = [
  {
    id: 101, slug: 'whangarei', name: 'Whangārei', town: 'Whangārei', region: 'Northland',
    address: '24 Cameron Street, Whangārei 0110', location: 'Ground floor, in the Cameron Street Mall',
    phone: '09 555 0101', email: 'whangarei@kowhai.example.nz',
    coordinates: { latitude: -35.7257, longitude: 174.3236 },
    openingHours: [weekdays, saturday], postcodeAreas: ['01', '02', '03', '04', '05'],
  },
  {
    id: 102, slug: 'auckland-cbd', name: 'Auckland CBD', town: 'Auckland', region: 'Auckland',
    address: '151 Queen Street, Auckland Central, Auckland 1010', location: 'Level 1, above the Queen Street shops, lift from the foyer',
    phone: '09 555 0102', email: 'auckland@kowhai.example.nz',
    coordinates: { latitude: -36.8485, longitude: 174.7652 },
    openingHours: [{ days: 'Monday to Friday', hours: '8:00am to 5:30pm' }], postcodeAreas: ['06', '07', '08', '09', '10', '19'],
  },
  {
    id: 103, slug: 'manukau', name: 'Manukau', town: 'Manukau', region: 'Auckland',
    address: '7 Osterley Way, Manukau, Auckland 2104', location: 'Opposite Westfield Manukau City, next to the bus station',
    phone: '09 555 0103', email: 'manukau@kowhai.example.nz',
    coordinates: { latitude: -36.9925, longitude: 174.8796 },
    openingHours: [weekdays, saturday], postcodeAreas: ['20', '21', '24', '25', '26'],
  },
  {
    id: 104, slug: 'hamilton', name: 'Hamilton', town: 'Hamilton', region: 'Waikato',
    address: '350 Victoria Street, Hamilton Central, Hamilton 3204', location: 'On Victoria Street by Garden Place',
    phone: '07 555 0104', email: 'hamilton@kowhai.example.nz',
    coordinates: { latitude: -37.7876, longitude: 175.2806 },
    openingHours: [weekdays, saturday], postcodeAreas: ['32', '34', '35', '37', '38', '39'],
  },
  {
    id: 105, slug: 'tauranga', name: 'Tauranga', town: 'Tauranga', region: 'Bay of Plenty',
    address: '40 Devonport Road, Tauranga 3110', location: 'Devonport Road, two doors from Elizabeth Street',
    phone: '07 555 0105', email: 'tauranga@kowhai.example.nz',
    coordinates: { latitude: -37.6857, longitude: 176.1678 },
    openingHours: [weekdays], postcodeAreas: ['31', '36'],
  },
  {
    id: 106, slug: 'rotorua', name: 'Rotorua', town: 'Rotorua', region: 'Bay of Plenty',
    address: '1180 Tutanekai Street, Rotorua 3010', location: 'Tutanekai Street, near the Eat Streat end',
    phone: '07 555 0106', email: 'rotorua@kowhai.example.nz',
    coordinates: { latitude: -38.1368, longitude: 176.2513 },
    openingHours: [weekdays], postcodeAreas: ['30', '33'],
  },
  {
    id: 107, slug: 'gisborne', name: 'Gisborne', town: 'Gisborne', region: 'Gisborne',
    address: '120 Gladstone Road, Gisborne 4010', location: 'Gladstone Road, across from the clock tower',
    phone: '06 555 0107', email: 'gisborne@kowhai.example.nz',
    coordinates: { latitude: -38.6623, longitude: 178.0176 },
    openingHours: [weekdays], postcodeAreas: ['40'],
  },
  {
    id: 108, slug: 'napier', name: 'Napier', town: 'Napier', region: "Hawke's Bay",
    address: '60 Emerson Street, Napier South, Napier 4110', location: 'Emerson Street pedestrian mall, near Clive Square',
    phone: '06 555 0108', email: 'napier@kowhai.example.nz',
    coordinates: { latitude: -39.4914, longitude: 176.9155 },
    openingHours: [weekdays, saturday], postcodeAreas: ['41', '42'],
  },
  {
    id: 109, slug: 'new-plymouth', name: 'New Plymouth', town: 'New Plymouth', region: 'Taranaki',
    address: '55 Devon Street East, New Plymouth 4310', location: 'Devon Street East, opposite the Len Lye Centre',
    phone: '06 555 0109', email: 'newplymouth@kowhai.example.nz',
    coordinates: { latitude: -39.0579, longitude: 174.0783 },
    openingHours: [weekdays], postcodeAreas: ['43', '46'],
  },
  {
    id: 110, slug: 'palmerston-north', name: 'Palmerston North', town: 'Palmerston North', region: 'Manawatū-Whanganui',
    address: '30 The Square, Palmerston North Central, Palmerston North 4410', location: 'On The Square, beside the library',
    phone: '06 555 0110', email: 'palmerstonnorth@kowhai.example.nz',
    coordinates: { latitude: -40.3564, longitude: 175.6111 },
    openingHours: [weekdays, saturday], postcodeAreas: ['44', '45', '47', '48', '49'],
  },
  {
    id: 111, slug: 'wellington', name: 'Wellington', town: 'Wellington', region: 'Wellington',
    address: '210 Lambton Quay, Wellington Central, Wellington 6011', location: 'Lambton Quay, a short walk from the cable car',
    phone: '04 555 0111', email: 'wellington@kowhai.example.nz',
    coordinates: { latitude: -41.2820, longitude: 174.7762 },
    openingHours: [{ days: 'Monday to Friday', hours: '8:00am to 5:30pm' }], postcodeAreas: ['50', '53', '55', '57', '58', '60', '69'],
  },
  {
    id: 112, slug: 'nelson', name: 'Nelson', town: 'Nelson', region: 'Nelson',
    address: '245 Trafalgar Street, Nelson 7010', location: 'Trafalgar Street, walking towards Christ Church Cathedral',
    phone: '03 555 0112', email: 'nelson@kowhai.example.nz',
    coordinates: { latitude: -41.2740, longitude: 173.2840 },
    openingHours: [weekdays], postcodeAreas: ['70', '71', '72'],
  },
  {
    id: 113, slug: 'christchurch', name: 'Christchurch', town: 'Christchurch', region: 'Canterbury',
    address: '100 Cathedral Square, Christchurch Central City, Christchurch 8011', location: 'Cathedral Square, beside the tram stop',
    phone: '03 555 0113', email: 'christchurch@kowhai.example.nz',
    coordinates: { latitude: -43.5310, longitude: 172.6369 },
    openingHours: [weekdays, saturday], postcodeAreas: ['73', '74', '75', '76', '77', '78', '80', '89'],
  },
  {
    id: 114, slug: 'timaru', name: 'Timaru', town: 'Timaru', region: 'Canterbury',
    address: '200 Stafford Street, Timaru 7910', location: 'Stafford Street, near the Caroline Bay end',
    phone: '03 555 0114', email: 'timaru@kowhai.example.nz',
    coordinates: { latitude: -44.3961, longitude: 171.2547 },
    openingHours: [weekdays], postcodeAreas: ['79'],
  },
  {
    id: 115, slug: 'dunedin', name: 'Dunedin', town: 'Dunedin', region: 'Otago',
    address: '15 The Octagon, Dunedin Central, Dunedin 9016', location: 'The Octagon, next to the Regent Theatre',
    phone: '03 555 0115', email: 'dunedin@kowhai.example.nz',
    coordinates: { latitude: -45.8742, longitude: 170.5036 },
    openingHours: [weekdays, saturday], postcodeAreas: ['90', '92', '93', '94', '95'],
  },
  {
    id: 116, slug: 'invercargill', name: 'Invercargill', town: 'Invercargill', region: 'Southland',
    address: '50 Esk Street, Invercargill 9810', location: 'Esk Street, between Dee and Kelvin Streets',
    phone: '03 555 0116', email: 'invercargill@kowhai.example.nz',
    coordinates: { latitude: -46.4118, longitude: 168.3492 },
    openingHours: [weekdays], postcodeAreas: ['96', '97', '98'],
  },
];

export const branches: Branch[] = branchList.map((branch) => ({ ...branch, url: branchUrl(branch.slug) }));

/**
 * The loan application's PreferredBranch special values (loan-application §3 step 2, §4) with
 * the words a select shows for them. Values come from src/domain, where the Source rule reads them.
 */
export const preferredBranchSpecialValues = {
  /** The default: no particular branch; the application is handled online. */
  default: { value: PREFERRED_BRANCH_DEFAULT_VALUE, label: 'Online: no preferred branch' },
  /** Chosen by staff entering an application; the saved Source becomes Staff. */
  staff: { value: PREFERRED_BRANCH_STAFF_VALUE, label: 'Staff application' },
} as const;

/** Texts of the branch finder pages and the find-a-branch box. */
export const branchFinderText = {
  searchLabel: 'Search branches',
  searchHint: 'Type a town, region or branch name.',
  listHeading: 'Our branches',
  nearestHeading: 'Branches nearest to you',
  /** Announced politely as the listing changes; {count} is the number shown. */
  count: { none: 'No branches match your search.', one: 'Showing 1 branch.', many: 'Showing {count} branches.' },
  nearestCount: 'Showing the {count} branches nearest to you.',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  showAll: 'Show all branches',
  distance: '{distance} km away',
  mapLabel: 'Map of our branches',
  mapHelp: 'The list of branches beside the map has the same information and works with a keyboard and screen reader.',
  youAreHere: 'You are here',
  locationNo: 'We have not used your location. Search the list by town instead.',
  locationBlocked: 'Your browser is blocking location for this site. Allow it in your browser settings, or search the list by town.',
  locationUnavailable: 'Your browser cannot share a location. Search the list by town instead.',
  locationFailed: 'We could not find your location. Search the list by town instead.',
  loadFailed: 'We could not load the list of branches. Please refresh the page to try again.',
  loading: 'Loading branches…',
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
  box: {
    heading: 'Find your nearest branch',
    label: 'Town or postcode',
    hint: 'For example Hamilton or 3204.',
    submit: 'Find branch',
    useMyLocation: 'Use my location',
    required: 'Enter a town or postcode.',
    noMatch: 'We could not match that to one of our branch towns or postcode areas. Try a nearby town, or see all branches.',
    allBranches: 'See all branches',
    choose: 'More than one branch matches. Choose one:',
  },
} as const;
