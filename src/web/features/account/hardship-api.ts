import { API } from '#domain/contracts/wire.ts';
import type { HardshipLoan } from '#domain/contracts/hardship.ts';
import { getAnswer, type Fetched } from '#web/forms/get-answer.ts';

/** The customer's loans with their payments and hardship applications (issue 32). */
export async function fetchAccountHardship(): Promise<Fetched<{ loans: HardshipLoan[] }>> {
  const [{ accountHardshipContract }, { readAnswer }] = await Promise.all([
    import('#domain/contracts/hardship.ts'),
    import('#domain/contracts/wire.ts'),
  ]);
  return getAnswer(API.accountHardship.path, (body) =>
    readAnswer(accountHardshipContract.response[200], body),
  );
}
