import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './status.ts';
import {
  applicant,
  approver,
  officer,
  senior,
  staffActor,
  workflowFacts as facts,
} from './workflow-fixtures.ts';
import { allowedEvents, judge, may, WORKFLOW_EVENTS } from './workflow-policy.ts';

describe('the workflow policy (issue 29)', () => {
  it('assigning a submitted application starts its review; reassigning keeps the status', () => {
    expect(judge('assign', officer, facts('submitted'))).toEqual({ ok: true, to: 'in-review' });
    expect(judge('assign', officer, facts('information-requested'))).toEqual({
      ok: true,
      to: 'information-requested',
    });
    expect(judge('assign', { kind: 'system', id: 'auto' }, facts('submitted')).ok).toBe(true);
    expect(judge('assign', officer, facts('approved'))).toMatchObject({
      ok: false,
      refusal: { kind: 'state' },
    });
  });

  it('a decline needs a reason, not an affordability record (finding 8)', () => {
    const blocked = { approvalBlock: 'Record the income.' };
    expect(judge('decline', officer, facts('in-progress', blocked), { reason: 'Spam' })).toEqual({
      ok: true,
      to: 'declined',
    });
    expect(judge('decline', officer, facts('in-review'))).toEqual({
      ok: false,
      refusal: { kind: 'needs-reason' },
    });
  });

  it('an approval needs a complete record', () => {
    const verdict = judge(
      'approve',
      officer,
      facts('in-review', { approvalBlock: 'Record the income.' }),
      { amount: 5_000 },
    );
    expect(verdict).toEqual({
      ok: false,
      refusal: { kind: 'needs-record', detail: 'Record the income.' },
    });
    expect(judge('approve', officer, facts('in-review'), { amount: 5_000 })).toEqual({
      ok: true,
      to: 'approved',
    });
  });

  it.each([
    { who: 'an officer', actor: officer, limit: 10_000 },
    { who: 'an approver', actor: approver, limit: 50_000 },
  ])('$who above their limit proposes rather than approves', ({ actor, limit }) => {
    const above = { amount: limit + 10_000 };
    expect(judge('approve', actor, facts('in-review'), above)).toEqual({
      ok: false,
      refusal: { kind: 'above-limit', limit },
    });
    expect(judge('propose', actor, facts('in-review'), above)).toEqual({
      ok: true,
      to: 'in-review',
    });
  });

  it('an officer proposes only above the limit, and an approver other than the maker decides', () => {
    expect(judge('propose', officer, facts('in-review'), { amount: 5_000 }).ok).toBe(false);
    const proposed = facts('in-review', {
      openProposal: { makerId: 'approver-1', outcome: 'approved', amount: 20_000 },
    });
    expect(judge('approve', approver, proposed, { amount: 20_000 })).toEqual({
      ok: false,
      refusal: { kind: 'own-proposal' },
    });
    const byOfficer = facts('in-review', {
      openProposal: { makerId: 'officer-1', outcome: 'approved', amount: 20_000 },
    });
    expect(judge('approve', approver, byOfficer, { amount: 20_000 }).ok).toBe(true);
    expect(judge('approve', { ...officer, id: 'officer-2' }, byOfficer, { amount: 1 }).ok).toBe(
      false,
    );
    // The maker, an officer, deciding their own proposal: only an approver decides one.
    expect(judge('approve', officer, byOfficer, { amount: 20_000 })).toEqual({
      ok: false,
      refusal: { kind: 'not-allowed' },
    });
  });

  it('decided applications are final for decisions and withdrawal', () => {
    for (const status of ['approved', 'declined', 'withdrawn'] as const)
      for (const event of ['decline', 'withdraw', 'request-information'] as const)
        expect(judge(event, approver, facts(status), { reason: 'x' }).ok).toBe(false);
  });

  it('the applicant withdraws an undecided application; staff need a reason', () => {
    for (const status of [
      'in-progress',
      'submitted',
      'in-review',
      'information-requested',
    ] as const)
      expect(judge('withdraw', applicant, facts(status))).toEqual({ ok: true, to: 'withdrawn' });
    expect(judge('withdraw', officer, facts('in-review')).ok).toBe(false);
    expect(judge('withdraw', officer, facts('in-review'), { reason: 'Asked by phone' }).ok).toBe(
      true,
    );
    expect(judge('decline', applicant, facts('in-review'), { reason: 'x' }).ok).toBe(false);
  });

  it('only staff who work applications raise staff events or open the workspace', () => {
    const other = staffActor('x', ['marketing'], 0);
    for (const event of WORKFLOW_EVENTS)
      for (const status of APPLICATION_STATUSES)
        expect(judge(event, other, facts(status), { amount: 1, reason: 'x' }).ok).toBe(false);
    expect(may(other, 'open-workspace')).toBe(false);
    expect(may(other, 'view-insight')).toBe(false);
    expect(may(officer, 'view-insight')).toBe(true);
    expect(may(officer, 'override-affordability')).toBe(false);
    expect(may(approver, 'override-affordability')).toBe(true);
  });

  it('lets the privacy officer and approvers read who viewed an applicant (Privacy Act 2020 IPP 5, 6)', () => {
    const privacy = staffActor('p', ['privacy-officer'], 0);
    expect(may(privacy, 'view-access-report')).toBe(true);
    expect(may(approver, 'view-access-report')).toBe(true);
    expect(may(officer, 'view-access-report')).toBe(false);
    // The role reads the report only: it does not work applications.
    expect(may(privacy, 'open-workspace')).toBe(false);
    expect(may({ kind: 'applicant' }, 'view-access-report')).toBe(false);
  });

  it('offers on screen what judge accepts, and approvals the record blocks with why', () => {
    const offered = allowedEvents(officer, facts('in-review', { approvalBlock: 'Missing.' }), 500);
    expect(offered).toContainEqual({ event: 'decline' });
    expect(offered).toContainEqual({
      event: 'approve',
      blockedBy: { kind: 'needs-record', detail: 'Missing.' },
    });
    expect(offered.map((item) => item.event)).not.toContain('propose');
    expect(allowedEvents(officer, facts('declined'), 500)).toEqual([]);
  });

  describe('identity gates an approval (issue 30 finding 2; AML/CFT Act s 14-16, s 22, s 26)', () => {
    const unverified = { identityBlock: 'The identity is not verified.' };
    it.each(['approve', 'approve-conditionally'] as const)(
      '%s is refused without a verified identity, naming why',
      (event) => {
        expect(judge(event, officer, facts('in-review', unverified), { amount: 5_000 })).toEqual({
          ok: false,
          refusal: { kind: 'needs-identity', detail: 'The identity is not verified.' },
        });
        expect(judge(event, approver, facts('in-review', unverified), { amount: 5_000 }).ok).toBe(
          false,
        );
      },
    );

    it('a proposal to approve is refused too, and an approver cannot decide one', () => {
      expect(judge('propose', officer, facts('in-review', unverified), { amount: 20_000 })).toEqual(
        { ok: false, refusal: { kind: 'needs-identity', detail: 'The identity is not verified.' } },
      );
      const open = {
        ...unverified,
        openProposal: { makerId: 'officer-1', outcome: 'approved' as const, amount: 20_000 },
      };
      expect(
        judge('approve', approver, facts('in-review', open), { amount: 20_000 }),
      ).toMatchObject({ ok: false, refusal: { kind: 'needs-identity' } });
    });

    it('a decline, an information request and a withdrawal are not gated by identity', () => {
      const blocked = facts('in-review', unverified);
      expect(judge('decline', officer, blocked, { reason: 'Could not verify identity' }).ok).toBe(
        true,
      );
      expect(judge('request-information', officer, blocked).ok).toBe(true);
      expect(judge('withdraw', officer, blocked, { reason: 'Asked to' }).ok).toBe(true);
    });

    it('the identity gate is kept apart from the record: each says its own reason', () => {
      const both = facts('in-review', { ...unverified, approvalBlock: 'Record the income.' });
      expect(allowedEvents(officer, both, 500)).toContainEqual({
        event: 'approve',
        blockedBy: { kind: 'needs-record', detail: 'Record the income.' },
      });
      // Once the record allows it, the identity still holds the approval, and is offered with why.
      expect(allowedEvents(officer, facts('in-review', unverified), 500)).toContainEqual({
        event: 'approve',
        blockedBy: { kind: 'needs-identity', detail: 'The identity is not verified.' },
      });
    });
  });
});

