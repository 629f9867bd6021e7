import type { Env } from '../env.ts';
import type { Database } from '../db/client.ts';
import {
  createBankStatementsAdapter,
  type BankStatementsAdapter,
} from './bank-statements/index.ts';
import { createIdentityCheckAdapter, type IdentityCheckAdapter } from './identity-check/index.ts';
import { createCaptchaAdapter, type CaptchaAdapter } from './captcha/index.ts';
import { createCreditAdapter, type CreditAdapter } from './credit/index.ts';
import { createEmailAdapter, type EmailAdapter } from './email/index.ts';
import { createFileStorage, type FileStorage } from './storage/index.ts';
import { createPaymentGateway, type SandboxPaymentGateway } from './payment-gateway/index.ts';
import type { AddressProvider } from '../address-search/address-provider.ts';
import { createAddressProvider } from '../address-search/create-provider.ts';

/**
 * Outside services, each behind an interface with a sandbox (the default) and a production
 * implementation chosen by configuration. See src/server/adapters/README.md.
 */
export interface Adapters {
  captcha: CaptchaAdapter;
  credit: CreditAdapter;
  /** The address finder's search and detail (local index by default; ADDRESS_PROVIDER). */
  address: AddressProvider;
  /** Sends the outbox's emails (sandbox by default; EMAIL_TRANSPORT). */
  email: EmailAdapter;
  /** Where ID uploads are kept (local folder by default; STORAGE_PROVIDER). */
  storage: FileStorage;
  /** The payment gateway: our sandbox hosted page (src/server/sandboxes/payment-gateway.ts). */
  paymentGateway: SandboxPaymentGateway;
  /** Statements shared through the bank link (the bank link sandbox's demo accounts). */
  bankStatements: BankStatementsAdapter;
  /** The electronic identity check (sandbox by default). */
  identityCheck: IdentityCheckAdapter;
}

/** What adapters may need from the app besides configuration (the captcha records used solutions). */
export interface AdapterDependencies {
  db: Database;
}

export async function createAdapters(env: Env, deps: AdapterDependencies): Promise<Adapters> {
  return {
    captcha: await createCaptchaAdapter(env, deps.db),
    credit: createCreditAdapter(env),
    address: createAddressProvider(env, deps.db),
    email: createEmailAdapter(env, deps.db),
    storage: await createFileStorage(env),
    paymentGateway: await createPaymentGateway(env),
    bankStatements: createBankStatementsAdapter(deps.db),
    identityCheck: createIdentityCheckAdapter(),
  };
}
