import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_HARDSHIP_STATES } from '#domain/hardship/hardship.ts';
import { hardshipApplications } from '../db/schema/index.ts';

/**
 * The loan's hardship applications still waiting for our decision: a second application waits for
 * the first (apply), and a missed payment is not chased while one is open (arrears).
 */
export const openHardshipOfLoan = (customerLoanId: number) =>
  and(
    eq(hardshipApplications.customerLoanId, customerLoanId),
    inArray(hardshipApplications.state, OPEN_HARDSHIP_STATES),
  );
