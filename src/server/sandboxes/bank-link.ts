import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankLinkMessage } from '#domain/bank-link/bank-link.ts';
import { sandboxBankLinkShares } from '../db/schema/index.ts';
import {
  SANDBOX_ACCOUNTS,
  SANDBOX_BANKS,
} from '../adapters/bank-statements/bank-statement-data.ts';
import { errorText, escapeHtml, sandboxPage } from './html.ts';

export const BANK_LINK_SANDBOX_PATH = '/sandbox/bank-link';

// The sandbox's documented test credentials (README "Sandboxes").
export const BANK_LINK_TEST_USERNAME = 'demo';
export const BANK_LINK_TEST_PASSWORD = 'demo';
const BANKS = SANDBOX_BANKS;
const ACCOUNTS = SANDBOX_ACCOUNTS;

// The code after the base URL: {accountCode}-customer:{n}, -application:{n}_customer:{n} or -webid:{ref}.
const CODE =
  /^[A-Za-z0-9]{1,40}-(?:customer:\d{1,7}|application:\d{7}_customer:\d{1,7}|webid:[\w-]{1,100})$/;

const params = z.object({ code: z.string().regex(CODE) });
const form = z.object({
  step: z.enum(['sign-in', 'accounts']),
  bank: z.enum(BANKS),
  username: z.string().max(100).optional(),
  password: z.string().max(100).optional(),
  account: z.union([z.enum(ACCOUNTS), z.array(z.enum(ACCOUNTS)).max(10)]).optional(),
});

/**
 * The bank link's sandbox (issue 9): plays the provider inside the iframe, offline. Choose a bank,
 * sign in with the test credentials, pick accounts; it then posts `submission_complete` to the page,
 * and `submit_all` when the visitor finishes. It records which demo bank and accounts the reference
 * shared, as the provider would, so the bank-statements adapter returns their statements.
 */
export async function bankLinkSandbox(app: FastifyInstance): Promise<void> {
  app.get(`${BANK_LINK_SANDBOX_PATH}/sandbox.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SANDBOX_SCRIPT),
  );

  app.get(`${BANK_LINK_SANDBOX_PATH}/:code`, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return reply.status(400).type('text/html').send(badLink());
    const bank = (request.query as { bank?: unknown }).bank;
    const chosen = BANKS.find((name) => name === bank);
    return reply.type('text/html').send(chosen ? signIn(chosen) : chooseBank());
  });

  app.post(`${BANK_LINK_SANDBOX_PATH}/:code`, async (request, reply) => {
    const code = params.safeParse(request.params);
    const body = form.safeParse(request.body);
    if (!code.success || !body.success) return reply.status(400).type('text/html').send(badLink());
    const { step, bank, username, password, account } = body.data;
    reply.type('text/html');
    if (step === 'sign-in') {
      if (username?.trim() !== BANK_LINK_TEST_USERNAME || password !== BANK_LINK_TEST_PASSWORD)
        return reply.send(signIn(bank, SIGN_IN_ERROR));
      return reply.send(chooseAccounts(bank));
    }
    const accounts = [account ?? []].flat();
    if (accounts.length === 0) return reply.send(chooseAccounts(bank, ACCOUNT_ERROR));
    // What the provider would keep: the statements the bank-statements adapter then reads.
    const share = { accounts: [...new Set(accounts)], sharedAt: app.clock() };
    await app.db
      .insert(sandboxBankLinkShares)
      .values({ reference: code.data.code, bank, ...share })
      .onConflictDoUpdate({
        target: [sandboxBankLinkShares.reference, sandboxBankLinkShares.bank],
        set: share,
      });
    return reply.send(sent(code.data.code, bank));
  });
}

const SIGN_IN_ERROR = `Those details are not right. The test sign-in is ${BANK_LINK_TEST_USERNAME} / ${BANK_LINK_TEST_PASSWORD}.`;
const ACCOUNT_ERROR = 'Choose at least one account.';

function chooseBank(): string {
  const choices = BANKS.map(
    (bank, index) =>
      `<div class="choice"><input type="radio" id="bank-${index}" name="bank" value="${bank}"${index === 0 ? ' checked' : ''}><label for="bank-${index}">${bank}</label></div>`,
  ).join('');
  return sandboxPage({
    title: 'Choose your bank',
    body: `<h1>Choose your bank</h1><form method="get"><fieldset><legend>Your bank</legend>${choices}</fieldset><button type="submit">Continue</button></form>`,
  });
}

function signIn(bank: string, error?: string): string {
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  return sandboxPage({
    title: `Sign in to ${bank}`,
    body: `<h1>Sign in to ${escapeHtml(bank)}</h1>
<p class="hint">Test sign-in: user name <strong>${BANK_LINK_TEST_USERNAME}</strong>, password <strong>${BANK_LINK_TEST_PASSWORD}</strong>.</p>
${errorText('sign-in-error', error)}
<form method="post"><input type="hidden" name="step" value="sign-in"><input type="hidden" name="bank" value="${escapeHtml(bank)}">
<label for="username">User name</label><input type="text" id="username" name="username" autocomplete="off"${described}>
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="off"${described}>
<button type="submit">Sign in</button></form>`,
  });
}

function chooseAccounts(bank: string, error?: string): string {
  const choices = ACCOUNTS.map(
    (account, index) =>
      `<div class="choice"><input type="checkbox" id="account-${index}" name="account" value="${account}"${error ? ' aria-describedby="account-error"' : ''}><label for="account-${index}">${account}</label></div>`,
  ).join('');
  return sandboxPage({
    title: 'Choose your accounts',
    body: `<h1>Choose the accounts to share</h1>${errorText('account-error', error)}
<form method="post"><input type="hidden" name="step" value="accounts"><input type="hidden" name="bank" value="${escapeHtml(bank)}">
<fieldset><legend>Accounts at ${escapeHtml(bank)}</legend>${choices}</fieldset><button type="submit">Send statements</button></form>`,
  });
}

function sent(code: string, bank: string): string {
  const complete: BankLinkMessage = {
    event: 'submission_complete',
    success: true,
    status: 'complete',
    reference: code,
  };
  return sandboxPage({
    title: 'Statements sent',
    body: `<h1>Statements from ${escapeHtml(bank)} sent</h1>
<p>Add another bank, or finish.</p>
<p><a class="button button--secondary" href="${BANK_LINK_SANDBOX_PATH}/${encodeURIComponent(code)}">Add another bank</a>
<button type="button" id="finish">Finish</button></p><p id="finished" role="status"></p>`,
    script: `<script src="${BANK_LINK_SANDBOX_PATH}/sandbox.js" data-message="${escapeHtml(JSON.stringify(complete))}"></script>`,
  });
}

function badLink(): string {
  return sandboxPage({
    title: 'Link not recognised',
    body: '<h1>This bank link is not recognised</h1><p>Please go back and try again.</p>',
  });
}

/**
 * Runs in the iframe: posts the page's message to the parent on load, and submit_all on Finish.
 * The parent is our own site (the sandbox is served by it), so the target origin is ours.
 */
const SANDBOX_SCRIPT = `(function () {
  var script = document.currentScript;
  var post = function (message) { window.parent.postMessage(message, window.location.origin); };
  post(JSON.parse(script.getAttribute('data-message')));
  document.getElementById('finish').addEventListener('click', function (event) {
    event.currentTarget.disabled = true;
    post({ event: 'submit_all', success: true });
    document.getElementById('finished').textContent = 'All done. You can close this window.';
  });
})();
`;
