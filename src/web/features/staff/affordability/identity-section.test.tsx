import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { identityGateMessages, identityWords } from '#content/staff-workspace.ts';
import type { LendingPanel } from '#domain/lending/panel.ts';
import { IdentitySection } from './identity-section.tsx';

const notVerified: LendingPanel['identity']['checks'][number] = {
  id: 'c1',
  outcome: 'not-verified',
  documentKind: 'driver-licence',
  documentNumberEnding: '456',
  documentSource: { name: 'NZTA Driver Licence', matched: false, reference: '' },
  nameSource: { name: 'NZ Electoral Roll', matched: false, reference: '' },
  politicallyExposed: false,
  sanctioned: false,
  standard: { met: false, explanation: 'No source matched the name and date of birth.' },
  checkedAt: '2026-11-27T01:00:00Z',
};
const seen = {
  id: 's1',
  document: 'NZ passport',
  numberEnding: '654',
  expiresOn: '2031-05-01',
  note: 'Photo matches',
  by: 'staff@kowhai.example.nz',
  at: '2026-11-27T02:00:00Z',
  confirmedBy: null,
  confirmedAt: null,
  own: false,
};
const identity = (more: Partial<LendingPanel['identity']>): LendingPanel['identity'] => ({
  checks: [notVerified],
  block: identityGateMessages.awaitingConfirmation,
  politicallyExposed: false,
  sanctioned: false,
  canConfirm: false,
  seen: [seen],
  dueDiligence: [],
  ...more,
});
const show = (value: LendingPanel['identity']) =>
  render(
    <IdentitySection reference="1048577" identity={value} busy={false} act={async () => {}} />,
  );

// Issue 30 finding 2 (decision 135): the identity section offers what the policy allows this
// person: an approver confirms another's documents; the officer who recorded them never does.
describe('the identity section of the application page', { timeout: 30_000 }, () => {
  it('shows the gate’s reason and the documents waiting, with no confirm for an officer', () => {
    show(identity({}));
    expect(screen.getByTestId('identity-gate').textContent).toBe(
      identityGateMessages.awaitingConfirmation,
    );
    expect(screen.getByText(/NZ passport ending 654, expires 2031-05-01/)).toBeTruthy();
    expect(screen.getByText(new RegExp(identityWords.waitingConfirmation))).toBeTruthy();
    expect(screen.queryByRole('button', { name: identityWords.confirm })).toBeNull();
    // The form to record documents has visible labels.
    expect(screen.getByLabelText(identityWords.seenNumber)).toBeTruthy();
    expect(screen.getByLabelText(identityWords.seenExpiry).getAttribute('type')).toBe('date');
  });

  it('offers an approver the confirmation of another’s documents, not of their own', () => {
    show(identity({ canConfirm: true }));
    expect(screen.getByRole('button', { name: identityWords.confirm })).toBeTruthy();
    cleanup();
    show(identity({ canConfirm: true, seen: [{ ...seen, own: true }] }));
    expect(screen.queryByRole('button', { name: identityWords.confirm })).toBeNull();
    expect(screen.getByText(new RegExp(identityWords.ownRecord))).toBeTruthy();
  });

  it('says who confirmed the documents and who signed off the due diligence', () => {
    const approver = { by: 'approver@kowhai.example.nz', at: '2026-07-09T00:00:00.000Z' };
    show(
      identity({
        canConfirm: true,
        politicallyExposed: true,
        seen: [{ ...seen, confirmedBy: approver.by, confirmedAt: approver.at }],
        dueDiligence: [
          {
            id: 'edd-1',
            sourceOfFunds: 'Salary',
            sourceOfWealth: 'Savings',
            by: 'officer@kowhai.example.nz',
            at: approver.at,
            signedOffBy: approver.by,
            signedOffAt: approver.at,
            own: false,
          },
        ],
      }),
    );
    expect(screen.getByText(/expires 2031-05-01\. .*Confirmed by approver@kowhai/)).toBeTruthy();
    expect(
      screen.getByText(/source of wealth: Savings\. Signed off by approver@kowhai/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: identityWords.confirm })).toBeNull();
    expect(screen.queryByRole('button', { name: identityWords.signOff })).toBeNull();
    // Signed off: nothing more to record.
    expect(screen.queryByLabelText(identityWords.sourceOfFunds)).toBeNull();
  });

  it('asks for due diligence on a politically exposed person; a sanctions match offers nothing', () => {
    show(identity({ politicallyExposed: true, block: identityGateMessages.needsDueDiligence }));
    expect(screen.getByLabelText(identityWords.sourceOfFunds)).toBeTruthy();
    expect(screen.getByLabelText(identityWords.sourceOfWealth)).toBeTruthy();
    cleanup();
    show(identity({ sanctioned: true, seen: [], block: identityGateMessages.sanctioned }));
    expect(screen.getByTestId('identity-gate').textContent).toBe(identityGateMessages.sanctioned);
    expect(screen.queryByLabelText(identityWords.seenDocument)).toBeNull();
  });
});
