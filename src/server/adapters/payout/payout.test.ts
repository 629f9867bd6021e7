import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNzBankAccount } from '#domain/banking/nz-bank-account.ts';
import { payoutBatches, payouts } from '#server/db/schema/index.ts';
import { openTestDatabase, type TestDatabaseHandle } from '#server/test-support/test-app.ts';
import { anzDirectCreditFile, createAnzDirectPayout, field } from './anz-direct-csv.ts';
import { createSandboxPayout } from './sandbox.ts';
import { PayoutRefusedError, type PayoutInstruction } from './types.ts';

/*
 * Payouts (issue 31 "Payout"): the sandbox records each batch; the production adapter writes
 * ANZ Direct's direct credit CSV with the total and the hash total the bank checks, and keeps the
 * batch, its total and its checksum. A reference is paid out once.
 */
let database: TestDatabaseHandle;
let directory: string;
beforeAll(async () => {
  database = await openTestDatabase();
  directory = await mkdtemp(path.join(os.tmpdir(), 'payout-files-'));
});
afterAll(async () => {
  await database?.close();
  await rm(directory, { recursive: true, force: true });
});

const aroha: PayoutInstruction = {
  reference: '1000101',
  accountNumber: '12-3456-1234567-00',
  accountName: 'Aroha Ngata',
  amountCents: 534000,
};
const mere: PayoutInstruction = {
  reference: '1000102',
  accountNumber: '01-0501-0000001-000',
  accountName: 'Mere Tane-Smith',
  amountCents: 250050,
};

describe('the ANZ Direct credit file', () => {
  it('is the published layout: header, one credit per payout, control with the hash total', async () => {
    const text = anzDirectCreditFile(
      [aroha, mere].map((i) => ({ ...i, account: parseNzBankAccount(i.accountNumber)! })),
      {
        fundsAccount: '010123098765400',
        payerName: 'Kowhai Finance',
        dueDate: '2026-12-01',
        createdOn: '2026-11-30',
      },
    );
    expect(text).toBe(
      await readFile(path.resolve('tests/fixtures/payout/anz-direct-credit.csv'), 'utf8'),
    );
    // The hash total: 3456 1234567 + 0501 0000001 (bank and suffix left out).
    expect(text.trim().split('\r\n').at(-1)).toBe(`3,784050,2,${34561234567 + 5010000001}`);
  });

  it('keeps commas and accents out of the fields and cuts them to length', () => {
    expect(field('Kōwhai, Finance "Ltd"', 20)).toBe('Kowhai Finance Ltd');
    expect(field('Aroha Ngāta-Whānau Te Rangi', 20)).toBe('Aroha Ngata-Whanau T');
  });
});

describe('the production payout adapter (anz-direct-csv)', () => {
  const adapter = () =>
    createAnzDirectPayout(database.db, {
      fundsAccount: '010123098765400',
      payerName: 'Kowhai Finance',
      directory,
      clock: () => new Date('2026-11-29T22:00:00Z'), // 30 November in New Zealand
    });

  it('writes the file and keeps the batch, its total, hash total and SHA-256', async () => {
    const batch = await adapter().payOut([aroha, mere], '2026-12-01');
    expect(batch).toMatchObject({
      provider: 'anz-direct-csv',
      dueDate: '2026-12-01',
      count: 2,
      totalCents: 784050,
      hashTotal: '39571234568',
      references: ['1000101', '1000102'],
    });
    const written = path.join(directory, batch.fileName!);
    const content = await readFile(written, 'utf8');
    expect(content).toBe(
      await readFile(path.resolve('tests/fixtures/payout/anz-direct-credit.csv'), 'utf8'),
    );
    expect(batch.fileSha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect((await stat(written)).mode & 0o777).toBe(0o600);
    const [row] = await database.db
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, Number(batch.batchId)));
    expect(row).toMatchObject({ content, totalCents: 784050, hashTotal: '39571234568' });
  });

  it('gives the same batch to a retry and writes no second file', async () => {
    const files = await readdir(directory);
    const again = await adapter().payOut([aroha, mere], '2026-12-01');
    expect(again.references).toEqual(['1000101', '1000102']);
    expect(await readdir(directory)).toEqual(files);
  });

  it('never pays a reference twice', async () => {
    await expect(
      adapter().payOut([aroha, { ...mere, reference: '1000199' }], '2026-12-02'),
    ).rejects.toMatchObject({ code: 'already-paid' });
    const rows = await database.db.select().from(payouts).where(eq(payouts.reference, '1000199'));
    expect(rows).toEqual([]);
  });
});

describe('the payout sandbox', () => {
  it('records the batch and the payout, writing no file', async () => {
    const sandbox = createSandboxPayout(database.db);
    const batch = await sandbox.payOut(
      [{ ...aroha, reference: '2000101', accountNumber: '123456123456700' }],
      '2026-12-01',
    );
    expect(batch).toMatchObject({
      provider: 'sandbox',
      count: 1,
      totalCents: 534000,
      hashTotal: '34561234567',
      fileName: null,
      fileSha256: null,
    });
    const [row] = await database.db.select().from(payouts).where(eq(payouts.reference, '2000101'));
    expect(row).toMatchObject({ accountNumber: '123456123456700', amountCents: 534000 });
    await expect(
      sandbox.payOut([{ ...mere, reference: '2000101' }], '2026-12-01'),
    ).rejects.toMatchObject({ code: 'already-paid' });
  });

  it('refuses a wrong account number, an amount not above nil and an empty batch', async () => {
    const sandbox = createSandboxPayout(database.db);
    await expect(
      sandbox.payOut([{ ...aroha, reference: 'x1', accountNumber: '12-3456-123' }], '2026-12-01'),
    ).rejects.toMatchObject({ code: 'account-invalid' });
    await expect(
      sandbox.payOut([{ ...aroha, reference: 'x2', amountCents: 0 }], '2026-12-01'),
    ).rejects.toMatchObject({ code: 'amount-invalid' });
    await expect(sandbox.payOut([], '2026-12-01')).rejects.toBeInstanceOf(PayoutRefusedError);
  });

  it('refuses the loser of two racing payouts of one reference', async () => {
    const sandbox = createSandboxPayout(database.db);
    const race = await Promise.allSettled([
      sandbox.payOut([{ ...aroha, reference: '3000101' }], '2026-12-01'),
      sandbox.payOut([{ ...aroha, reference: '3000101' }], '2026-12-01'),
    ]);
    const rows = await database.db.select().from(payouts).where(eq(payouts.reference, '3000101'));
    expect(rows).toHaveLength(1);
    for (const result of race)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'already-paid' });
  });
});
