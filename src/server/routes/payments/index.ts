import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import {
  paymentGatewayNotificationContract,
  paymentNotificationContract,
  paymentsContract,
} from '#domain/contracts/payments.ts';
import {
  createPayment,
  recordGatewayNotification,
  recordPaymentNotification,
} from '#server/payments/payments.ts';
import { LOAN_ID_TRIES } from '#domain/payment/fields.ts';
import { isFallbackFlag } from '#server/plugins/captcha-guard.ts';
import { servicesFor } from '#server/services.ts';

/** Loan payments (site-and-tools §7) and the payment gateway's notification. */
export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Loan numbers tried (decision 146), in the shared rate-limit store: per signed-in customer,
  // else per address, so guessing numbers is slow whoever guesses.
  const loanIdTries = app.createRateLimit({
    max: LOAN_ID_TRIES.max,
    timeWindow: LOAN_ID_TRIES.windowMinutes * 60_000,
    keyGenerator: (request) =>
      `loan-id ${request.actor.kind === 'customer' ? request.actor.id : request.ip}`,
  });

  app.post(
    paymentsContract.path,
    {
      schema: { body: paymentsContract.body, response: paymentsContract.response },
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        captcha: {
          action: 'submit_payment',
          signals: (body: { FullName?: string; [CAPTCHA_FALLBACK_FIELD]?: unknown }) => ({
            lastName: body.FullName?.trim().split(/\s+/).at(-1),
            fallback: isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]),
          }),
        },
      },
    },
    async (request) =>
      createPayment(servicesFor(app, request), request.body, async () => {
        const tried = await loanIdTries(request);
        return !(!tried.isAllowed && tried.isExceeded);
      }),
  );

  if (app.adapters.paymentGateway.provider === 'windcave') {
    // Windcave's notification names the session in the query; a form body, if any, is ignored.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    app.route({
      method: ['GET', 'POST'],
      url: paymentGatewayNotificationContract.path,
      schema: {
        querystring: paymentGatewayNotificationContract.querystring,
        response: paymentGatewayNotificationContract.response,
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      handler: async (request) =>
        recordGatewayNotification(servicesFor(app, request), request.query.sessionId),
    });
    return;
  }

  // The sandbox gateway's signed notification (src/server/sandboxes/payment-gateway.ts).
  app.post(
    paymentNotificationContract.path,
    {
      schema: {
        body: paymentNotificationContract.body,
        response: paymentNotificationContract.response,
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => recordPaymentNotification(servicesFor(app, request), request.body),
  );
}
