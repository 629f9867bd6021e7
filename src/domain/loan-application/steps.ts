/**
 * Step rules (loan-application §2 routes, §4 "States and transitions").
 * The stored step is the highest step the applicant may open: 1 for a new application, the step
 * after the last one saved, never above 4.
 */
import { STEP_COUNT, type Step } from './config.ts';

// spec: loan-application §2 (one configured path per step; these are the defaults)
export const STEP_PATHS: Readonly<Record<Step, string>> = {
  1: '/loan-application/step-1/',
  2: '/loan-application/step-2/',
  3: '/loan-application/step-3/',
  4: '/loan-application/step-4/',
};
// spec: loan-application §2 (confirmation page, appref = the application token)
export const SUCCESS_PATH = '/loan-application/success/';
/** Where an emailed resume link opens; its token is in the fragment (decision 059). */
export const RESUME_LINK_PAGE_PATH = '/loan-application/resume/';

export function isStep(value: unknown): value is Step {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= STEP_COUNT;
}

/** Any number as a step: below 1 (or not a number) is 1, above 4 is 4 (§4 "capped at 4"). */
export function capStep(step: number): Step {
  if (!Number.isFinite(step) || step < 1) return 1;
  return Math.min(Math.floor(step), STEP_COUNT) as Step;
}

/** The stored step after `savedStep` saved successfully: the next step, never lower than before, capped at 4. */
export function stepAfterSave(savedStep: Step, storedStep: Step): Step {
  return capStep(Math.max(storedStep, savedStep + 1));
}

/** Going back to an earlier step is allowed unless the application is complete; debug allows it always (§4). */
export function canGoBack(complete: boolean, debug: boolean): boolean {
  return debug || !complete;
}

/**
 * Whether a step may be opened or saved given the stored step: any step up to the stored one, none
 * beyond it (the server rejects a save that skips ahead, issue 4).
 */
export function canMoveTo(targetStep: number, storedStep: Step): boolean {
  return isStep(targetStep) && targetStep <= storedStep;
}

/** The step of a path (trailing slash optional), or null when the path is not a step page. */
export function stepFromPath(pathname: string): Step | null {
  const normalised = pathname.endsWith('/') ? pathname : `${pathname}/`;
  for (const [step, path] of Object.entries(STEP_PATHS)) {
    if (path === normalised) return Number(step) as Step;
  }
  return null;
}

/** The confirmation page address for an application token (§2). */
export function successUrl(token: string): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ appref: token }).toString()}`;
}
