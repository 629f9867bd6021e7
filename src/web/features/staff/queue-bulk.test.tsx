import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueRow } from '#domain/contracts/staff.ts';
import { readQueueQuery } from '#domain/staff/queue-query.ts';
import { QueueBulkActions, SelectAll, SelectRow, useRowSelection } from './queue-bulk.tsx';

// The queue's bulk actions (issue 20): selected by keyboard, sent with each row's version, and
// each refusal reported with its reason.
const row = (reference: string, version: number): QueueRow => ({
  reference,
  name: 'Aroha Ngata',
  amount: 5000,
  purpose: 'Car',
  source: 'Website',
  branch: null,
  status: 'submitted',
  assignedTo: null,
  submittedAt: null,
  waitingWorkingDays: 1,
  version,
});
const rows = [row('1001', 0), row('1002', 3), row('1003', 1)];

function Queue({ onDone }: { onDone: () => void }) {
  const selection = useRowSelection();
  return (
    <>
      <QueueBulkActions
        rows={rows}
        staff={[{ id: 'approver-1', email: 'approver@kowhai.example.nz' }]}
        query={readQueueQuery(new URLSearchParams('status=submitted&q=ngata&page=2'))}
        selection={selection}
        onDone={onDone}
      />
      <table>
        <thead>
          <tr>
            <th>
              <SelectAll rows={rows} selection={selection} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.reference}>
              <td>
                <SelectRow row={r} selection={selection} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The server answers every bulk call with these rows' results; answers the bodies sent. */
function bulkAnswers(results: readonly object[]): unknown[] {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ results });
    }),
  );
  return sent;
}

// The answer's schemas load with the call (decision 160): transformed here once, before the clock
// of the first test's wait starts.
beforeAll(() => import('#domain/contracts/staff.ts'), 30_000);

describe('bulk actions on the queue', () => {
  it('assigns the rows chosen by keyboard and reports the one refused, and why', async () => {
    const sent = bulkAnswers([
      { reference: '1001', ok: true, status: 'in-review', version: 1 },
      { reference: '1003', ok: false, code: 412, message: 'Changed by someone else.' },
    ]);
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<Queue onDone={onDone} />);
    const assign = screen.getByRole('button', { name: 'Assign selected' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('checkbox', { name: 'Select application 1001' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: 'Select application 1003' }),
    );
    await user.keyboard(' ');
    expect(screen.getByText('2 applications selected')).toBeTruthy();
    await user.click(assign);
    expect(sent).toEqual([
      {
        action: 'assign',
        to: 'me',
        items: [
          { reference: '1001', version: 0 },
          { reference: '1003', version: 1 },
        ],
      },
    ]);
    const report = await screen.findByRole('alert');
    expect(await within(report).findByText('1 done, 1 not done:')).toBeTruthy();
    expect(within(report).getByText('1003: Changed by someone else.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.getByText('0 applications selected')).toBeTruthy();
    // Many keystrokes and a render: past the default 5 s on a loaded machine (it took 4.8 before).
  }, 15_000);

  it('assigns the selected rows to another staff member chosen by name', async () => {
    const sent = bulkAnswers([{ reference: '1002', ok: true, status: 'in-review', version: 4 }]);
    const user = userEvent.setup();
    render(<Queue onDone={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select application 1002' }));
    await user.selectOptions(screen.getByLabelText('Assign to'), 'approver@kowhai.example.nz');
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    expect(sent).toEqual([
      { action: 'assign', to: 'approver-1', items: [{ reference: '1002', version: 3 }] },
    ]);
    const report = await screen.findByRole('alert');
    expect(await within(report).findByText('1 done.')).toBeTruthy();
  });

  it('selects the whole page at once, and exports the view in the address without its page', async () => {
    const user = userEvent.setup();
    render(<Queue onDone={() => {}} />);
    await user.click(
      screen.getByRole('checkbox', { name: 'Select every application on this page' }),
    );
    expect(screen.getByText('3 applications selected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export this view as CSV' }).getAttribute('href')).toBe(
      '/api/staff/applications/export?status=submitted&q=ngata',
    );
  });
});
