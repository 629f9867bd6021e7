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
import { createLoanServicingAdapter, type LoanServicingAdapter } from './loan-servicing/index.ts';
import { createNameCheckAdapter, type NameCheckAdapter } from './name-check/index.ts';
import { createPayoutAdapter, type PayoutAdapter } from './payout/index.ts';
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
  /** The lender's loan-servicing system: Fineract or the sandbox loan book (LOAN_SERVICING_PROVIDER). */
  loanServicing: LoanServicingAdapter;
  /** Payouts: an ANZ Direct credit file or the sandbox's record (PAYOUT_PROVIDER). */
  payout: PayoutAdapter;
  /** The payee name check before a payout: the sandbox or manual (NAME_CHECK_PROVIDER). */
  nameCheck: NameCheckAdapter;
}

/** What adapters may need from the app besides configuration (the captcha records used solutions). */
export interface AdapterDependencies {
  db: Database;
  /** The app's clock (the loan book's days in arrears); the real time when omitted. */
  clock?: () => Date;
}

export async function createAdapters(env: Env, deps: AdapterDependencies): Promise<Adapters> {
  const clock = deps.clock ?? (() => new Date());
  return {
    captcha: await createCaptchaAdapter(env, deps.db),
    credit: createCreditAdapter(env),
    address: createAddressProvider(env, deps.db),
    email: createEmailAdapter(env, deps.db),
    storage: await createFileStorage(env),
    paymentGateway: await createPaymentGateway(env),
    bankStatements: await createBankStatementsAdapter(env, deps.db),
    identityCheck: createIdentityCheckAdapter(env),
    loanServicing: createLoanServicingAdapter(env, deps.db, clock),
    payout: createPayoutAdapter(env, deps.db, clock),
    nameCheck: createNameCheckAdapter(env),
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
    { service: 'loan servicing', adapter: env.LOAN_SERVICING_PROVIDER },
    { service: 'payout', adapter: env.PAYOUT_PROVIDER },
    { service: 'payee name check', adapter: env.NAME_CHECK_PROVIDER },
  ];
}

/** The bank link is our sandbox when its URL is a path on this site (src/server/sandboxes). */
export function bankLinkIsSandbox(env: Pick<Env, 'BANK_LINK_MULTIBANK_URL'>): boolean {
  return env.BANK_LINK_MULTIBANK_URL.startsWith('/');
}
