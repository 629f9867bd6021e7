import type { FastifyInstance } from 'fastify';
import { bankLinkIsSandbox } from '../adapters/index.ts';
import { bankLinkSandbox } from './bank-link.ts';
import { paymentGatewaySandbox } from './payment-gateway.ts';

/**
 * The sandboxes that play outside services' pages (README.md here), each only when it is the one
 * selected (decision 076): the bank link's when BANK_LINK_MULTIBANK_URL names it, the payment
 * gateway's with PAYMENT_PROVIDER=sandbox.
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // Their pages post plain HTML forms. Scoped to this plugin only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const fields: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        fields[key] = values.length === 1 ? values[0]! : values;
      }
      done(null, fields);
    },
  );
  if (bankLinkIsSandbox(app.env)) await app.register(bankLinkSandbox);
  if (app.adapters.paymentGateway.provider === 'sandbox') await app.register(paymentGatewaySandbox);
}
