/**
 * The loan application's calls (loan-application §7, architecture "API surface"): the server
 * validates requests and answers with these schemas, the browser builds requests and reads
 * answers with them.
 */
import { z } from 'zod';
import { ERROR_RESPONSES, recordedSchema } from './api.ts';
import { applicantEmailSchema, CAPTCHA_FALLBACK_BODY } from './form-body.ts';
import { MAX_REFERRER_DATA_TOKEN_CHARS } from './referrer-data.ts';
import { API } from './wire.ts';

/** Token and Guid are 43 and 36 characters; anything much longer is not ours. */
const KEY_MAX_LENGTH = 100;

// Empty and null read as absent: the browser sends "" or null until it has a value. The outer
// optional() makes the key optional in the parsed type too, so a service may be called without it.
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value || undefined)
    .optional();
const optionalKey = optionalText(KEY_MAX_LENGTH);
const step = z.number().int().min(1).max(4);
/** The application's version: every save adds one (decision 002 "version check", decision 060). */
const version = z.number().int().min(0);

/**
 * A save's idempotency key (decision 060): random, made by the browser once per save and sent
 * again with each retry of it (crypto.randomUUID is 36 characters).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const saveContract = {
  ...API.loanAppSave,
  body: z.object({
    // A posted form sends the step as text.
    Step: z
      .union([z.number(), z.string().transform(Number)])
      .pipe(z.number().int().min(1, 'Step must be 1 to 4').max(4, 'Step must be 1 to 4')),
    Token: optionalKey,
    Guid: optionalKey,
    /** JSON of the form values (dates as yyyy/MM/dd). */
    FormData: z.string().min(1, 'FormData is required'),
    /** JSON of the form state (loan-application §3). */
    FormState: optionalText(Number.MAX_SAFE_INTEGER),
    CentrixResult: optionalText(50),
    LastName: optionalText(200),
    /** The portal customer's object id (signed-in customers only). */
    ObjectId: optionalText(200),
    /** The referrer's signed product list (referrer-data.ts); its products are read from nowhere else. */
    ReferrerDataToken: optionalText(MAX_REFERRER_DATA_TOKEN_CHARS),
    /**
     * The version the page was loaded with (the last save's or resume's answer): a save from an
     * older version was overtaken by another window and is refused with 412 (decision 060).
     */
    Version: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/, 'Version must be a number')
          .transform(Number),
      ])
      .pipe(version)
      .nullish()
      .transform((value) => value ?? undefined)
      .optional(),
    /** The same key on a retry gets the first answer; the step is never saved twice (decision 060). */
    IdempotencyKey: z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN, 'IdempotencyKey must be 16 to 100 letters, digits, - or _')
      .nullish()
      .transform((value) => value ?? undefined)
      .optional(),
    ...CAPTCHA_FALLBACK_BODY,
  }),
  response: {
    // The spec's fields (§7) plus the short reference, the stored step and the version.
    200: z.object({
      Token: z.string(),
      Guid: z.string(),
      CentrixResult: z.string().nullable(),
      /** The Application ID to show (§2 step header): a short number, not the token. */
      Reference: z.string(),
      /** The highest step the applicant may now open. */
      Step: step,
      /** The version this save stored: the next save sends it. */
      Version: version,
      /** Present once the application is complete, after step 4. */
      Complete: z.literal(true).optional(),
    }),
    ...ERROR_RESPONSES,
  },
} as const;
/** What the browser sends. */
export type SaveRequest = z.input<typeof saveContract.body>;
/** What the server reads once the schema has checked it. */
export type SaveBody = z.output<typeof saveContract.body>;
export type SaveAnswer = z.output<(typeof saveContract.response)[200]>;

export const preSaveCheckContract = {
  ...API.loanAppPreSaveCheck,
  // The step 1 form posts whole (§7 "form data of the step form"): only these fields are read.
  body: z
    .object({
      Email: applicantEmailSchema,
      LastName: optionalText(200),
      Token: optionalKey,
      ...CAPTCHA_FALLBACK_BODY,
    })
    .loose(),
  response: {
    200: z.object({ success: z.boolean(), message: z.string() }),
    ...ERROR_RESPONSES,
  },
} as const;
export type PreSaveCheckAnswer = z.output<(typeof preSaveCheckContract.response)[200]>;

/**
 * Resume: the application the visitor's session holds (decision 059). The body carries nothing (none at all is fine):
 * no key the browser could send (Token, Guid, the address's `ref` or `appref`) opens another.
 */
export const resumeContract = {
  ...API.loanAppResume,
  body: z.object({}).nullish(),
  response: {
    200: z.object({
      Token: z.string(),
      Guid: z.string(),
      Reference: z.string(),
      /** The highest step the applicant may open. */
      Step: step,
      /** The stored version: the next save sends it. */
      Version: version,
      /** JSON strings, in the same shape the save call sends them. */
      FormData: z.string(),
      FormState: z.string(),
      CentrixResult: z.string().nullable(),
      Complete: z.boolean(),
    }),
    /** The session holds no unfinished application: start a new one. */
    204: z.undefined(),
    ...ERROR_RESPONSES,
  },
} as const;
export type ResumeAnswer = z.output<(typeof resumeContract.response)[200]>;

export const logContract = {
  ...API.loanAppLog,
  // Posted as a browser form (§7 "the logging form"): LoggingMessage is JSON text.
  body: z.object({
    LoggingToken: optionalText(200),
    LoggingMessage: z.string().min(1, 'LoggingMessage is required'),
  }),
  response: { 202: recordedSchema, ...ERROR_RESPONSES },
} as const;