describe('the decision is the assessed loan (issue 30 finding 1, CCCFA s 9C)', () => {
  const assessed = { assessedLoan: { version: 3, amount: 5_000, termMonths: 36 } };

  it('refuses an approval for another amount than the record assessed, naming both', () => {
    for (const event of ['approve', 'approve-conditionally'] as const)
      expect(judge(event, officer, facts('in-review', assessed), { amount: 8_000 })).toEqual({
        ok: false,
        refusal: {
          kind: 'not-assessed',
          assessed: { version: 3, amount: 5_000, termMonths: 36 },
          amount: 8_000,
        },
      });
    expect(judge('approve', officer, facts('in-review', assessed), { amount: 5_000 }).ok).toBe(
      true,
    );
  });

  it('refuses a proposal, and its check, for another amount than the record assessed', () => {
    const big = { assessedLoan: { version: 2, amount: 20_000, termMonths: 48 } };
    expect(judge('propose', officer, facts('in-review', big), { amount: 25_000 })).toMatchObject({
      ok: false,
      refusal: { kind: 'not-assessed' },
    });
    const proposed = facts('in-review', {
      ...big,
      openProposal: { makerId: 'officer-1', outcome: 'approved', amount: 25_000 },
    });
    expect(
      judge('approve', approver, proposed, { amount: 25_000, checksProposal: true }),
    ).toMatchObject({ ok: false, refusal: { kind: 'not-assessed' } });
  });

  it('the screen offers the approval with why it is blocked', () => {
    expect(allowedEvents(officer, facts('in-review', assessed), 8_000)).toContainEqual({
      event: 'approve',
      blockedBy: {
        kind: 'not-assessed',
        assessed: { version: 3, amount: 5_000, termMonths: 36 },
        amount: 8_000,
      },
    });
  });
});

