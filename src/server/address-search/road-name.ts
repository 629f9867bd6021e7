/**
 * A road's full name split the way LINZ NZ Roads splits it: road_name, road_type_name,
 * road_suffix. The roads file of the demo data (nz-roads-with-postcodes.csv) has only the full
 * name, so the type is recognised from a list rather than assumed to be the last word.
 */
export interface RoadName {
  /** As signed: "Queen Street East", "Te Ara Whanake", "State Highway 1". */
  full: string;
  /** "Queen", "Whanake", "1". */
  name: string;
  /** "Street", "Te Ara", "State Highway"; null when the road has none (Broadway, Allom Bay). */
  type: string | null;
  /** LINZ's road_suffix: "East", "Extension" ... */
  suffix: string | null;
  /** Te Ara and State Highway come before the name. */
  typeLeads: boolean;
}

/**
 * Types that follow the name. The LINZ road type list (AS/NZS 4819) cut down to the words that
 * end real NZ road names (road-name-last-word-frequency.csv in the demo data). Last words that are
 * part of a name rather than a type are left out: Bay, Island, Beach, Valley, Harbour ... (LINZ
 * files "Allom Bay" and "Flat Island" with no type), and the directions, which are suffixes.
 */
export const ROAD_TYPES: ReadonlySet<string> = new Set([
  'Access',
  'Alley',
  'Approach',
  'Arcade',
  'Avenue',
  'Bank',
  'Belt',
  'Bend',
  'Boulevard',
  'Brae',
  'Bypass',
  'Centre',
  'Circle',
  'Circuit',
  'Circus',
  'Close',
  'Common',
  'Court',
  'Cove',
  'Crescent',
  'Crest',
  'Crossing',
  'Cutting',
  'Dale',
  'Dell',
  'Deviation',
  'Downs',
  'Drive',
  'End',
  'Esplanade',
  'Estate',
  'Expressway',
  'Fairway',
  'Gardens',
  'Gate',
  'Glade',
  'Glen',
  'Grange',
  'Green',
  'Greens',
  'Grove',
  'Heights',
  'Highway',
  'Hill',
  'Key',
  'Knoll',
  'Landing',
  'Lane',
  'Line',
  'Link',
  'Lookout',
  'Loop',
  'Mall',
  'Mews',
  'Motorway',
  'Parade',
  'Park',
  'Parkway',
  'Pass',
  'Passage',
  'Path',
  'Place',
  'Plaza',
  'Point',
  'Promenade',
  'Quadrant',
  'Quay',
  'Rest',
  'Retreat',
  'Ridge',
  'Rise',
  'Road',
  'Roadway',
  'Route',
  'Row',
  'Run',
  'Spur',
  'Square',
  'Steps',
  'Straight',
  'Strand',
  'Street',
  'Terrace',
  'Track',
  'Trail',
  'Tramway',
  'Tunnel',
  'Vale',
  'View',
  'Views',
  'Villas',
  'Vista',
  'Walk',
  'Walkway',
  'Way',
  'Wharf',
]);

/** LINZ road_suffix values. */
const SUFFIXES = new Set([
  'North',
  'South',
  'East',
  'West',
  'Central',
  'Extension',
  'Lower',
  'Upper',
]);

/** Types LINZ places before the name. */
const LEADING_TYPES = ['Te Ara', 'State Highway'];

export function parseRoadName(fullName: string): RoadName {
  const full = fullName.replace(/\s+/g, ' ').trim();
  const words = full.split(' ');
  const lastWord = words[words.length - 1] ?? '';
  const suffix = words.length > 2 && SUFFIXES.has(lastWord) ? lastWord : null;
  const body = suffix ? words.slice(0, -1) : words;
  const typeWord = body[body.length - 1] ?? '';
  // "The Terrace", "The Avenue": the whole is the name.
  const nameOnly = body.length === 2 && body[0] === 'The';
  if (body.length > 1 && ROAD_TYPES.has(typeWord) && !nameOnly) {
    return { full, name: body.slice(0, -1).join(' '), type: typeWord, suffix, typeLeads: false };
  }
  const leading = LEADING_TYPES.find((type) => full.startsWith(`${type} `));
  if (leading && !suffix) {
    return {
      full,
      name: full.slice(leading.length + 1),
      type: leading,
      suffix: null,
      typeLeads: true,
    };
  }
  return { full, name: body.join(' '), type: null, suffix, typeLeads: false };
}

/** A road from LINZ's own columns (road_name, road_type_name, road_suffix): no guessing needed. */
export function roadFromParts(name: string, type: string | null, suffix: string | null): RoadName {
  const typeLeads = type !== null && LEADING_TYPES.includes(type);
  const full = (typeLeads ? [type, name, suffix] : [name, type, suffix]).filter(Boolean).join(' ');
  return { full, name, type, suffix, typeLeads };
}

/**
 * The detail response's street fields. StreetName followed by StreetType must read as the road is
 * signed, because the address summary prints them in that order (site-and-tools §4); so a road
 * whose type leads (Te Ara Whanake) or that has a suffix (Queen Street East) keeps its full name in
 * StreetName and has no StreetType. Street is always the full name.
 */
export function streetFields(road: RoadName): {
  streetName: string;
  streetType: string | null;
  street: string;
} {
  if (road.type && !road.typeLeads && !road.suffix) {
    return { streetName: road.name, streetType: road.type, street: road.full };
  }
  return { streetName: road.full, streetType: null, street: road.full };
}
