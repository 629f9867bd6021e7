/**
 * ReferrerData: the referrer's product list, each Name and Quantity (spec: loan-application §3
 * step 1 fields; §2 step 1 "prefill summary ... products with quantity"). It reaches the
 * application only inside a token the referrer signed (contracts/referrer-data.ts,
 * docs/decisions/056); this reader judges a list wherever it comes from: a token, the page data,
 * the saved application. Plain TypeScript, no zod: the step pages' bundles read it too.
 */

/** One product of a referrer's list (§3 "ReferrerData (list of products, each Name and Quantity)"). */
export interface ReferrerProduct {
  Name: string;
  Quantity: number;
}

// Not in the spec (decision 056): a dealer's cart, not a catalogue, and bounded so a token fits a link.
export const MAX_REFERRER_PRODUCTS = 20;
export const MAX_REFERRER_PRODUCT_NAME_CHARS = 100;
export const MAX_REFERRER_PRODUCT_QUANTITY = 999;

// Control characters have no place in a product's name on a page or in a record.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

function readProduct(value: unknown): ReferrerProduct | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const { Name, Quantity, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof Name !== 'string' || Name.trim() === '' || Name !== Name.trim()) return null;
  if (Name.length > MAX_REFERRER_PRODUCT_NAME_CHARS || CONTROL_CHARACTERS.test(Name)) return null;
  if (typeof Quantity !== 'number' || !Number.isInteger(Quantity)) return null;
  if (Quantity < 1 || Quantity > MAX_REFERRER_PRODUCT_QUANTITY) return null;
  return { Name, Quantity };
}

/**
 * The product list in `value`, or null when it is not one: the whole list is judged, so a list
 * with one bad entry is refused rather than shown in part (a referrer's system that sends such a
 * list has a fault its people should see). An empty list is no list.
 */
export function readReferrerProducts(value: unknown): ReferrerProduct[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_REFERRER_PRODUCTS)
    return null;
  const products: ReferrerProduct[] = [];
  for (const item of value) {
    const product = readProduct(item);
    if (!product) return null;
    products.push(product);
  }
  return products;
}
