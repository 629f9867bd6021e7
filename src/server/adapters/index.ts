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
import { createPaymentGateway, type PaymentGateway } from './payment-gateway/index.ts';
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
  /** The payment gateway: our sandbox hosted page or Windcave's (PAYMENT_PROVIDER). */
  paymentGateway: PaymentGateway;
  /** Statements the applicant shared: Akahu's or the sandbox's (BANK_STATEMENTS_PROVIDER). */
  bankStatements: BankStatementsAdapter;
  /** The electronic identity check (IDENTITY_CHECK_PROVIDER: cloudcheck or the sandbox). */
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
    bankStatements: await createBankStatementsAdapter(env, deps.db),
    identityCheck: createIdentityCheckAdapter(env),
  };
}

/**
 * Which adapter each outside service uses, for the one line each logs at start (no secrets):
 * an operator sees at once whether anything runs on a sandbox (decision 076).
 */
export function adapterChoices(env: Env): Array<{ service: string; adapter: string }> {
  return [
    { service: 'payment gateway', adapter: env.PAYMENT_PROVIDER },
    { service: 'credit bureau', adapter: env.CREDIT_PROVIDER },
    { service: 'bank link', adapter: bankLinkIsSandbox(env) ? 'sandbox' : 'illion' },
    { service: 'email', adapter: env.EMAIL_TRANSPORT },
    { service: 'captcha', adapter: env.CAPTCHA_PROVIDER },
    { service: 'address finder', adapter: env.ADDRESS_PROVIDER },
    { service: 'file storage', adapter: env.STORAGE_PROVIDER },
    { service: 'identity check', adapter: env.IDENTITY_CHECK_PROVIDER },
    { service: 'bank statements', adapter: env.BANK_STATEMENTS_PROVIDER },
  ];
}

/** The bank link is our sandbox when its URL is a path on this site (src/server/sandboxes). */
export function bankLinkIsSandbox(env: Pick<Env, 'BANK_LINK_MULTIBANK_URL'>): boolean {
  return env.BANK_LINK_MULTIBANK_URL.startsWith('/');
}
