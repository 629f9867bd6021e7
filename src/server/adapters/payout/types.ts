/**
 * Paying out an approved loan (issue 31 "Payout"): direct credits to the borrower's account,
 * in batches, each batch kept with its total and its checksum. Money is in cents.
 */
export interface PayoutInstruction {
  /** Our reference (the application's): each reference is paid out once. */
  reference: string;
  /** The borrower's account, as they gave it (12-3456-1234567-00 or its digits). */
  accountNumber: string;
  /** The account's name, as the payee name check confirmed it. */
  accountName: string;
  amountCents: number;
}

export interface PayoutBatch {
  batchId: string;
  provider: string;
  /** YYYY-MM-DD the bank is to pay. */
  dueDate: string;
  count: number;
  totalCents: number;
  /** The banks' hash total of the destination accounts (branch and base numbers, 11 digits). */
  hashTotal: string;
  /** The file written for the bank, with its SHA-256; null for the sandbox. */
  fileName: string | null;
  fileSha256: string | null;
  references: string[];
}

export interface PayoutAdapter {
  provider: 'sandbox' | 'anz-direct-csv';
  /**
   * Pays out the instructions as one batch due on `dueDate`. The same instructions again (a
   * retry) give the batch already made; a reference paid in another batch is refused
   * (PayoutRefusedError), as is an account number that is not an NZ one or an amount not above nil.
   */
  payOut(instructions: readonly PayoutInstruction[], dueDate: string): Promise<PayoutBatch>;
}

/** The payout cannot be made as asked: a 4xx for the caller, nothing recorded. */
export class PayoutRefusedError extends Error {
  constructor(
    message: string,
    readonly code: 'already-paid' | 'account-invalid' | 'amount-invalid' | 'empty',
  ) {
    super(message);
    this.name = 'PayoutRefusedError';
  }
}
