import type { SearchableBranch } from './search.ts';
import type { GeoPoint } from './geo.ts';

/** A few real town centres for the domain tests (the demo content lives in content/, which domain may not import). */
export const testBranches: Array<SearchableBranch & { id: number; coordinates: GeoPoint }> = [
  { id: 1, name: 'Whangārei', town: 'Whangārei', region: 'Northland', postcodeAreas: ['01', '02'], coordinates: { latitude: -35.7251, longitude: 174.3237 } },
  { id: 2, name: 'Auckland CBD', town: 'Auckland', region: 'Auckland', postcodeAreas: ['10'], coordinates: { latitude: -36.8485, longitude: 174.7633 } },
  { id: 3, name: 'Manukau', town: 'Manukau', region: 'Auckland', postcodeAreas: ['20', '21'], coordinates: { latitude: -36.9928, longitude: 174.8799 } },
  { id: 4, name: 'Hamilton', town: 'Hamilton', region: 'Waikato', postcodeAreas: ['32'], coordinates: { latitude: -37.787, longitude: 175.2793 } },
  { id: 5, name: 'Palmerston North', town: 'Palmerston North', region: 'Manawatū-Whanganui', postcodeAreas: ['44'], coordinates: { latitude: -40.3523, longitude: 175.6082 } },
  { id: 6, name: 'Wellington', town: 'Wellington', region: 'Wellington', postcodeAreas: ['50', '60'], coordinates: { latitude: -41.2865, longitude: 174.7762 } },
  { id: 7, name: 'Christchurch', town: 'Christchurch', region: 'Canterbury', postcodeAreas: ['80'], coordinates: { latitude: -43.531, longitude: 172.6369 } },
  { id: 8, name: 'Timaru', town: 'Timaru', region: 'Canterbury', postcodeAreas: ['79'], coordinates: { latitude: -44.397, longitude: 171.255 } },
  { id: 9, name: "Napier", town: 'Napier', region: "Hawke's Bay", postcodeAreas: ['41'], coordinates: { latitude: -39.4893, longitude: 176.9179 } },
  { id: 10, name: 'Dunedin', town: 'Dunedin', region: 'Otago', postcodeAreas: ['90'], coordinates: { latitude: -45.8742, longitude: 170.5036 } },
];
