import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawPanel } from './withdraw-panel.tsx';

// Issue 29: staff record a withdrawal the applicant asked for, with a reason. Whether it is
// offered is the page data's `allowed` (the policy on the server: my-work.test.ts).
const view = () => ({ reference: '1048577', version: 3 });

describe('the withdrawal control', () => {
  it('sends the reason with the version shown', async () => {
    const act = vi.fn();
    render(<WithdrawPanel view={view()} busy={false} act={act} />);
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
});
