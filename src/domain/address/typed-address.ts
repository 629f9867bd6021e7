import type { AddressPart } from './address-value.ts';

/** Road types a person types at the end of a street, and the abbreviations they use for them. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  street: 'Street',
  st: 'Street',
  road: 'Road',
  rd: 'Road',
  avenue: 'Avenue',
  ave: 'Avenue',
  drive: 'Drive',
  dr: 'Drive',
  place: 'Place',
  pl: 'Place',
  crescent: 'Crescent',
  cres: 'Crescent',
  lane: 'Lane',
  ln: 'Lane',
  terrace: 'Terrace',
  tce: 'Terrace',
  way: 'Way',
  close: 'Close',
  grove: 'Grove',
  parade: 'Parade',
  court: 'Court',
  highway: 'Highway',
};

/**
 * The parts of an address typed into the search box that found nothing ("12 Cuba Street",
 * "2/15A Queen St, Auckland Central, Auckland 1010"), for the manual fields: the applicant goes on
 * from what they typed instead of typing it again (issue 11, item 4). Parts it cannot tell are
 * left out.
 */
export function addressFromTyped(typed: string): Partial<Record<AddressPart, string>> {
  const [line = '', ...places] = typed.split(',').map((part) => part.replace(/\s+/g, ' ').trim());
  const parts: Partial<Record<AddressPart, string>> = {};
  const numbered = /^(?:(\w+)\/)?(\d+[a-z]?(?:-\d+)?) (.+)$/i.exec(line);
  const street = numbered ? (numbered[3] as string) : line;
  if (numbered) {
    if (numbered[1]) parts.Unit = numbered[1];
    parts.StreetNumber = numbered[2] as string;
  }
  const words = street.split(' ');
  const type = words.length > 1 ? STREET_TYPES[(words.at(-1) as string).toLowerCase()] : undefined;
  parts.StreetName = type ? words.slice(0, -1).join(' ') : street;
  if (type) parts.StreetType = type;
  const last = places.at(-1) ?? '';
  const postcode = /^(.*?) ?(\d{4})$/.exec(last);
  if (postcode) {
    parts.Postcode = postcode[2] as string;
    places[places.length - 1] = postcode[1] as string;
  }
  const [suburb, city] = places.filter(Boolean);
  if (city) parts.Suburb = suburb;
  if (city ?? suburb) parts.City = city ?? suburb;
  return parts;
}