describe('four-eyes without gaps (issue 30 finding 7, decision 134)', () => {
  it('an approver decides alone within the approver limit only; a senior approver above it', () => {
    expect(judge('approve', approver, facts('in-review'), { amount: 50_000 }).ok).toBe(true);
    expect(judge('approve', approver, facts('in-review'), { amount: 60_000 }).ok).toBe(false);
    expect(judge('approve', senior, facts('in-review'), { amount: 60_000 }).ok).toBe(true);
  });

  it('a checker checks only within their own limit: above it a senior approver checks', () => {
    const proposed = facts('in-review', {
      openProposal: { makerId: 'officer-1', outcome: 'approved', amount: 60_000 },
    });
    const check = { amount: 60_000, checksProposal: true };
    expect(judge('approve', approver, proposed, check)).toEqual({
      ok: false,
      refusal: { kind: 'checker-limit', limit: 50_000 },
    });
    expect(judge('approve', senior, proposed, check).ok).toBe(true);
    // Naming a check with no proposal open does not lift the decider's own limit.
    expect(judge('approve', approver, facts('in-review'), check)).toMatchObject({
      ok: false,
      refusal: { kind: 'above-limit' },
    });
    // The approver's own proposal above their limit: a senior approver other than the maker.
    const own = facts('in-review', {
      openProposal: { makerId: 'senior-1', outcome: 'approved', amount: 60_000 },
    });
    expect(judge('approve', senior, own, check)).toMatchObject({
      ok: false,
      refusal: { kind: 'own-proposal' },
    });
  });

  it('the screen offers a check as the proposal was made, and shows a checker’s limit', () => {
    const proposed = facts('in-review', {
      openProposal: { makerId: 'officer-1', outcome: 'approved', amount: 60_000 },
    });
    const offered = allowedEvents(approver, proposed, 60_000);
    expect(offered).toContainEqual({
      event: 'approve',
      blockedBy: { kind: 'checker-limit', limit: 50_000 },
    });
    expect(offered).toContainEqual({ event: 'decline' });
    expect(offered.map((item) => item.event)).not.toContain('approve-conditionally');
    expect(allowedEvents(senior, proposed, 60_000)).toContainEqual({ event: 'approve' });
  });

  it('the checker accepts the proposal as made: another amount or outcome is not a check', () => {
    const proposed = facts('in-review', {
      openProposal: { makerId: 'officer-1', outcome: 'approved', amount: 20_000 },
    });
    expect(judge('approve', approver, proposed, { amount: 15_000, checksProposal: true })).toEqual({
      ok: false,
      refusal: { kind: 'proposal-changed', proposal: { outcome: 'approved', amount: 20_000 } },
    });
    expect(
      judge('approve-conditionally', approver, proposed, {
        amount: 20_000,
        checksProposal: true,
      }),
    ).toMatchObject({ ok: false, refusal: { kind: 'proposal-changed' } });
    expect(
      judge('decline', approver, proposed, { reason: 'x', checksProposal: true }),
    ).toMatchObject({ ok: false, refusal: { kind: 'proposal-changed' } });
    expect(judge('approve', approver, proposed, { amount: 20_000, checksProposal: true }).ok).toBe(
      true,
    );
  });

  it('an approver’s conditional approval is not followed by an officer’s decline or approval', () => {
    const conditional = facts('conditionally-approved', {
      standingDecision: { outcome: 'conditionally-approved', rank: 1 },
    });
    expect(judge('decline', officer, conditional, { reason: 'x' })).toEqual({
      ok: false,
      refusal: { kind: 'outranked' },
    });
    expect(judge('approve', officer, conditional, { amount: 5_000 })).toEqual({
      ok: false,
      refusal: { kind: 'outranked' },
    });
    expect(judge('decline', approver, conditional, { reason: 'x' }).ok).toBe(true);
    expect(judge('approve', approver, conditional, { amount: 5_000 }).ok).toBe(true);
    // An officer's own conditional approval the officer follows.
    const byOfficer = facts('conditionally-approved', {
      standingDecision: { outcome: 'conditionally-approved', rank: 0 },
    });
    expect(judge('decline', officer, byOfficer, { reason: 'x' }).ok).toBe(true);
  });

  it('an approval is followed only by its offer (issue 31: the rest are the offer events)', () => {
    const approved = facts('approved', { standingDecision: { outcome: 'approved', rank: 0 } });
    for (const event of WORKFLOW_EVENTS)
      expect(judge(event, senior, approved, { amount: 1, reason: 'x' }).ok).toBe(
        event === 'make-offer',
      );
  });
});
