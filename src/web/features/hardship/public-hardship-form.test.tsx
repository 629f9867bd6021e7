import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hardshipPage, hardshipPublicWords } from '#content/lending/hardship.ts';
import { hardshipSitePage } from '#content/site-pages/hardship.ts';
import { API } from '#domain/contracts/wire.ts';
import { HARDSHIP_MESSAGES } from '#domain/hardship/hardship.ts';
import { sitePageSchema } from '#domain/pages/site-page.ts';
import { PublicHardshipForm } from './public-hardship-form.on-demand.tsx';

// The public hardship form (CCCFA ss 55-56, decision 156): a borrower who is not signed in gives
// the loan number and date of birth with the portal's questions; the server's one answer for a
// mismatch shows on both fields; the acknowledgement gives the reference (s 57A).
vi.mock('#web/forms/captcha/captcha-client.on-demand.ts', async (original) => ({
  ...(await original<typeof import('#web/forms/captcha/captcha-client.on-demand.ts')>()),
  getCaptchaToken: vi.fn(async () => 'invisible-token'),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const labels = hardshipPublicWords.labels;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn() {
  await userEvent.type(screen.getByLabelText(labels.LoanNumber), '000000003');
  const born = screen.getByRole('group', { name: labels.DateOfBirth });
  await userEvent.selectOptions(within(born).getByLabelText('Day'), '21');
  await userEvent.selectOptions(within(born).getByLabelText('Month'), 'August');
  await userEvent.type(within(born).getByLabelText('Year'), '1979');
  await userEvent.type(screen.getByLabelText(labels.WhatHappened), 'I broke my wrist.');
  await userEvent.type(screen.getByLabelText(labels.CanPay), '0');
  await userEvent.type(screen.getByLabelText(labels.Months), '2');
  await userEvent.selectOptions(screen.getByLabelText(labels.Change), 'pause');
}

describe('the public hardship form (decision 156)', () => {
  it('has words the content pages’ schema accepts', () => {
    expect(sitePageSchema.safeParse(hardshipSitePage).error?.issues ?? []).toEqual([]);
  });

  it('runs the rule table before sending: the loan number, the date of birth and the portal’s questions', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<PublicHardshipForm />);
    await userEvent.click(screen.getByRole('button', { name: hardshipPage.form.submit }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getAllByText(HARDSHIP_MESSAGES.loanNumber).length).toBeGreaterThan(0);
    expect(screen.getAllByText(HARDSHIP_MESSAGES.whatHappened).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByLabelText(labels.LoanNumber));
  }, 20_000);

  it('shows the server’s one answer for details that do not match on both fields, then the reference', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json(422, {
          error: hardshipPublicWords.notMatched,
          fields: {
            LoanNumber: hardshipPublicWords.notMatched,
            DateOfBirth: hardshipPublicWords.notMatched,
          },
        }),
      )
      .mockResolvedValueOnce(json(201, { reference: 'H-000042', decideBy: '2027-03-31' }));
    vi.stubGlobal('fetch', fetch);
    render(<PublicHardshipForm />);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: hardshipPage.form.submit }));
    await screen.findAllByText(hardshipPublicWords.notMatched, {}, { timeout: 10_000 });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(API.hardshipApply.path);
    expect((init.headers as Record<string, string>)['x-captcha-response']).toBe('invisible-token');
    expect(JSON.parse(String(init.body))).toEqual({
      LoanNumber: '000000003',
      DateOfBirth: '1979/08/21',
      WhatHappened: 'I broke my wrist.',
      CanPay: '0',
      Months: '2',
      Change: 'pause',
    });
    expect(screen.getByLabelText(labels.LoanNumber).getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: hardshipPage.form.submit }));
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status.textContent).toContain('H-000042');
    expect(status.textContent).toContain(hardshipPage.acknowledged.heading);
  }, 30_000);
});
