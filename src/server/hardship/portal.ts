import { and, asc, eq, inArray } from 'drizzle-orm';
import { API } from '#domain/contracts/wire.ts';
import type { HardshipLoan, HardshipView } from '#domain/contracts/hardship.ts';
import type {
  HardshipArrangement,
  HardshipChange,
  HardshipState,
} from '#domain/hardship/hardship.ts';
import { hardshipApplications } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import { loansOfAccount } from '../loans/book-loan.ts';
import type { ServiceDeps } from '../services.ts';
import { servicing } from './servicing.ts';

export const NO_SUCH_HARDSHIP = 'There is no hardship application with that reference.';

type HardshipRecord = typeof hardshipApplications.$inferSelect;

export function hardshipView(record: HardshipRecord, loanNumber: string): HardshipView {
  return {
    reference: record.reference,
    loanNumber,
    state: record.state as HardshipState,
    change: record.change as HardshipChange,
    receivedAt: record.receivedAt.toISOString(),
    decideBy: record.decideBy,
    informationRequest: record.state === 'information-requested' ? record.informationRequest : null,
    arrangement: (record.arrangement as HardshipArrangement | null) ?? null,
    reasons: record.reasons,
    disclosureHref: record.disclosureStorageReference
      ? API.accountHardshipDisclosure.path.replace(':reference', record.reference)
      : null,
  };
}

/**
 * The portal's hardship page (issue 32): each of the customer's loans with its payments as the
 * servicing system has them now (an agreed arrangement shows in them) and its hardship
 * applications with their outcome, newest first.
 */
export async function accountHardship(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  accountId: string,
): Promise<{ loans: HardshipLoan[] }> {
  const loans = await loansOfAccount(deps, accountId);
  if (loans.length === 0) return { loans: [] };
  const records = await deps.db
    .select()
    .from(hardshipApplications)
    .where(
      inArray(
        hardshipApplications.customerLoanId,
        loans.map((loan) => loan.id),
      ),
    )
    .orderBy(asc(hardshipApplications.id));
  const read = await servicing(() =>
    Promise.all(loans.map((loan) => deps.adapters.loanServicing.readLoan(loan.servicingLoanId))),
  );
  return {
    loans: loans.map((loan, index) => {
      const booked = read[index];
      return {
        loanNumber: loan.accountNumber,
        balanceCents: booked?.summary.balanceCents ?? 0,
        arrearsDays: booked?.summary.arrearsDays ?? 0,
        instalments: booked?.instalments ?? [],
        applications: records
          .filter((record) => record.customerLoanId === loan.id)
          .reverse()
          .map((record) => hardshipView(record, loan.accountNumber)),
      };
    }),
  };
}

/** The variation disclosure of one of the customer's own applications (never by reference alone). */
export async function hardshipDisclosureFile(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  accountId: string,
  reference: string,
): Promise<Buffer> {
  const [record] = await deps.db
    .select()
    .from(hardshipApplications)
    .where(
      and(
        eq(hardshipApplications.reference, reference),
        eq(hardshipApplications.accountId, accountId),
      ),
    );
  const bytes = record?.disclosureStorageReference
    ? await deps.adapters.storage.get(record.disclosureStorageReference)
    : null;
  if (!bytes) throw new HttpError(404, NO_SUCH_HARDSHIP);
  return bytes;
}
