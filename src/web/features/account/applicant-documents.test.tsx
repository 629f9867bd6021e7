import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { ApplicantDocuments } from './applicant-documents.tsx';
import { applicantStatusView } from './test-support.ts';

// Documents from us in the applicant's status view (issue 21, decision 101): each opens through
// the server; the disclosure says when its cooling-off period ends; a copy of the record is asked
// for once, and the server's new view shows when it is due.
const view = (change: Partial<ApplicantStatusView> = {}) =>
  applicantStatusView({
    status: 'approved',
    documentsFromUs: [
      {
        id: 'd1',
        kind: 'disclosure',
        title: 'Disclosure statement',
        href: '/api/application-status/1048577/documents/d1',
        at: '2026-07-08T22:00:00.000Z',
        coolingOffEnds: '2026-07-17',
      },
    ],
    affordabilityCopy: { canAsk: true, dueOn: null },
    ...change,
  });

function Shown({ initial }: { initial: ApplicantStatusView }) {
  const [shown, setShown] = useState(initial);
  return <ApplicantDocuments view={shown} onChange={setShown} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('documents from us', () => {
  it('links the disclosure through the server, with its cooling-off end', () => {
    render(<Shown initial={view()} />);
    expect(screen.getByRole('link', { name: 'Disclosure statement (PDF)' })).toHaveProperty(
      'pathname',
      '/api/application-status/1048577/documents/d1',
    );
    expect(document.body.textContent).toContain(
      'You can cancel the loan until the end of 17 July 2026.',
    );
  });

  it('asks for a copy of the record once and shows when it is due', async () => {
    const fetch = vi.fn(async () =>
      Response.json(view({ affordabilityCopy: { canAsk: false, dueOn: '2026-08-07' } })),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Shown initial={view()} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Ask for a copy of your affordability record' }),
    );
    // The call loads its answer's schema with it (decision 024): the first load takes a moment.
    await screen.findByText(
      'You asked for a copy of your affordability record. We will send it by 7 August 2026.',
      {},
      { timeout: 10_000 },
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/application-status/1048577/affordability-copy',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('button', { name: /Ask for a copy/ })).toBeNull();
  });

  it('says so when the request could not be sent, and offers nothing while no record is kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Something went wrong' }, { status: 503 })),
    );
    render(<Shown initial={view()} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Ask for a copy of your affordability record' }),
    );
    await screen.findByText(/could not send your request/, {}, { timeout: 10_000 });
    cleanup();
    render(
      <Shown
        initial={view({ documentsFromUs: [], affordabilityCopy: { canAsk: false, dueOn: null } })}
      />,
    );
    expect(document.body.textContent).toContain('We have no documents for you yet.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
