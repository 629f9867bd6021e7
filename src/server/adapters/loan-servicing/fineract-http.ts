import { LoanServicingRefusedError, LoanServicingUnavailableError } from './types.ts';

/**
 * Apache Fineract's REST API over HTTP (https://fineract.apache.org, fineract-provider/api/v1):
 * basic authentication, the tenant in `Fineract-Platform-TenantId`, JSON bodies whose dates are
 * strings read with the body's own `dateFormat` and `locale`, and on every write an
 * `Idempotency-Key` (Fineract keeps the first answer for a key and gives it again, so a retry
 * after a timeout changes nothing).
 */
export interface FineractOptions {
  /** The API's root, such as https://fineract.example.nz/fineract-provider/api/v1 */
  baseUrl: string;
  tenantId: string;
  username: string;
  password: string;
  officeId: number;
  /** The loan product the loans are booked under (configured in Fineract to match ours). */
  loanProductId: number;
  /** The charge (an instalment fee) that carries the per-payment fee; none when unset. */
  instalmentFeeChargeId?: number;
  fetch?: typeof globalThis.fetch;
  clock?: () => Date;
  timeoutMs?: number;
}

/** The date fields' format and locale every body names. */
export const DATE_FIELDS = { dateFormat: 'yyyy-MM-dd', locale: 'en' } as const;

export type FineractRequest = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: unknown; idempotencyKey?: string },
) => Promise<{ status: number; body: unknown }>;

/**
 * The request function: answers 2xx and 404 as they are; any other 4xx is the system's refusal
 * (LoanServicingRefusedError with Fineract's message code); 5xx, a network failure, a timeout or
 * an answer that is not JSON is LoanServicingUnavailableError.
 */
export function fineractRequest(options: FineractOptions): FineractRequest {
  const fetcher = options.fetch ?? globalThis.fetch;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const root = options.baseUrl.replace(/\/+$/, '');
  return async (method, path, { body, idempotencyKey } = {}) => {
    let response: Response;
    try {
      response = await fetcher(`${root}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          'Fineract-Platform-TenantId': options.tenantId,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new LoanServicingUnavailableError('Fineract could not be reached', { cause: error });
    }
    if (response.status >= 500)
      throw new LoanServicingUnavailableError(`Fineract answered ${response.status}`);
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (error) {
      throw new LoanServicingUnavailableError('Fineract answered something not JSON', {
        cause: error,
      });
    }
    if (response.status >= 400 && response.status !== 404) throw refusal(response.status, parsed);
    return { status: response.status, body: parsed };
  };
}

/** Fineract's error body: `userMessageGlobalisationCode` and the first error's `defaultUserMessage`. */
function refusal(status: number, body: unknown): LoanServicingRefusedError {
  const error = (body ?? {}) as {
    userMessageGlobalisationCode?: string;
    defaultUserMessage?: string;
    errors?: Array<{ userMessageGlobalisationCode?: string; defaultUserMessage?: string }>;
  };
  const first = error.errors?.[0];
  return new LoanServicingRefusedError(
    first?.defaultUserMessage ?? error.defaultUserMessage ?? `Fineract refused (${status})`,
    first?.userMessageGlobalisationCode ?? error.userMessageGlobalisationCode ?? `http-${status}`,
  );
}

/** Fineract's dates in answers: [year, month, day] (or an ISO string in newer versions). */
export function fineractDate(value: unknown): string {
  if (Array.isArray(value) && value.length === 3)
    return value.map((part: number, i) => String(part).padStart(i === 0 ? 4 : 2, '0')).join('-');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  throw new LoanServicingUnavailableError('Fineract answered a date it does not document');
}

/** Dollars as Fineract gives them, to cents. */
export const cents = (value: unknown): number => {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new LoanServicingUnavailableError('Fineract answered an amount that is not a number');
  return Math.round(value * 100);
};

/** Cents as the decimal amount Fineract reads. */
export const dollars = (value: number): number => Math.round(value) / 100;
