import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessReportSection } from './access-report-section.tsx';

// Issue 30 finding 8 (Privacy Act 2020 IPP 5): who viewed an application, read on demand (reading
// it is recorded), with the same report as a CSV. Who may see it is the policy's
// `view-access-report` (workflow-policy.test.ts; the server's guard: access-log.test.ts).
// The answer's schemas load with the call (decision 160): transformed here once, before the clock
// of the first test's wait starts.
beforeAll(() => import('#domain/contracts/staff.ts'), 30_000);

describe('who viewed this application', () => {
  it('lists each look when asked, and links the CSV', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        entries: [
          {
            at: '2026-07-08T22:00:00.000Z',
            who: 'officer@kowhai.example.nz',
            roles: ['officer'],
            action: 'viewed-lending',
            what: 'Our lending assessment: affordability, identity checks and bank statements',
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<AccessReportSection reference="1048577" />);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe(
      '/api/staff/applications/1048577/access-report?format=csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show who viewed it' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/applications/1048577/access-report',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(await screen.findByRole('cell', { name: 'officer@kowhai.example.nz' })).toBeTruthy();
  });

  it('says so when the report cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    render(<AccessReportSection reference="1048577" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show who viewed it' }));
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
