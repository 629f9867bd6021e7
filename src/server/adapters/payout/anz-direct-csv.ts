import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accountDigits, hashTotal } from '#domain/banking/nz-bank-account.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import type { Database } from '../../db/client.ts';
import {
  batchAlreadyMade,
  checkInstructions,
  recordBatch,
  type BatchFile,
  type CheckedInstruction,
} from './batches.ts';
import type { PayoutAdapter } from './types.ts';

/**
 * ANZ New Zealand's direct credit import file, "ANZ Direct" CSV (decision 139), as its published
 * layout gives it (ANZ Direct / ANZ Direct Online file formats; reproduced in Intersoft's
 * "Export Service, File Formats", help.intersoft.co.nz/fin3.04/ExportService.FileFormats.htm):
 *
 * - header, record type 1: subscriber id, batch number and the rest optional (ANZ Direct Online
 *   ignores them), then the batch due date and creation date as YYYYMMDD;
 * - one transaction, record type 2, per payment: the account as 15 or 16 digits
 *   (BBbbbbAAAAAAASS[S]), transaction code 50 (a direct credit), the amount in cents, the other
 *   party's name (20), reference (12), analysis code (12), alpha reference (12, unused) and
 *   particulars (12), then ours: name (20), analysis code (12), reference (12), particulars (12);
 * - control, record type 3: the total in cents, the number of transactions and the hash total,
 *   the sum of each account's branch and base number (bank and suffix left out), its last 11
 *   digits.
 *
 * Fields carry letters, digits, spaces and - . / & only (a comma would start a new field);
 * anything else, accents included, is taken out and each field is cut to its length.
 */
export interface AnzDirectOptions {
  /** Our funds account, 15 or 16 digits (the header's subscriber account; optional there). */
  fundsAccount: string;
  /** Our name on the borrower's statement. */
  payerName: string;
  /** Where the files are written, mode 600. */
  directory: string;
  clock?: () => Date;
}

/** ANZ Direct's transaction code for a direct credit. */
export const DIRECT_CREDIT = '50';

/** A field as the bank reads it: plain characters, no separators, at most `length` long. */
export function field(text: string, length: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 \-./&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, length)
    .trim();
}

const compactDate = (date: string) => date.replaceAll('-', '');

/** The file's text, CRLF line ends. */
export function anzDirectCreditFile(
  instructions: readonly CheckedInstruction[],
  options: { fundsAccount: string; payerName: string; dueDate: string; createdOn: string },
): string {
  const header = ['1', '', '', '', options.fundsAccount, '', compactDate(options.dueDate)];
  const lines = [[...header, compactDate(options.createdOn), ''].join(',')];
  for (const instruction of instructions) {
    const reference = field(instruction.reference, 12);
    lines.push(
      [
        '2',
        accountDigits(instruction.account),
        DIRECT_CREDIT,
        String(instruction.amountCents),
        field(instruction.accountName, 20),
        reference,
        field('Payout', 12),
        '',
        field('Loan', 12),
        field(options.payerName, 20),
        field('Payout', 12),
        reference,
        field('Loan', 12),
      ].join(','),
    );
  }
  const total = instructions.reduce((sum, i) => sum + i.amountCents, 0);
  const hash = hashTotal(instructions.map((i) => i.account));
  lines.push(['3', String(total), String(instructions.length), hash].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The production payout adapter: writes each batch as an ANZ Direct CSV file for the operator to
 * import into ANZ's online banking, where an authoriser releases it (the bank's own four eyes),
 * and keeps the batch, its total, hash total, file and SHA-256 in `payout_batches`.
 */
export function createAnzDirectPayout(db: Database, options: AnzDirectOptions): PayoutAdapter {
  const clock = options.clock ?? (() => new Date());
  return {
    provider: 'anz-direct-csv',
    async payOut(instructions, dueDate) {
      const checked = checkInstructions(instructions);
      const made = await batchAlreadyMade(db, checked);
      if (made) return made;
      const content = anzDirectCreditFile(checked, {
        fundsAccount: options.fundsAccount,
        payerName: options.payerName,
        dueDate,
        createdOn: newZealandDate(clock()),
      });
      const file: BatchFile = {
        fileName: `anz-direct-credit-${compactDate(dueDate)}-${randomBytes(4).toString('hex')}.csv`,
        content,
        sha256: createHash('sha256').update(content).digest('hex'),
      };
      const batch = await recordBatch(db, 'anz-direct-csv', checked, dueDate, file);
      await mkdir(options.directory, { recursive: true, mode: 0o700 });
      await writeFile(path.join(options.directory, file.fileName), content, {
        mode: 0o600,
        flag: 'wx',
      });
      return batch;
    },
  };
}
