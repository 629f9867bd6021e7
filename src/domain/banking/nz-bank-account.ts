/**
 * A New Zealand bank account number: bank (2 digits), branch (4), account base number (7) and
 * suffix (2 or 3), as printed `12-3456-1234567-00` or as 15 or 16 digits. Only its shape is
 * checked here (not the banks' modulus check digits); the payee name check and the bank confirm
 * the account itself.
 */
export interface NzBankAccount {
  bank: string;
  branch: string;
  base: string;
  suffix: string;
}

const PRINTED = /^(\d{2})[- ]?(\d{4})[- ]?(\d{7,8})[- ]?(\d{2,3})$/;

/** The account's parts, or null when it is not the shape of an NZ account number. */
export function parseNzBankAccount(text: string): NzBankAccount | null {
  const match = PRINTED.exec(text.trim());
  if (!match) return null;
  const [, bank, branch, base, suffix] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  // An 8-digit base is a 7-digit one written with a leading zero.
  if (base.length === 8 && !base.startsWith('0')) return null;
  return { bank, branch, base: base.slice(-7), suffix };
}

/** 15 or 16 digits without separators (BBbbbbAAAAAAASS or BBbbbbAAAAAAASSS). */
export const accountDigits = (account: NzBankAccount): string =>
  `${account.bank}${account.branch}${account.base}${account.suffix}`;

/** `12-3456-1234567-00`, as the bank prints it. */
export const printedAccount = (account: NzBankAccount): string =>
  `${account.bank}-${account.branch}-${account.base}-${account.suffix}`;

/**
 * The hash total of a direct-credit batch as the New Zealand banks check it: the sum of each
 * destination account's branch and base number (11 digits, bank and suffix left out), of which
 * the last 11 digits are kept.
 */
export function hashTotal(accounts: readonly NzBankAccount[]): string {
  const sum = accounts.reduce(
    (total, account) => total + BigInt(`${account.branch}${account.base}`),
    0n,
  );
  return (sum % 100_000_000_000n).toString().padStart(11, '0');
}
