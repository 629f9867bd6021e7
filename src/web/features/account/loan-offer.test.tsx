import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantStatusView, OfferView } from '#domain/account/application-status.ts';
import { ApplicantStatus } from './applicant-status.tsx';
import { applicantStatusView } from './test-support.ts';

// Issue 31 parts 1 and 2 (decision 143): the applicant reads the contract, consents, asks for an
// emailed code and signs; once signed they see the cancellation period's end and cancel in one step.
const offer = (change: Partial<OfferView> = {}): OfferView => ({
  state: 'open',
  expiresOn: '2026-12-14',
  disclosureHref: '/api/application-status/1048577/offer/disclosure',
  contract: [{ heading: 'The loan', paragraphs: ['We lend you $5,000.00.'] }],
  signedAt: null,
  coolingOffEnds: null,
  canCancel: false,
  ...change,
});
const view = (change: Partial<ApplicantStatusView> = {}) =>
  applicantStatusView({ status: 'offered', offer: offer(), ...change });
const signed = view({
  status: 'accepted',
  offer: offer({ state: 'signed', contract: [], coolingOffEnds: '2026-12-09', canCancel: true }),
});

afterEach(() => vi.unstubAllGlobals());

describe('the loan offer', () => {
  it('needs consent before a code, then signs with the code and shows the cancellation day', async () => {
    const fetch = vi.fn(async (path: string) =>
      Response.json(path.endsWith('/offer/code') ? view() : signed),
    );
    vi.stubGlobal('fetch', fetch);
    render(<ApplicantStatus initial={view()} />);
    expect(screen.getByRole('region', { name: 'Your loan contract' }).textContent).toContain(
      'We lend you $5,000.00.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code to sign' }));
    expect(fetch).not.toHaveBeenCalled();
    expect((await screen.findByText(/Tick the box/)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code to sign' }));
    await screen.findByText(/We have emailed you a 6-digit code/, {}, { timeout: 10_000 });
    await userEvent.type(screen.getByLabelText('Your 6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign my loan contract' }));
    await screen.findByText('Your loan contract is signed.', {}, { timeout: 10_000 });
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/application-status/1048577/offer/accept',
      expect.objectContaining({ body: JSON.stringify({ code: '123456' }) }),
    );
    expect(document.body.textContent).toContain(
      'You can cancel this loan until the end of 9 December 2026.',
    );
  }, 20_000);

  it('shows a wrong code’s refusal by the code field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: 'That code is not right. You have 4 tries left.' }, { status: 422 }),
      ),
    );
    render(<ApplicantStatus initial={view()} />);
    const field = screen.getByLabelText('Your 6-digit code');
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign my loan contract' }));
    await screen.findByText(/4 tries left/, {}, { timeout: 10_000 });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /4 tries left/,
    );
  }, 20_000);

  it('cancels in one step within the period', async () => {
    const cancelled = view({
      status: 'cancelled',
      offer: offer({ state: 'cancelled', contract: [] }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(cancelled)),
    );
    render(<ApplicantStatus initial={signed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my loan' }));
    await screen.findByText('Your loan is cancelled.', {}, { timeout: 10_000 });
  }, 20_000);
});
