import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { ApplicantStatus } from './applicant-status.tsx';
import { applicantStatusView } from './test-support.ts';

// Issue 29 "What to build" 2: the applicant withdraws an undecided application from the portal or
// the status link (both show ApplicantStatus), after a confirmation step; the server decides.
const view = (change: Partial<ApplicantStatusView> = {}) =>
  applicantStatusView({ canWithdraw: true, ...change });

afterEach(() => vi.unstubAllGlobals());

describe('withdrawing an application', () => {
  it('asks for confirmation, sends only on yes, and shows the application withdrawn', async () => {
    const fetch = vi.fn(async () =>
      Response.json(view({ status: 'withdrawn', canWithdraw: false })),
    );
    vi.stubGlobal('fetch', fetch);
    render(<ApplicantStatus initial={view()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    expect(fetch).not.toHaveBeenCalled();
    // The confirmation takes focus and says what it means; "No" goes back without sending.
    expect(document.activeElement?.textContent).toMatch(/withdraw application 1048577\?/);
    await userEvent.click(screen.getByRole('button', { name: 'No, keep my application' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    await screen.findByText('Your application is withdrawn.', {}, { timeout: 10_000 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/application-status/1048577/withdraw',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(document.body.textContent).toContain('Status: Withdrawn.');
    expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
  }, 20_000);

  it('offers nothing once the application is decided', () => {
    render(<ApplicantStatus initial={view({ status: 'approved', canWithdraw: false })} />);
    expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
  });

  it('shows the server’s refusal where the confirmation is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'This application has been decided or withdrawn, so it cannot be withdrawn.' },
          { status: 409 },
        ),
      ),
    );
    render(<ApplicantStatus initial={view()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    const refusal = await screen.findByText(/cannot be withdrawn/, {}, { timeout: 10_000 });
    expect(refusal.getAttribute('role')).toBe('alert');
  }, 20_000);
});
