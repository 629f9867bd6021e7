import { emptyAddress, type AddressValue } from './address-value.ts';

/** spec: site-and-tools §9 "Address and page": search after a 300 ms pause in typing. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** spec: site-and-tools §5 "Address" and §9: a query shorter than 3 characters is not searched. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;

/** The fields of the detail response the input reads (site-and-tools §3 "Address detail response"). */
export interface AddressDetail {
  UnitType?: string | null;
  UnitIdentifier?: string | null;
  Floor?: string | null;
  BuildingName?: string | null;
  Number?: string | number | null;
  Alpha?: string | null;
  StreetName?: string | null;
  Street?: string | null;
  StreetType?: string | null;
  Suburb?: string | null;
  City?: string | null;
  Postcode?: string | number | null;
  BoxType?: string | null;
  LobbyName?: string | null;
  Mailtown?: string | null;
  RuralDeliveryNumber?: string | number | null;
  Lat?: number | string | null;
  Long?: number | string | null;
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

/** A detail answer, or null when there is no result in it (not an object, or no street, box or town at all). */
export function readAddressDetail(input: unknown): AddressDetail | null {
  if (!isRecord(input)) return null;
  const detail = input as AddressDetail;
  const hasSomething = [
    detail.Number,
    detail.StreetName,
    detail.Street,
    detail.BoxType,
    detail.City,
    detail.Mailtown,
    detail.Postcode,
  ].some((field) => text(field) !== '');
  return hasSomething ? detail : null;
}

function text(field: unknown): string {
  if (typeof field === 'string') return field.replace(/\s+/g, ' ').trim();
  if (typeof field === 'number' && Number.isFinite(field)) return String(field);
  return '';
}

function coordinate(field: unknown): number | null {
  const number =
    typeof field === 'number'
      ? field
      : typeof field === 'string' && field.trim() !== ''
        ? Number(field)
        : NaN;
  return Number.isFinite(number) ? number : null;
}

/** "Flat 2", "Level 3", "Flat 2 Level 3"; a bare floor number reads as a level, as NZ addresses write it. */
function unitFrom(detail: AddressDetail): string {
  const unit = [text(detail.UnitType), text(detail.UnitIdentifier)].filter(Boolean).join(' ');
  const floorText = text(detail.Floor);
  const floor = /^\d+$/.test(floorText) ? `Level ${floorText}` : floorText;
  return [unit, floor].filter(Boolean).join(' ');
}

/**
 * Street name and type. The type is split off only when the full street reads "<name> <type>";
 * otherwise (State Highway 1, Te Ara Whanake, Queen Street East) the full street is the name, so the
 * summary never reorders a real road name.
 */
function streetFrom(detail: AddressDetail): { StreetName: string; StreetType: string } {
  const name = text(detail.StreetName);
  const type = text(detail.StreetType);
  const street = text(detail.Street);
  if (!name) return { StreetName: street, StreetType: '' };
  if (!street || street.toLowerCase() === `${name} ${type}`.trim().toLowerCase())
    return { StreetName: name, StreetType: type };
  return { StreetName: street, StreetType: '' };
}

/**
 * Maps the detail response to the address value (site-and-tools §3, §4).
 * - The unit joins UnitType, UnitIdentifier and Floor; the number joins Number and Alpha (15 + A = 15A).
 * - A box address (BoxType) reads "PO Box 5678, Wellesley Street, Auckland 1141": the box type is the
 *   street name (the summary puts the name before the number), the lobby is the suburb, the mail town the city.
 * - In postal mode a rural delivery number replaces the suburb ("RD 2") and the mail town the city,
 *   as NZ Post addresses rural mail.
 * BuildingName is not part of the value (site-and-tools §3 lists no building part).
 */
export function addressFromDetail(
  detail: AddressDetail,
  options: { postal?: boolean } = {},
): AddressValue {
  const postal = options.postal === true;
  const value = emptyAddress(postal);
  const boxType = text(detail.BoxType);
  value.StreetNumber = `${text(detail.Number)}${text(detail.Alpha)}`;
  value.Postcode = text(detail.Postcode);
  value.Latitude = coordinate(detail.Lat);
  value.Longitude = coordinate(detail.Long);
  if (boxType) {
    value.BoxType = boxType;
    value.StreetName = boxType;
    value.Suburb = text(detail.LobbyName) || text(detail.Suburb);
    value.City = text(detail.Mailtown) || text(detail.City);
    return value;
  }
  value.Unit = unitFrom(detail);
  Object.assign(value, streetFrom(detail));
  const ruralDelivery = text(detail.RuralDeliveryNumber);
  value.Suburb =
    postal && ruralDelivery
      ? /^RD\b/i.test(ruralDelivery)
        ? ruralDelivery
        : `RD ${ruralDelivery}`
      : text(detail.Suburb);
  value.City = (postal && text(detail.Mailtown)) || text(detail.City);
  return value;
}
