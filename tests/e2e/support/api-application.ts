import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { CAPTCHA_RESPONSE_HEADER } from '#domain/captcha/protocol.ts';
import { validApplicationValues } from '#domain/loan-application/fixtures.ts';

/** What the browser's captcha module does: a challenge from the server, solved. */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/captcha/challenge?action=submit_form&kind=invisible');
  expect(response.status()).toBe(200);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface ApplicationKeys {
  Token: string;
  Guid: string;
  /** The application's reference, as the success page shows it. */
  Reference: string;
}

/**
 * One step saved as the step's page sends it (POST /api/loan-app/save): the whole form as JSON
 * with a solved captcha, in `request`'s own cookie jar. Answers the application's keys.
 */
export async function saveStep(
  request: APIRequestContext,
  step: number,
  values: Record<string, unknown>,
  options: { keys?: ApplicationKeys | undefined; specifyLoanAmount?: boolean } = {},
): Promise<ApplicationKeys> {
  const saved = await request.post('/api/loan-app/save', {
    headers: { [CAPTCHA_RESPONSE_HEADER]: await captchaToken(request) },
    data: {
      Step: step,
      Token: options.keys?.Token ?? '',
      Guid: options.keys?.Guid ?? '',
      FormData: JSON.stringify(values),
      FormState: JSON.stringify({
        preSaveCheckDone: true,
        specifyLoanAmount: options.specifyLoanAmount ?? false,
        presetPreferredBranch: false,
      }),
      CentrixResult: null,
      LastName: values.LastName,
      ObjectId: null,
      ReferrerDataToken: null,
    },
  });
  expect(saved.status(), `step ${step}: ${await saved.text()}`).toBe(200);
  const answer = (await saved.json()) as ApplicationKeys;
  return { Token: answer.Token, Guid: answer.Guid, Reference: answer.Reference };
}

/**
 * An applicant's application submitted through the server's save endpoint as the steps' pages
 * send it (decision 152): the four steps saved one after another, the domain's valid answers
 * with this applicant's amount, names and email. For the journeys about staff: the applicant's
 * own steps in the browser are the loan-application journeys' subject, and filling them took
 * most of a staff journey's time. Answers the application's reference.
 */
export async function submitThroughApi(
  request: APIRequestContext,
  applicant: { amount: number; firstName: string; lastName: string; email: string },
): Promise<string> {
  const values = {
    ...validApplicationValues(),
    LoanAmount: String(applicant.amount),
    FirstName: applicant.firstName,
    LastName: applicant.lastName,
    Email: applicant.email,
    PrivacyPolicyVersion: loanApplicationConfig.privacyPolicyVersion,
    MarketingPolicyVersion: loanApplicationConfig.marketingPolicyVersion,
  };
  let keys: ApplicationKeys | undefined;
  for (const step of [1, 2, 3, 4]) keys = await saveStep(request, step, values, { keys });
  return keys!.Reference;
}
