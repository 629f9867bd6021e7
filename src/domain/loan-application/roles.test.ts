import { describe, expect, it } from 'vitest';
import { deriveRoles, findReferrer, isAmountLocked, isPurposeLocked } from './roles.ts';
import { ANONYMOUS, TEST_CONFIG } from './fixtures.ts';

const dealer = findReferrer(TEST_CONFIG, 'dealer');
const broker = findReferrer(TEST_CONFIG, 'broker');

describe('roles (loan-application §6)', () => {
  it('finds a configured referrer by its query value and ignores unknown ones (loan-application §6)', () => {
    expect(dealer?.name).toBe('Dealer');
    expect(findReferrer(TEST_CONFIG, 'nobody')).toBeNull();
    expect(findReferrer(TEST_CONFIG, null)).toBeNull();
  });

  const anonymous = { kind: 'anonymous' } as const;
  const customer = { kind: 'customer' } as const;
  const brokerSession = { kind: 'broker', referrerId: 'broker' } as const;

  it('treats only a customer session as logged in (loan-application §6)', () => {
    expect(deriveRoles({ referrer: null, actor: customer, relatedApplicationId: null })).toEqual({
      ...ANONYMOUS,
      isLoggedIn: true,
    });
    expect(
      deriveRoles({ referrer: null, actor: { kind: 'staff' }, relatedApplicationId: null }),
    ).toEqual(ANONYMOUS);
  });

  it('makes a broker only of a broker session whose referrer is the broker referrer (issue 7 finding 2)', () => {
    expect(
      deriveRoles({ referrer: broker, actor: brokerSession, relatedApplicationId: null }),
    ).toEqual({ ...ANONYMOUS, isBroker: true });
    // The broker referrer in the query or form alone does not make a visitor a broker.
    expect(deriveRoles({ referrer: broker, actor: anonymous, relatedApplicationId: null })).toEqual(
      ANONYMOUS,
    );
    expect(deriveRoles({ referrer: broker, actor: customer, relatedApplicationId: null })).toEqual({
      ...ANONYMOUS,
      isLoggedIn: true,
    });
    // Another broker's referrer, or a referrer that is not a broker, is not this broker's.
    expect(
      deriveRoles({
        referrer: broker,
        actor: { kind: 'broker', referrerId: 'other-broker' },
        relatedApplicationId: null,
      }),
    ).toEqual(ANONYMOUS);
    expect(
      deriveRoles({
        referrer: dealer,
        actor: { kind: 'broker', referrerId: 'dealer' },
        relatedApplicationId: null,
      }),
    ).toEqual(ANONYMOUS);
  });

  it('marks an application with a related application id as secondary (loan-application §6)', () => {
    expect(
      deriveRoles({ referrer: null, actor: anonymous, relatedApplicationId: 'R1', debug: true }),
    ).toEqual({ ...ANONYMOUS, isSecondary: true, debug: true });
    expect(deriveRoles({ referrer: null, actor: anonymous, relatedApplicationId: '' })).toEqual(
      ANONYMOUS,
    );
  });

  it('locks amount and purpose for secondary applications (loan-application §4, §6)', () => {
    const config = { roles: { ...ANONYMOUS, isSecondary: true }, referrer: null };
    expect(isAmountLocked(config)).toBe(true);
    expect(isPurposeLocked(config)).toBe(true);
  });

  it('locks amount and purpose as the referrer configuration says (loan-application §6)', () => {
    expect(isAmountLocked({ roles: ANONYMOUS, referrer: dealer })).toBe(true);
    expect(isPurposeLocked({ roles: ANONYMOUS, referrer: dealer })).toBe(true);
    expect(isAmountLocked({ roles: ANONYMOUS, referrer: broker })).toBe(false);
    expect(isPurposeLocked({ roles: ANONYMOUS, referrer: null })).toBe(false);
  });
});
