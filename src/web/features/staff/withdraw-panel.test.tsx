import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import type { ApplicationStatus } from '#domain/staff/status.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';

// Issue 29: staff record a withdrawal the applicant asked for, with a reason; the control shows
// only while the workflow policy allows it (the server asks the same policy).
const view = (status: ApplicationStatus, roles = ['officer']) =>
  ({
    reference: '1048577',
    status,
    version: 3,
    me: { id: 'o1', roles, approvalLimit: 10_000 },
  }) as unknown as StaffApplicationView;

afterEach(cleanup);

describe('the withdrawal control', () => {
  it('sends the reason with the version shown', async () => {
    const act = vi.fn();
    render(<WithdrawPanel view={view('submitted')} busy={false} act={act} />);
    await userEvent.type(
      screen.getByLabelText('Why the applicant withdrew'),
      'Found another lender',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record the withdrawal' }));
    expect(act).toHaveBeenCalledTimes(1);
    const fetch = vi.fn(async () => Response.json({ status: 'withdrawn', version: 4 }));
    vi.stubGlobal('fetch', fetch);
    await act.mock.calls[0]![0]();
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/applications/1048577/withdraw',
      expect.objectContaining({
        body: JSON.stringify({ reason: 'Found another lender', version: 3 }),
      }),
    );
    vi.unstubAllGlobals();
  });

  it.each([['approved'], ['declined'], ['withdrawn']] as const)(
    'is not offered once %s',
    (status) => {
      render(<WithdrawPanel view={view(status)} busy={false} act={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Record the withdrawal' })).toBeNull();
    },
  );

  it('is not offered to a staff account without a workspace role', () => {
    render(<WithdrawPanel view={view('submitted', ['marketing'])} busy={false} act={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Record the withdrawal' })).toBeNull();
  });
});
