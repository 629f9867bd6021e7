import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { ANSWER_TEXT } from '#domain/staff/form-rules.ts';
import { ApplicantStatus } from './applicant-status.tsx';
import { applicantStatusView } from './test-support.ts';

// Issue 29 finding 5: the applicant's answer to our question runs on the form runtime with the
// rule table its contract is built from (the limit, the message, announced and linked).
const view = (change: Partial<ApplicantStatusView> = {}) =>
  applicantStatusView({
    status: 'information-requested',
    outstanding: [
      {
        id: 7,
        kind: 'question',
        label: 'Who is your employer?',
        dueDate: '2026-12-04',
        state: 'requested',
        askAgainReason: null,
        requestedAt: '2026-11-27T01:00:00Z',
        receivedAt: null,
      },
    ],
    ...change,
  });

afterEach(() => vi.unstubAllGlobals());

describe('answering a question we asked', () => {
  it('takes its limit from the rule table, and says what is missing before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ApplicantStatus initial={view()} />);
    const answer = screen.getByLabelText('Your answer') as HTMLTextAreaElement;
    expect(answer.maxLength).toBe(ANSWER_TEXT.maxLength);
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await vi.waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${answer.id}-error`)?.textContent).toBe(
      `Error: ${ANSWER_TEXT.messages.required}`,
    );
    expect(answer.getAttribute('aria-describedby')).toContain(`${answer.id}-error`);
    expect(screen.getByText('Could not submit the form. There was 1 error.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the answer and shows the view the server answers', async () => {
    const fetch = vi.fn(async () => Response.json(view({ outstanding: [], status: 'submitted' })));
    vi.stubGlobal('fetch', fetch);
    render(<ApplicantStatus initial={view()} />);
    await userEvent.type(screen.getByLabelText('Your answer'), ' Acme Ltd ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Your answer')).toBeNull());
    expect(fetch).toHaveBeenCalledWith(
      '/api/application-status/1048577/requests/7/answer',
      expect.objectContaining({ body: JSON.stringify({ answer: 'Acme Ltd' }) }),
    );
  });
});
