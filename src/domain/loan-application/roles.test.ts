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

  it('treats an applicant with an object id as logged in (loan-application §6)', () => {
    expect(deriveRoles({ referrer: null, objectId: 'obj-1', relatedApplicationId: null })).toEqual({
      ...ANONYMOUS,
      isLoggedIn: true,
    });
  });

  it('never treats a broker as logged in (loan-application §6)', () => {
    expect(
      deriveRoles({ referrer: broker, objectId: 'obj-1', relatedApplicationId: null }),
    ).toEqual({ ...ANONYMOUS, isBroker: true });
  });

  it('marks an application with a related application id as secondary (loan-application §6)', () => {
    expect(
      deriveRoles({ referrer: null, objectId: null, relatedApplicationId: 'R1', debug: true }),
    ).toEqual({ ...ANONYMOUS, isSecondary: true, debug: true });
    expect(deriveRoles({ referrer: null, objectId: ' ', relatedApplicationId: '' })).toEqual(
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
