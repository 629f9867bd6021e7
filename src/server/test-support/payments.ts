import type { FastifyInstance } from 'fastify';
import type { SandboxPaymentGateway } from '../adapters/payment-gateway/index.ts';

/** The app's sandbox gateway, which tests use to sign notifications as the sandbox page does. */
export function sandboxGateway(app: FastifyInstance): SandboxPaymentGateway {
  const gateway = app.adapters.paymentGateway;
  if (gateway.provider !== 'sandbox') throw new Error('the app does not use the sandbox gateway');
  return gateway;
}
