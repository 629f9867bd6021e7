import { CAPTCHA_FALLBACK_FIELD } from '#domain/captcha/protocol.ts';
import type { SaveBody } from '#domain/contracts/loan-app.ts';
import type { Step } from '#domain/loan-application/config.ts';
import {
  normaliseApplicationValues,
  stepFieldNames,
} from '#domain/loan-application/fields/index.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { isFallbackFlag, type CaptchaSignals } from '../../plugins/captcha-guard.ts';
import { parseJsonObject } from '../json-input.ts';
import { saveKeyOf, type SaveKey } from '../save-idempotency.ts';

// A full application is a few KB of JSON; this leaves room and keeps junk out of the database.
export const MAX_FORM_DATA_CHARS = 200_000;
export const MAX_FORM_STATE_CHARS = 20_000;

/** A save's body read once: the step, its JSON parsed and checked, the step's own answers. */
export interface IncomingSave {
  body: SaveBody;
  step: Step;
  /** FormData as sent (only the step's own fields are taken from it: `stepValues`). */
  submitted: Readonly<Record<string, unknown>>;
  /** The submitted step's fields, read as the rule table reads them ("$12,000" as 12000; issue 11). */
  stepValues: FormValues;
  /** FormState as sent: the server overrides what it owns. */
  submittedState: Readonly<Record<string, unknown>>;
  /** The IdempotencyKey's hash and the request's fingerprint (decision 060), or null without one. */
  key: SaveKey | null;
}

// FormData is parsed once per save: the captcha's pre-handler reads LastName and the fallback flag
// from it, and the save and the funnel's saved-step event read the same parse (the body object is
// the same in all three).
const parsedFormData = new WeakMap<SaveBody, Readonly<Record<string, unknown>>>();

export function formDataOf(body: SaveBody): Readonly<Record<string, unknown>> {
  let parsed = parsedFormData.get(body);
  if (!parsed) {
    parsed = parseJsonObject(body.FormData, 'FormData', MAX_FORM_DATA_CHARS);
    parsedFormData.set(body, parsed);
  }
  return parsed;
}

/** The save call's captcha signals (its route pre-handler): the last name and the fallback flag. */
export function saveCaptchaSignals(body: SaveBody): CaptchaSignals {
  const submitted = formDataOf(body);
  return {
    lastName:
      body.LastName ?? (typeof submitted.LastName === 'string' ? submitted.LastName : undefined),
    fallback:
      isFallbackFlag(body[CAPTCHA_FALLBACK_FIELD]) ||
      isFallbackFlag(submitted[CAPTCHA_FALLBACK_FIELD]),
  };
}

/**
 * Reads a save's body (a 4xx for JSON that is not an object, too large or too deep). Only the
 * submitted step's fields are taken: every other answer stays as it was saved (and validated), a
 * partial FormData loses nothing, and unknown names are not stored.
 */
export function readSave(body: SaveBody): IncomingSave {
  const submitted = formDataOf(body);
  const step = body.Step as Step;
  return {
    body,
    step,
    submitted,
    stepValues: normaliseApplicationValues(pickFields(submitted, stepFieldNames(step))),
    submittedState:
      body.FormState === undefined
        ? {}
        : parseJsonObject(body.FormState, 'FormState', MAX_FORM_STATE_CHARS),
    key: saveKeyOf(body),
  };
}

function pickFields(
  source: Readonly<Record<string, unknown>>,
  names: readonly string[],
): FormValues {
  const picked: FormValues = {};
  for (const name of names) if (Object.hasOwn(source, name)) picked[name] = source[name];
  return picked;
}
