import type { Env } from '../../env.ts';
import { createSandboxPaymentGateway, type SandboxPaymentGateway } from './sandbox.ts';
import { createWindcaveGateway, type WindcavePaymentGateway } from './windcave.ts';

export type { SandboxPaymentGateway } from './sandbox.ts';
export type { WindcavePaymentGateway } from './windcave.ts';

export type { GatewayOutcome, PaymentStart } from './types.ts';
export { PaymentGatewayUnavailableError } from './types.ts';

/**
 * A payment gateway with a hosted payment page (decision 035, 075). Card numbers go only to the
 * gateway's page; the outcome comes from the gateway server to server, never from the browser.
 * `provider` tells which protocol carries that outcome: the sandbox signs its notification, and
 * Windcave's notification only names a session we then query.
 */
export type PaymentGateway = SandboxPaymentGateway | WindcavePaymentGateway;

export async function createPaymentGateway(env: Env): Promise<PaymentGateway> {
  if (env.PAYMENT_PROVIDER === 'windcave')
    return createWindcaveGateway({
      apiUrl: env.WINDCAVE_API_URL,
      username: env.WINDCAVE_USERNAME!,
      apiKey: env.WINDCAVE_API_KEY!,
    });
  return createSandboxPaymentGateway(env);
}
