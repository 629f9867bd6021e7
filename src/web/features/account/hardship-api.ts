import { API } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';

/** The customer's loans with their payments and hardship applications (issue 32). */
export const fetchAccountHardship = () =>
  callApi(API.accountHardship, {
    answers: () =>
      import('#domain/contracts/hardship.ts').then((c) => c.accountHardshipContract.response),
  });
