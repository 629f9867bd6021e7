import { describe, expect, it, vi } from 'vitest';
import { act as reactAct, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { hardshipStaffWords } from '#content/lending/hardship.ts';
import type { HardshipDetail } from '#domain/contracts/hardship.ts';
import {
  HARDSHIP_REASONS,
  HARDSHIP_REQUEST,
  NOTE_TEXT,
  PAYOUT_ACCOUNT_NUMBER,
  WITHDRAW_REASON,
} from '#domain/staff/form-rules.ts';
import { useHydrated } from '#web/app/use-hydrated.ts';
import type { StaffCallOutcome } from './api.ts';
import { DecisionForm } from './application-actions.tsx';
import { ComplaintActions } from './complaints/complaint-actions.tsx';
import type { Complaint } from './complaints/complaint-page.tsx';
import { HardshipActions } from './hardship-actions.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { OfferPanel } from './offer-panel.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';

// Issue 29 finding 5: the workspace's forms run on the one form runtime with the rule tables
// their contracts are built from: an error is shown on its field, linked to it, announced and
// focused before anything is sent, and each input's limit is its rule's.

const act = vi.fn((call: () => Promise<StaffCallOutcome>) => void call());
const view = { reference: '1048577', version: 3, status: 'accepted' as const };

const hardship: HardshipDetail = {
  reference: 'H-000007',
  loanNumber: '100200300',
  state: 'received',
  acknowledgeBy: '2027-03-05',
  decideBy: '2027-03-26',
  version: 2,
  firstName: 'Aroha',
  whatHappened: 'My hours were cut.',
  canPayCents: 5000,
  months: 3,
  change: 'lower-payments',
  receivedAt: '2027-02-26T01:00:00.000Z',
  informationRequest: null,
  arrangement: null,
  reasons: null,
  answers: [],
  instalments: [{ number: 1, dueDate: '2027-03-10', totalCents: 12000, paidCents: 0 }],
  letters: [],
};

const FORMS = [
  {
    name: 'a note',
    form: () => (
      <NotesPanel
        heading="Internal notes"
        headingId="notes-heading"
        notes={[]}
        path="/api/staff/applications/1048577/notes"
        busy={false}
        act={act}
      />
    ),
    label: 'New note',
    submit: 'Add the note',
    rule: NOTE_TEXT,
  },
  {
    name: 'a withdrawal',
    form: () => <WithdrawPanel view={view} busy={false} act={act} />,
    label: 'Why the applicant withdrew',
    submit: 'Record the withdrawal',
    rule: WITHDRAW_REASON,
  },
  {
    name: 'the payout account',
    form: () => <OfferPanel view={view} allowed={new Set()} busy={false} act={act} />,
    label: 'The borrower’s bank account',
    submit: 'Record the account check',
    rule: PAYOUT_ACCOUNT_NUMBER,
  },
  {
    name: 'a hardship refusal',
    form: () => <HardshipActions detail={hardship} busy={false} act={act} />,
    label: hardshipStaffWords.reasonsLabel,
    submit: hardshipStaffWords.refuseSubmit,
    rule: HARDSHIP_REASONS,
  },
  {
    name: 'a hardship request for information',
    form: () => <HardshipActions detail={hardship} busy={false} act={act} />,
    label: hardshipStaffWords.requestLabel,
    submit: hardshipStaffWords.requestSubmit,
    rule: HARDSHIP_REQUEST,
  },
];

describe.each(FORMS)('the form for $name', ({ form, label, submit, rule }) => {
  it('takes its limit from the rule table', () => {
    render(form());
    expect((screen.getByLabelText(label) as HTMLInputElement).maxLength).toBe(rule.maxLength);
  });

  it('shows, links, announces and focuses a missing value, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(form());
    await userEvent.click(screen.getByRole('button', { name: submit }));
    const input = screen.getByLabelText(label);
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(`${input.id}-error`);
    expect(error?.textContent).toBe(`Error: ${rule.messages.required}`);
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
    expect(screen.getByText('Could not submit the form. There was 1 error.')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the complaint’s state change', () => {
  const complaint: Complaint = {
    reference: 'C-000009',
    category: 'personal-loan',
    name: 'Aroha Ngata',
    state: 'investigating',
    outcome: null,
    owner: null,
    receivedAt: '2027-02-26T01:00:00.000Z',
    acknowledgeBy: '2027-03-05',
    resolveBy: '2027-03-26',
    schemeFrom: '2027-04-23',
    dueOn: '2027-03-26',
    version: 4,
    whatWentWrong: 'Charged twice.',
    putRight: 'A refund.',
    email: 'aroha@example.nz',
    phone: null,
    notes: [],
    letters: [],
    staff: [{ id: 'officer-1', email: 'staff@kowhai.example.nz' }],
    me: 'officer-1',
  };

  it('asks for the outcome of a resolution on its field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ComplaintActions complaint={complaint} busy={false} act={act} />);
    await userEvent.selectOptions(screen.getByLabelText('Move to'), 'resolved');
    await userEvent.click(screen.getByRole('button', { name: 'Change the state' }));
    const outcome = screen.getByLabelText('Outcome (when resolved)');
    await vi.waitFor(() => expect(outcome.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${outcome.id}-error`)?.textContent).toBe(
      'Error: Choose the outcome of the complaint.',
    );
    expect(document.activeElement).toBe(outcome);
    expect(fetch).not.toHaveBeenCalled();
  });
  // The page's buttons wait for its script (`busy` until hydrated, as complaint-page.tsx has it);
  // its selects do not, and what was chosen in them is what is sent.
  it('sends the state and outcome chosen before the page’s script ran', async () => {
    const fetch = vi.fn(async () => Response.json({ state: 'resolved', version: 5 }));
    vi.stubGlobal('fetch', fetch);
    function Page() {
      return <ComplaintActions complaint={complaint} busy={!useHydrated()} act={act} />;
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />);
    const page = within(container);
    await userEvent.selectOptions(page.getByLabelText('Move to'), 'resolved');
    await userEvent.selectOptions(page.getByLabelText('Outcome (when resolved)'), 'upheld');
    const root = await reactAct(async () => hydrateRoot(container, <Page />));
    await userEvent.click(page.getByRole('button', { name: 'Change the state' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith(
      '/api/staff/complaints/C-000009/move',
      expect.objectContaining({
        body: JSON.stringify({ to: 'resolved', version: 4, outcome: 'upheld' }),
      }),
    );
    reactAct(() => root.unmount());
    container.remove();
  });
});

describe('a refusal of the server', () => {
  it('puts its field errors on the fields and its words in the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'Some fields need your attention.', fields: { text: 'Enter a note.' } },
          { status: 422 },
        ),
      ),
    );
    const outcomes: StaffCallOutcome[] = [];
    render(
      <NotesPanel
        heading="Notes"
        headingId="complaint-notes"
        notes={[]}
        path="/api/staff/complaints/C-000001/notes"
        busy={false}
        act={(call) => void call().then((outcome) => outcomes.push(outcome))}
      />,
    );
    await userEvent.type(screen.getByLabelText('New note'), '   x');
    await userEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    await vi.waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toMatchObject({ ok: false, status: 422 });
    expect(screen.getByLabelText('New note').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the application’s decision', () => {
  const page = {
    reference: '1048577',
    version: 3,
    amount: 8000,
    affordability: null,
    allowed: [{ event: 'approve' }, { event: 'decline' }],
    reasons: {
      approved: ['Meets criteria'],
      'conditionally-approved': ['Meets criteria with conditions'],
      declined: ['Affordability', 'Credit history'],
    },
    me: { id: 'approver-1', roles: ['approver'], approvalLimit: 50_000 },
  } as unknown as Parameters<typeof DecisionForm>[0]['view'];

  /** The form rendered on the server, its controls for use before `hydrate` is called. */
  function serverRendered(view: typeof page) {
    const onDecide = vi.fn();
    function Page() {
      return (
        <DecisionForm
          view={view}
          busy={!useHydrated()}
          proposalId={undefined}
          onDecide={onDecide}
        />
      );
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Page />);
    const hydrate = () => reactAct(async () => hydrateRoot(container, <Page />));
    return { onDecide, container, form: within(container), hydrate };
  }

  // The page's buttons wait for its script (`busy` until hydrated); its radios do not, and the
  // outcome chosen in them is the one sent, with the first reason of that outcome's list.
  it('sends the outcome chosen before the page’s script ran', async () => {
    const { onDecide, container, form, hydrate } = serverRendered(page);
    await userEvent.click(form.getByRole('radio', { name: 'Decline' }));
    const root = await hydrate();
    expect(form.getByRole('radio', { name: 'Decline' })).toHaveProperty('checked', true);
    await userEvent.type(form.getByLabelText('Comment'), 'Too much debt.');
    await userEvent.click(form.getByRole('button', { name: 'Record the decision' }));
    await vi.waitFor(() => expect(onDecide).toHaveBeenCalled());
    expect(onDecide).toHaveBeenCalledWith({
      outcome: 'declined',
      reason: 'Affordability',
      comment: 'Too much debt.',
    });
    reactAct(() => root.unmount());
    container.remove();
  });

  it('sends the amount and the proposal typed before the page’s script ran', async () => {
    const officer = { ...page, me: { id: 'officer-1', roles: ['officer'], approvalLimit: 10_000 } };
    const { onDecide, container, form, hydrate } = serverRendered(officer);
    const amount = form.getByLabelText('Approved amount ($)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12000');
    await userEvent.click(form.getByLabelText(/Above my limit of \$10,000/));
    const root = await hydrate();
    await userEvent.type(form.getByLabelText('Comment'), 'Income checked.');
    await userEvent.click(form.getByRole('button', { name: 'Record the decision' }));
    await vi.waitFor(() => expect(onDecide).toHaveBeenCalled());
    expect(onDecide).toHaveBeenCalledWith({
      outcome: 'approved',
      amount: 12000,
      reason: 'Meets criteria',
      comment: 'Income checked.',
      propose: true,
    });
    reactAct(() => root.unmount());
    container.remove();
  });
});
