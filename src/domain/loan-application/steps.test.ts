import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canMoveTo,
  capStep,
  stepAfterSave,
  stepFromPath,
  STEP_PATHS,
  successUrl,
} from './steps.ts';

describe('steps (loan-application §2, §4)', () => {
  it('caps the stored step at 4 and never goes below 1 (loan-application §4)', () => {
    expect(capStep(5)).toBe(4);
    expect(capStep(4)).toBe(4);
    expect(capStep(2)).toBe(2);
    expect(capStep(0)).toBe(1);
    expect(capStep(Number.NaN)).toBe(1);
    expect(capStep(2.7)).toBe(2);
  });

  it('moves the stored step on after a save, never back, capped at 4 (loan-application §4)', () => {
    expect(stepAfterSave(1, 1)).toBe(2);
    expect(stepAfterSave(1, 3)).toBe(3);
    expect(stepAfterSave(4, 4)).toBe(4);
  });

  it('allows going back unless the application is complete, and always in debug mode (loan-application §4)', () => {
    expect(canGoBack(false, false)).toBe(true);
    expect(canGoBack(true, false)).toBe(false);
    expect(canGoBack(true, true)).toBe(true);
  });

  it('allows any step up to the stored step and none beyond it (loan-application §4, issue 4)', () => {
    expect(canMoveTo(1, 1)).toBe(true);
    expect(canMoveTo(2, 1)).toBe(false);
    expect(canMoveTo(3, 3)).toBe(true);
    expect(canMoveTo(2, 3)).toBe(true);
    expect(canMoveTo(5, 4)).toBe(false);
    expect(canMoveTo(0, 4)).toBe(false);
    expect(canMoveTo(1.5, 4)).toBe(false);
  });

  it('derives the step from its path, with or without the trailing slash (loan-application §2)', () => {
    expect(stepFromPath('/loan-application/step-3/')).toBe(3);
    expect(stepFromPath('/loan-application/step-3')).toBe(3);
    expect(stepFromPath('/loan-application/success/')).toBeNull();
    expect(STEP_PATHS[4]).toBe('/loan-application/step-4/');
  });

  it('sends the applicant to the success page with appref set to the token (loan-application §2)', () => {
    expect(successUrl('abc def')).toBe('/loan-application/success/?appref=abc+def');
  });
});
