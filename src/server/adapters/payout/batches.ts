import { asc, eq, inArray } from 'drizzle-orm';
import {
  accountDigits,
  hashTotal,
  parseNzBankAccount,
  type NzBankAccount,
} from '#domain/banking/nz-bank-account.ts';
import type { Database } from '../../db/client.ts';
import { payoutBatches, payouts } from '../../db/schema/index.ts';
import { PayoutRefusedError, type PayoutBatch, type PayoutInstruction } from './types.ts';

/** An instruction whose account number is read. */
export interface CheckedInstruction extends PayoutInstruction {
  account: NzBankAccount;
}

/** Refuses what no bank would pay: no instructions, a wrong account number, an amount not above nil. */
export function checkInstructions(
  instructions: readonly PayoutInstruction[],
): CheckedInstruction[] {
  if (instructions.length === 0) throw new PayoutRefusedError('Nothing to pay out.', 'empty');
  return instructions.map((instruction) => {
    const account = parseNzBankAccount(instruction.accountNumber);
    if (!account)
      throw new PayoutRefusedError(
        `The account for ${instruction.reference} is not an NZ account number.`,
        'account-invalid',
      );
    if (!Number.isInteger(instruction.amountCents) || instruction.amountCents <= 0)
      throw new PayoutRefusedError(
        `The amount for ${instruction.reference} must be above nil.`,
        'amount-invalid',
      );
    return { ...instruction, account };
  });
}

export interface BatchFile {
  fileName: string;
  content: string;
  sha256: string;
}

/**
 * The batch already made for exactly these references (a retry), or null when none of them is
 * paid; a reference paid elsewhere is refused.
 */
export async function batchAlreadyMade(
  db: Database,
  instructions: readonly CheckedInstruction[],
): Promise<PayoutBatch | null> {
  const references = instructions.map((i) => i.reference);
  const paid = await db.select().from(payouts).where(inArray(payouts.reference, references));
  if (paid.length === 0) return null;
  const batchId = paid[0]!.batchId;
  const all = await db
    .select()
    .from(payouts)
    .where(eq(payouts.batchId, batchId))
    .orderBy(asc(payouts.id));
  // A retry is the same payouts, to the same accounts, for the same amounts, and nothing else.
  const same =
    all.length === instructions.length &&
    instructions.every((i) =>
      all.some(
        (row) =>
          row.reference === i.reference &&
          row.accountNumber === accountDigits(i.account) &&
          row.amountCents === i.amountCents,
      ),
    );
  if (!same)
    throw new PayoutRefusedError(
      `Already paid out: ${paid.map((row) => row.reference).join(', ')}.`,
      'already-paid',
    );
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  return asBatch(
    batch!,
    all.map((row) => row.reference),
  );
}

/**
 * Keeps the batch, its total, its hash total and its file (if any) with each payout, in one
 * transaction: the unique reference refuses a second payout even from a racing process.
 */
export async function recordBatch(
  db: Database,
  provider: string,
  instructions: readonly CheckedInstruction[],
  dueDate: string,
  file: BatchFile | null,
): Promise<PayoutBatch> {
  try {
    return await insertBatch(db, provider, instructions, dueDate, file);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new PayoutRefusedError('Already paid out by another request.', 'already-paid');
  }
}

/** PostgreSQL's unique_violation (23505), as the driver or drizzle's wrapper carries it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505') return true;
  return false;
}

async function insertBatch(
  db: Database,
  provider: string,
  instructions: readonly CheckedInstruction[],
  dueDate: string,
  file: BatchFile | null,
): Promise<PayoutBatch> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        provider,
        dueDate,
        count: instructions.length,
        totalCents: instructions.reduce((total, i) => total + i.amountCents, 0),
        hashTotal: hashTotal(instructions.map((i) => i.account)),
        fileName: file?.fileName ?? null,
        fileSha256: file?.sha256 ?? null,
        content: file?.content ?? null,
      })
      .returning();
    await tx.insert(payouts).values(
      instructions.map((i) => ({
        batchId: batch!.id,
        reference: i.reference,
        accountNumber: accountDigits(i.account),
        accountName: i.accountName,
        amountCents: i.amountCents,
      })),
    );
    return asBatch(
      batch!,
      instructions.map((i) => i.reference),
    );
  });
}

function asBatch(row: typeof payoutBatches.$inferSelect, references: string[]): PayoutBatch {
  return {
    batchId: String(row.id),
    provider: row.provider,
    dueDate: row.dueDate,
    count: row.count,
    totalCents: row.totalCents,
    hashTotal: row.hashTotal,
    fileName: row.fileName,
    fileSha256: row.fileSha256,
    references,
  };
}
