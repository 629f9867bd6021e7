import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hardshipPage } from '#content/lending/hardship.ts';
import { HARDSHIP_MESSAGES } from '#domain/hardship/hardship.ts';
import { HardshipAnswerForm } from './hardship-answer-form.tsx';

// The borrower answers our request for information in the portal (CCCFA s 57A, decision 156):
// the rule table first, then the call; the page is given the new decision date.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('answering a request for information', () => {
  it('asks for an answer, sends it for the application and hands the new decision date on', async () => {
    const fetch = vi.fn(async () => json(200, { reference: 'H-000007', decideBy: '2027-04-09' }));
    vi.stubGlobal('fetch', fetch);
    const onAnswered = vi.fn();
    render(<HardshipAnswerForm reference="H-000007" onAnswered={onAnswered} />);
    await userEvent.click(screen.getByRole('button', { name: hardshipPage.answer.submit }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getAllByText(HARDSHIP_MESSAGES.answer).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(
      screen.getByLabelText(hardshipPage.answer.label, { exact: false }),
    );

    await userEvent.type(
      screen.getByLabelText(hardshipPage.answer.label, { exact: false }),
      'My letter is dated 1 February.',
    );
    await userEvent.click(screen.getByRole('button', { name: hardshipPage.answer.submit }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith('2027-04-09'), {
      timeout: 10_000,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/hardship/H-000007/answer');
    expect(JSON.parse(String(init.body))).toEqual({ Answer: 'My letter is dated 1 February.' });
  }, 20_000);
});
