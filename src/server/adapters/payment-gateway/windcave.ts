import { z } from 'zod';
import { PaymentGatewayUnavailableError, type GatewayOutcome, type PaymentStart } from './types.ts';

export interface WindcaveOptions {
  /** https://sec.windcave.com (production) or https://uat.windcave.com (test); a fake in tests. */
  apiUrl: string;
  /** The REST API username and key Windcave issues (HTTP basic authentication). */
  username: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Windcave's hosted payment page through its REST API (PAYMENT_PROVIDER=windcave, decision 075).
 * `start` creates a session and returns its hosted page; Windcave's notification names only the
 * session, so `querySession` asks Windcave for its outcome: nothing the browser or a caller of the
 * notification address sends decides a payment.
 */
export interface WindcavePaymentGateway {
  readonly provider: 'windcave';
  start(payment: PaymentStart): Promise<string>;
  /**
   * The session's outcome as Windcave reports it: null when Windcave knows no such session,
   * 'pending' while it has no final transaction (the visitor is still on the page, or left it).
   */
  querySession(sessionId: string): Promise<GatewayOutcome | 'pending' | null>;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** Windcave's session ids are hex; anything else is not looked up (it would go into a path). */
export const WINDCAVE_SESSION_ID = /^[A-Za-z0-9]{1,64}$/;

const link = z.object({ href: z.string().url(), rel: z.string(), method: z.string().optional() });
const createdSession = z.object({ id: z.string(), links: z.array(link) });

const transaction = z.object({
  id: z.string().min(1).max(100),
  authorised: z.boolean(),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  currency: z.string(),
  type: z.string(),
  merchantReference: z.string().optional(),
});
const queriedSession = z.object({
  id: z.string(),
  state: z.string(),
  merchantReference: z.string(),
  transactions: z.array(transaction).optional(),
});

const toCents = (amount: string) => Math.round(Number(amount) * 100);

export function createWindcaveGateway(options: WindcaveOptions): WindcavePaymentGateway {
  const fetchImpl = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.apiKey}`).toString('base64')}`;
  const call = async (path: string, init: { method: string; body?: unknown }) => {
    try {
      return await fetchImpl(new URL(path, options.apiUrl), {
        method: init.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentGatewayUnavailableError('Windcave could not be reached', { cause: error });
    }
  };
  const read = async <T>(response: Response, schema: z.ZodType<T>): Promise<T> => {
    if (!response.ok)
      throw new PaymentGatewayUnavailableError(`Windcave answered ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new PaymentGatewayUnavailableError('Windcave gave an answer we cannot read', {
        cause: parsed.error,
      });
    return parsed.data;
  };

  return {
    provider: 'windcave',
    async start({ reference, amountCents, returnUrl, notificationUrl }) {
      const response = await call('/api/v1/sessions', {
        method: 'POST',
        body: {
          type: 'purchase',
          amount: (amountCents / 100).toFixed(2),
          currency: 'NZD',
          merchantReference: reference,
          language: 'en',
          callbackUrls: { approved: returnUrl, declined: returnUrl, cancelled: returnUrl },
          notificationUrl,
        },
      });
      const session = await read(response, createdSession);
      const page = session.links.find((candidate) => candidate.rel === 'hpp');
      if (!page) throw new PaymentGatewayUnavailableError('Windcave gave no hosted page link');
      return page.href;
    },

    async querySession(sessionId) {
      if (!WINDCAVE_SESSION_ID.test(sessionId)) return null;
      const response = await call(`/api/v1/sessions/${sessionId}`, { method: 'GET' });
      if (response.status === 404) return null;
      const session = await read(response, queriedSession);
      // A session may hold a declined attempt before an approved one: the approved one counts.
      const purchases = (session.transactions ?? []).filter(
        (candidate) => candidate.type === 'purchase' && candidate.currency === 'NZD',
      );
      const final = purchases.find((candidate) => candidate.authorised) ?? purchases.at(-1);
      if (session.state !== 'complete' || !final) return 'pending';
      return {
        transactionId: final.id,
        paymentReference: session.merchantReference,
        outcome: final.authorised ? 'approved' : 'declined',
        amountCents: toCents(final.amount),
      };
    },
  };
}
