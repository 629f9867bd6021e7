import type { Transaction } from '#domain/lending/income-classifier.ts';

/**
 * The bank link sandbox's demo accounts (README "Sandboxes"): 90 days of realistic transactions,
 * the same every time for a bank, account and end date. Each bank plays one applicant:
 *
 * | Bank     | Everyday account's income                                   |
 * | -------- | ----------------------------------------------------------- |
 * | ANZ      | salary $2,950.40 a fortnight from ACME LTD                  |
 * | ASB      | wages about $1,060 a week from KIWI BUILDERS LTD            |
 * | BNZ      | Jobseeker Support $412.16 a week from MSD                   |
 * | Kiwibank | salary $6,250.00 a month from TE WHATU ORA                  |
 * | Westpac  | irregular contract payments (no regular income to find)     |
 *
 * Every Everyday account pays rent, groceries, power, fuel, a phone and insurance; the Savings
 * account gets a weekly transfer from Everyday and monthly interest (neither is income).
 */
export const SANDBOX_BANKS = ['ANZ', 'ASB', 'BNZ', 'Kiwibank', 'Westpac'] as const;
export type SandboxBank = (typeof SANDBOX_BANKS)[number];
export const SANDBOX_ACCOUNTS = ['Everyday account', 'Savings account'] as const;
export type SandboxAccount = (typeof SANDBOX_ACCOUNTS)[number];

export interface SandboxStatement {
  bank: SandboxBank;
  account: SandboxAccount;
  transactions: Transaction[];
}

const DAYS = 90;
const DAY_MS = 86_400_000;

/** A small repeatable wobble (-1 to 1) so amounts look like real spending. */
const wobble = (seed: number) => Math.sin(seed * 12.9898) % 1;
const cents = (dollars: number) => Math.round(dollars * 100) / 100;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Days (0 = the first of the 90) on which something every `every` days falls, from `offset`. */
const every = (days: number, offset: number) =>
  Array.from({ length: Math.ceil((DAYS - offset) / days) }, (_, index) => offset + index * days);

type Line = [day: number, amount: number, description: string];

function incomeLines(bank: SandboxBank): Line[] {
  switch (bank) {
    case 'ANZ':
      return every(14, 3).map((day) => [day, 2950.4, 'ACME LTD SALARY']);
    case 'ASB':
      return every(7, 2).map((day) => [
        day,
        cents(1060 + 40 * wobble(day)),
        'KIWI BUILDERS LTD WAGES',
      ]);
    case 'BNZ':
      return every(7, 1).map((day) => [day, 412.16, 'MSD JOBSEEKER SUPPORT']);
    case 'Kiwibank':
      return every(30, 10).map((day) => [day, 6250, 'TE WHATU ORA SALARY']);
    case 'Westpac':
      return [5, 19, 47, 52, 80].map((day, index) => [
        day,
        [1800, 640, 2200, 310, 1450][index]!,
        `INV ${1040 + index} CLIENT PAYMENT`,
      ]);
  }
}

function everydaySpending(): Line[] {
  return [
    ...every(7, 0).map((day): Line => [day, -520, 'RENT HARCOURTS PROPERTY MGMT']),
    ...every(7, 4).map((day): Line => [day, cents(-185 - 30 * wobble(day)), "PAK'NSAVE"]),
    ...every(30, 20).map((day): Line => [day, cents(-210 - 25 * wobble(day)), 'MERCURY ENERGY']),
    ...every(10, 6).map((day): Line => [day, cents(-85 - 15 * wobble(day)), 'Z ENERGY']),
    ...every(30, 12).map((day): Line => [day, -69.99, 'ONE NZ MOBILE']),
    ...every(30, 25).map((day): Line => [day, -96.4, 'AA INSURANCE']),
    ...every(7, 5).map((day): Line => [day, -100, 'TRANSFER TO SAVINGS']),
    [33, 24.99, 'REFUND THE WAREHOUSE'],
  ];
}

function savingsLines(): Line[] {
  return [
    ...every(7, 5).map((day): Line => [day, 100, 'TRANSFER FROM EVERYDAY']),
    ...every(30, 29).map((day): Line => [day, cents(3.12 + wobble(day)), 'CREDIT INTEREST']),
  ];
}

/** One demo account's statement for the 90 days ending the day before `until`. */
export function sandboxStatement(
  bank: SandboxBank,
  account: SandboxAccount,
  until: Date,
): SandboxStatement {
  const start =
    Date.UTC(until.getUTCFullYear(), until.getUTCMonth(), until.getUTCDate()) - DAYS * DAY_MS;
  const lines =
    account === 'Savings account' ? savingsLines() : [...incomeLines(bank), ...everydaySpending()];
  const transactions = lines
    .filter(([day]) => day >= 0 && day < DAYS)
    .map(([day, amount, description]) => ({
      date: isoDate(start + day * DAY_MS),
      amount,
      description,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return { bank, account, transactions };
}
