/**
 * The customer area's calls (issue 8 "Sign-in" 3): behind the customer guard of /api/account.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, applicationReference } from './api.ts';
import { API } from './wire.ts';

export const continueApplicationContract = {
  ...API.accountContinueApplication,
  body: z.object({
    /** The portal's reference (Application ID): digits only. */
    reference: applicationReference,
  }),
  response: {
    /** The step to open: the session now holds the application (decision 059), no key is handed out. */
    200: z.object({ Step: z.number().int().min(1).max(4) }),
    ...ERROR_RESPONSES,
  },
} as const;
export type ContinueApplicationAnswer = z.output<
  (typeof continueApplicationContract.response)[200]
>;
