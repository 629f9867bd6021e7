import type { Env } from '../../env.ts';
import type { Database } from '../../db/client.ts';
import { createFineractLoanServicing } from './fineract.ts';
import { createSandboxLoanServicing } from './sandbox.ts';
import type { LoanServicingAdapter } from './types.ts';

export type {
  ApprovedLoan,
  LoanReschedule,
  LoanServicingAdapter,
  RepaymentInput,
  ServicingClient,
  ServicingLoan,
  ServicingSummary,
  ServicingTransaction,
} from './types.ts';
export {
  LoanServicingRefusedError,
  LoanServicingUnavailableError,
  ScheduleMismatchError,
} from './types.ts';

/**
 * The lender's loan-servicing system (issue 31, decision 139): Apache Fineract's REST API, or the
 * sandbox loan book in our database (LOAN_SERVICING_PROVIDER).
 */
export function createLoanServicingAdapter(
  env: Pick<
    Env,
    | 'LOAN_SERVICING_PROVIDER'
    | 'FINERACT_API_URL'
    | 'FINERACT_TENANT_ID'
    | 'FINERACT_USERNAME'
    | 'FINERACT_PASSWORD'
    | 'FINERACT_OFFICE_ID'
    | 'FINERACT_LOAN_PRODUCT_ID'
    | 'FINERACT_INSTALMENT_FEE_CHARGE_ID'
  >,
  db: Database,
  clock: () => Date,
): LoanServicingAdapter {
  if (env.LOAN_SERVICING_PROVIDER === 'fineract')
    // env.ts refuses fineract without its address, credentials and loan product.
    return createFineractLoanServicing({
      baseUrl: env.FINERACT_API_URL!,
      tenantId: env.FINERACT_TENANT_ID,
      username: env.FINERACT_USERNAME!,
      password: env.FINERACT_PASSWORD!,
      officeId: env.FINERACT_OFFICE_ID,
      loanProductId: env.FINERACT_LOAN_PRODUCT_ID!,
      instalmentFeeChargeId: env.FINERACT_INSTALMENT_FEE_CHARGE_ID,
      clock,
    });
  return createSandboxLoanServicing(db, clock);
}
