import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from './status.ts';
import { applicant, approver, officer, system, workflowFacts } from './workflow-fixtures.ts';
import { allowedEvents, judge, type OfferFacts } from './workflow-policy.ts';

// Issue 31 part 6 (decision 143): the statuses from the approval to a loan the customer holds,
// their events, who raises each, and the refusals of the offer's clocks and the payout's four eyes
// (decision 144; CCCFA s 27 for the cancellation period).
const offer = (more: Partial<OfferFacts> = {}): OfferFacts => ({
  expired: false,
  coolingOffOpen: false,
  earlyRelease: false,
  accountCheckedBy: 'officer-1',
  ...more,
});
const facts = (status: ApplicationStatus, more: Partial<OfferFacts> | null = {}) =>
  workflowFacts(status, { offer: more === null ? null : offer(more) });

describe('the offer in the workflow policy (issue 31)', () => {
  it('staff offer an approval; only the applicant signs it; it lapses back to the approval', () => {
    expect(judge('make-offer', officer, facts('approved'))).toEqual({ ok: true, to: 'offered' });
    expect(judge('make-offer', applicant, facts('approved')).ok).toBe(false);
    expect(judge('make-offer', officer, facts('conditionally-approved'))).toMatchObject({
      ok: false,
      refusal: { kind: 'state' },
    });
    expect(judge('accept-offer', applicant, facts('offered'))).toEqual({
      ok: true,
      to: 'accepted',
    });
    expect(judge('accept-offer', officer, facts('offered'))).toMatchObject({
      refusal: { kind: 'not-allowed' },
    });
    expect(judge('accept-offer', applicant, facts('offered', { expired: true }))).toMatchObject({
      refusal: { kind: 'offer-expired' },
    });
    expect(judge('expire-offer', system, facts('offered'))).toEqual({ ok: true, to: 'approved' });
    expect(judge('expire-offer', applicant, facts('offered')).ok).toBe(false);
  });

  it('cancels only within the cancellation period (CCCFA s 27), before or after the payout', () => {
    for (const status of ['accepted', 'paid-out', 'active'] as const)
      expect(judge('cancel', applicant, facts(status, { coolingOffOpen: true }))).toEqual({
        ok: true,
        to: 'cancelled',
      });
    expect(judge('cancel', applicant, facts('active', { coolingOffOpen: false }))).toMatchObject({
      refusal: { kind: 'cooling-off-ended' },
    });
    expect(judge('cancel', applicant, facts('closed', { coolingOffOpen: true }))).toMatchObject({
      refusal: { kind: 'state' },
    });
    // Staff record a cancellation the borrower gave them, with its reason.
    expect(judge('cancel', officer, facts('accepted', { coolingOffOpen: true }))).toMatchObject({
      refusal: { kind: 'needs-reason' },
    });
    expect(
      judge('cancel', officer, facts('accepted', { coolingOffOpen: true }), { reason: 'phoned' })
        .ok,
    ).toBe(true);
  });

  it('an approver releases the payout, never the one who checked the account (four eyes)', () => {
    expect(judge('release-payout', approver, facts('accepted'))).toEqual({
      ok: true,
      to: 'paid-out',
    });
    expect(judge('release-payout', officer, facts('accepted'))).toMatchObject({
      refusal: { kind: 'not-allowed' },
    });
    expect(
      judge('release-payout', approver, facts('accepted', { accountCheckedBy: 'approver-1' })),
    ).toMatchObject({ refusal: { kind: 'own-account-check' } });
    expect(
      judge('release-payout', approver, facts('accepted', { accountCheckedBy: null })),
    ).toMatchObject({ refusal: { kind: 'needs-account-check' } });
    expect(judge('release-payout', approver, facts('cancelled'))).toMatchObject({
      refusal: { kind: 'state' },
    });
  });

  it('holds the payout in the cancellation period unless the borrower asked for it in writing', () => {
    expect(
      judge('release-payout', approver, facts('accepted', { coolingOffOpen: true })),
    ).toMatchObject({ refusal: { kind: 'cooling-off-open' } });
    expect(
      judge(
        'release-payout',
        approver,
        facts('accepted', { coolingOffOpen: true, earlyRelease: true }),
      ),
    ).toEqual({ ok: true, to: 'paid-out' });
  });

  it('the system activates a paid-out loan and closes a repaid one', () => {
    expect(judge('activate', system, facts('paid-out'))).toEqual({ ok: true, to: 'active' });
    expect(judge('activate', approver, facts('paid-out')).ok).toBe(false);
    expect(judge('close', system, facts('active'))).toEqual({ ok: true, to: 'closed' });
    expect(judge('close', system, facts('accepted'))).toMatchObject({ refusal: { kind: 'state' } });
    expect(judge('close', approver, facts('active')).ok).toBe(false);
  });

  it('shows the release control with why it cannot be used yet', () => {
    const shown = allowedEvents(approver, facts('accepted', { coolingOffOpen: true }), null);
    expect(shown).toContainEqual({
      event: 'release-payout',
      blockedBy: { kind: 'cooling-off-open' },
    });
    expect(allowedEvents(officer, facts('approved', null), null).map((e) => e.event)).toContain(
      'make-offer',
    );
  });
});
