import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhoViewed } from './who-viewed.tsx';

// Issue 30 (Privacy Act 2020 IPP 6): the signed-in applicant asks who has seen their information;
// the server answers from the access log (src/server/staff/access-log.test.ts).
// The answer's schemas load with the call (decision 160): transformed here once, before the clock
// of the first test's wait starts.
beforeAll(() => import('#domain/contracts/application-status.ts'), 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('who has seen my information', () => {
  it('asks only when the applicant does, and lists each look by role and organisation', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        entries: [
          {
            at: '2026-07-08T22:00:00.000Z',
            who: 'A lending officer at Kōwhai Finance Limited',
            what: 'Your application: your answers, the documents’ names and its history',
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<WhoViewed reference="1048577" />);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show who has seen it' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/application-status/1048577/access-log',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(
      await screen.findByRole('cell', { name: 'A lending officer at Kōwhai Finance Limited' }),
    ).toBeTruthy();
  });

  it('says when nobody has, and when it cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ entries: [] })),
    );
    render(<WhoViewed reference="1048577" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show who has seen it' }));
    expect(await screen.findByText(/Nobody at our company/)).toBeTruthy();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show who has seen it' }));
    expect(await screen.findByText(/could not load/)).toBeTruthy();
  });
});
