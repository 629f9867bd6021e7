import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkflowEvent } from '#domain/staff/workflow-policy.ts';
import { OfferPanel } from './offer-panel.tsx';

// Issue 31 (decisions 143 and 144): staff make the offer of an approval; for a signed one they
// record the account check and an approver releases the payout. The server judges each step.
const allowed = (...events: WorkflowEvent[]) => new Set<WorkflowEvent>(events);
const act = (call: () => Promise<unknown>) => void call();

describe('the offer panel', () => {
  it('makes the offer of an approval at the version shown', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'offered', version: 5 }));
    vi.stubGlobal('fetch', fetch);
    const view = { reference: '1048577', version: 4, status: 'approved' as const };
    render(<OfferPanel view={view} allowed={allowed('make-offer')} busy={false} act={act} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make the offer' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/applications/1048577/offer',
      expect.objectContaining({ body: JSON.stringify({ version: 4 }) }),
    );
  });

  it('checks the account, and shows the release only to whom the policy allows it', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'accepted', version: 7 }));
    vi.stubGlobal('fetch', fetch);
    const view = { reference: '1048577', version: 6, status: 'accepted' as const };
    const { rerender } = render(
      <OfferPanel view={view} allowed={allowed()} busy={false} act={act} />,
    );
    expect(screen.queryByRole('button', { name: 'Release the payout' })).toBeNull();
    await userEvent.type(
      screen.getByLabelText('The borrower’s bank account'),
      '12-3456-1234567-00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record the account check' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/applications/1048577/payout/account',
      expect.objectContaining({
        body: JSON.stringify({
          accountNumber: '12-3456-1234567-00',
          method: 'name-check',
          version: 6,
        }),
      }),
    );
    rerender(<OfferPanel view={view} allowed={allowed('release-payout')} busy={false} act={act} />);
    expect(screen.getByRole('button', { name: 'Release the payout' })).toBeTruthy();
  });
});
