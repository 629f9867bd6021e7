import { normaliseAddressText } from '#domain/address-search/normalise.ts';
import { streetFields, type RoadName } from './road-name.ts';

/** An address as the sources describe it (LINZ rows, generated demo rows), before indexing. */
export interface AddressParts {
  sourceId: string;
  generated: boolean;
  unitType?: string | null;
  unitIdentifier?: string | null;
  floor?: string | null;
  buildingName?: string | null;
  /** "15", or a range "979-993". */
  number: string;
  alpha?: string | null;
  road?: RoadName | null;
  suburb?: string | null;
  city?: string | null;
  postcode?: string | null;
  /** "PO Box", "Private Bag": a box address (postal). */
  boxType?: string | null;
  lobbyName?: string | null;
  mailtown?: string | null;
  /** A rural delivery address (postal) has its RD number. */
  ruralDeliveryNumber?: string | null;
  lat?: number | null;
  long?: number | null;
  /** Size of the town (its number of roads): suggestions from cities come before hamlets. */
  placeRank?: number;
}

/** One row of the `addresses` table, in the column order of ADDRESS_COLUMNS. */
export interface AddressRow {
  sourceId: string;
  generated: boolean;
  postal: boolean;
  unitType: string | null;
  unitIdentifier: string | null;
  floor: string | null;
  buildingName: string | null;
  number: string | null;
  alpha: string | null;
  streetName: string | null;
  street: string | null;
  streetType: string | null;
  suburb: string | null;
  city: string | null;
  postcode: string | null;
  boxType: string | null;
  lobbyName: string | null;
  mailtown: string | null;
  ruralDeliveryNumber: string | null;
  lat: number | null;
  long: number | null;
  fullAddress: string;
  searchText: string;
  streetSearchText: string;
  streetKey: string;
  numberSort: number;
  placeRank: number;
}

/**
 * Road, suburb and city names repeat across thousands of rows; normalising each once makes
 * seeding and importing several times faster. Bounded, so a 2-million-row import cannot grow it
 * without limit.
 */
const normalised = new Map<string, string>();
const NORMALISED_CACHE_SIZE = 50_000;

function normalisePart(text: string): string {
  let result = normalised.get(text);
  if (result === undefined) {
    result = normaliseAddressText(text);
    if (normalised.size >= NORMALISED_CACHE_SIZE) normalised.clear();
    normalised.set(text, result);
  }
  return result;
}

/** The normal form of words joined by spaces is the normal forms of the parts, joined. */
function normaliseParts(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map(normalisePart)
    .filter(Boolean)
    .join(' ');
}

function clean(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** "Auckland Central, Auckland 1010"; a suburb equal to its city, or a place with no city, is named once. */
function placeLine(suburb: string | null, city: string | null, postcode: string | null): string {
  const town = [city ?? suburb, postcode].filter(Boolean).join(' ');
  return [suburb && city && suburb !== city ? suburb : null, town || null]
    .filter(Boolean)
    .join(', ');
}

/**
 * Builds the stored row: the detail fields, the display text as NZ Post writes addresses, and the
 * normalised search keys.
 * - Street: "2/15A Queen Street, Auckland Central, Auckland 1010" (unit/number, suburb, city postcode).
 * - Rural delivery: "123 Kowhai Road, RD 2, Kaiwaka 0573" (the RD and mail town replace suburb and city).
 * - Box: "PO Box 123, Te Aro, Wellington 6011" (box, lobby, mail town postcode).
 */
export function buildAddressRow(parts: AddressParts): AddressRow {
  const number = clean(parts.number);
  const alpha = clean(parts.alpha);
  const unitIdentifier = clean(parts.unitIdentifier);
  const floor = clean(parts.floor);
  const buildingName = clean(parts.buildingName);
  const suburb = clean(parts.suburb);
  const city = clean(parts.city);
  const postcode = clean(parts.postcode);
  const boxType = clean(parts.boxType);
  const lobbyName = clean(parts.lobbyName);
  const ruralDeliveryNumber = clean(parts.ruralDeliveryNumber);
  const mailtown =
    clean(parts.mailtown) ?? (boxType || ruralDeliveryNumber ? (city ?? suburb) : null);
  const street = parts.road && !boxType ? streetFields(parts.road) : null;

  let addressLine: string;
  let placeText: string;
  let streetFirst: string;
  let lineParts: Array<string | null | undefined>;
  if (boxType) {
    addressLine = `${boxType} ${number ?? ''}`.trim();
    lineParts = [boxType, number];
    placeText = placeLine(lobbyName, mailtown, postcode);
    streetFirst = normaliseParts([placeText, addressLine]);
  } else {
    const numberText = `${unitIdentifier ? `${unitIdentifier}/` : ''}${number ?? ''}${alpha ?? ''}`;
    addressLine = [numberText, street?.street].filter(Boolean).join(' ');
    lineParts = [numberText, street?.street];
    placeText = ruralDeliveryNumber
      ? [`RD ${ruralDeliveryNumber}`, [mailtown, postcode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : placeLine(suburb, city, postcode);
    streetFirst = normaliseParts([street?.street, placeText, numberText]);
  }
  const extras = [floor, buildingName].filter(Boolean);
  const fullAddress = [...extras, addressLine, placeText].filter(Boolean).join(', ');
  // The number-first key starts with the address line; floor and building only help word search.
  const searchText = normaliseParts([...lineParts, placeText, ...extras]);

  return {
    sourceId: parts.sourceId,
    generated: parts.generated,
    postal: Boolean(boxType || ruralDeliveryNumber),
    unitType: unitIdentifier ? clean(parts.unitType) : null,
    unitIdentifier,
    floor,
    buildingName,
    number,
    alpha,
    streetName: boxType ? null : (street?.streetName ?? null),
    street: street?.street ?? null,
    streetType: street?.streetType ?? null,
    suburb: boxType ? null : suburb,
    city: boxType ? mailtown : city,
    postcode,
    boxType,
    lobbyName,
    mailtown,
    ruralDeliveryNumber,
    lat: parts.lat ?? null,
    long: parts.long ?? null,
    fullAddress,
    searchText,
    streetSearchText: streetFirst,
    streetKey: normaliseParts([boxType ?? street?.street]),
    numberSort: Number.parseInt(number ?? '', 10) || 0,
    placeRank: parts.placeRank ?? 0,
  };
}
