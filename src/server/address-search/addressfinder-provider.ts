import { textValue } from '#domain/validation/text-value.ts';
import { HttpError } from '../http-error.ts';
import {
  ADDRESS_SEARCH_MAX_RESULTS,
  type AddressDetail,
  type AddressProvider,
  type AddressSuggestion,
} from './address-provider.ts';

/** AddressFinder's NZ API (addressfinder.nz/api/nz/address/autocomplete and /metadata). */
export const ADDRESSFINDER_API_URL = 'https://api.addressfinder.io/api/nz/address';

/** An address lookup is interactive: a slow answer is a failed one (the widget falls back to manual entry). */
const ADDRESSFINDER_TIMEOUT_MS = 5_000;

/** AddressFinder's address ids (pxid), e.g. "2-.F.1W.p.0Nm5x". */
const PXID_PATTERN = /^[0-9A-Za-z.-]{1,64}$/;

interface Completion {
  a?: unknown;
  pxid?: unknown;
}

/** The metadata fields we read (AddressFinder "Address Metadata API" response specification). */
interface Metadata {
  unit_type?: string;
  unit_identifier?: string;
  floor?: string;
  building_name?: string;
  number?: string;
  alpha?: string;
  street?: string;
  street_name?: string;
  street_type?: string;
  street_suffix?: string;
  suburb?: string;
  city?: string;
  postcode?: string;
  box_type?: string;
  lobby_name?: string;
  mailtown?: string;
  rd_number?: string;
  x?: string | number;
  y?: string | number;
}

/** A metadata value as trimmed text, or null when it has none. */
const text = (value: unknown): string | null => textValue(value) || null;

function coordinate(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? number : null;
}

/** "street" → "Street": AddressFinder gives the type in lower case. */
function titleCase(value: string): string {
  return value.replace(
    /(^|[\s-])(\p{L})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** The same street rule as our own index: StreetName then StreetType reads as the street (road-name.ts streetFields). */
export function detailFromMetadata(metadata: Metadata): AddressDetail {
  const street = text(metadata.street);
  const name = text(metadata.street_name);
  const type = text(metadata.street_type);
  const splits =
    street &&
    name &&
    type &&
    !text(metadata.street_suffix) &&
    street.toLowerCase() === `${name} ${type}`.toLowerCase();
  return {
    UnitType: text(metadata.unit_type),
    UnitIdentifier: text(metadata.unit_identifier),
    Floor: text(metadata.floor),
    BuildingName: text(metadata.building_name),
    Number: text(metadata.number),
    Alpha: text(metadata.alpha),
    StreetName: splits ? name : street,
    Street: street,
    StreetType: splits && type ? titleCase(type) : null,
    Suburb: text(metadata.suburb),
    City: text(metadata.city),
    Postcode: text(metadata.postcode),
    BoxType: text(metadata.box_type),
    LobbyName: text(metadata.lobby_name),
    Mailtown: text(metadata.mailtown),
    RuralDeliveryNumber: text(metadata.rd_number),
    Lat: coordinate(metadata.y),
    Long: coordinate(metadata.x),
  };
}

export interface AddressFinderOptions {
  key: string;
  secret: string;
  baseUrl?: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

/**
 * ADDRESS_PROVIDER=addressfinder: the outside AddressFinder service instead of our index. Physical
 * search leaves PO Boxes out; postal search asks for NZ Post delivered addresses (boxes, rural
 * delivery, street). A failure or timeout of the service is a 502, which the address input turns
 * into manual entry (site-and-tools §8).
 */
export class AddressFinderProvider implements AddressProvider {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: AddressFinderOptions) {
    this.fetch = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl ?? ADDRESSFINDER_API_URL;
  }

  search(query: string): Promise<AddressSuggestion[]> {
    return this.autocomplete(query, { post_box: '0' });
  }

  searchPostal(query: string): Promise<AddressSuggestion[]> {
    return this.autocomplete(query, { delivered: '1', post_box: '1' });
  }

  isValidId(id: string): boolean {
    return PXID_PATTERN.test(id);
  }

  async detail(id: string): Promise<AddressDetail | null> {
    const body = await this.call('metadata', { pxid: id });
    if (body.success === false) return null;
    return detailFromMetadata(body as Metadata);
  }

  private async autocomplete(
    query: string,
    filters: Record<string, string>,
  ): Promise<AddressSuggestion[]> {
    const body = await this.call('autocomplete', {
      q: query.trim(),
      max: String(ADDRESS_SEARCH_MAX_RESULTS),
      ...filters,
    });
    const completions = Array.isArray(body.completions) ? (body.completions as Completion[]) : [];
    return completions
      .filter(
        (completion) => typeof completion.a === 'string' && typeof completion.pxid === 'string',
      )
      .slice(0, ADDRESS_SEARCH_MAX_RESULTS)
      .map((completion) => ({ Address: completion.a as string, Id: completion.pxid as string }));
  }

  private async call(
    endpoint: string,
    params: Record<string, string>,
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${this.baseUrl}/${endpoint}`);
    for (const [name, value] of Object.entries({
      key: this.options.key,
      format: 'json',
      ...params,
    }))
      url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { Authorization: this.options.secret, Accept: 'application/json' },
        signal: AbortSignal.timeout(ADDRESSFINDER_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, 'The address service is not available.');
    }
    // An unknown pxid is answered with a 4xx and success: false; 401/403 (bad key) is our fault, a 502.
    if (endpoint === 'metadata' && [400, 404, 422].includes(response.status))
      return { success: false };
    if (!response.ok) throw new HttpError(502, 'The address service is not available.');
    const body: unknown = await response.json().catch(() => null);
    if (body === null || typeof body !== 'object')
      throw new HttpError(502, 'The address service is not available.');
    return body as Record<string, unknown>;
  }
}
