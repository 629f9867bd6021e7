/**
 * The complaint form's rule table (issue 32 "What to build" 2): the browser runs it live and on
 * submit; POST /api/complaints runs it again before it stores a complaint.
 */
import { COMPLAINT_CATEGORIES } from './categories.ts';
import type { FieldRule, FormValues, RuleContext } from '../validation/types.ts';
import { FREE_TEXT, NAME } from '../validation/patterns.ts';
import { choice, emailRule, phoneRule, sameMessage } from '../validation/rule-builders.ts';
import { MESSAGES } from '../loan-application/messages.ts';

export const COMPLAINT_NAME_MAX_LENGTH = 200;
export const COMPLAINT_PHONE_MAX_LENGTH = 20;
export const COMPLAINT_TEXT_MAX_LENGTH = 4000;

export const COMPLAINT_MESSAGES = {
  product: 'Please choose what your complaint is about',
  whatWentWrong: 'Please tell us what went wrong',
  putRight: 'Please tell us what would put it right',
  name: 'Please enter your name',
  email: 'Please enter your email address',
  tooLong: `Please keep this to ${COMPLAINT_TEXT_MAX_LENGTH} characters`,
} as const;

const freeText = (name: string, required: string): FieldRule => ({
  name,
  required: true,
  pattern: FREE_TEXT,
  maxLength: COMPLAINT_TEXT_MAX_LENGTH,
  personal: true,
  messages: { required, pattern: MESSAGES.freeText, max: COMPLAINT_MESSAGES.tooLong },
});

export const COMPLAINT_RULES: readonly FieldRule[] = [
  choice('Product', COMPLAINT_CATEGORIES, {
    messages: sameMessage(COMPLAINT_MESSAGES.product, 'required', 'custom'),
  }),
  freeText('WhatWentWrong', COMPLAINT_MESSAGES.whatWentWrong),
  freeText('PutRight', COMPLAINT_MESSAGES.putRight),
  {
    name: 'Name',
    required: true,
    pattern: NAME,
    maxLength: COMPLAINT_NAME_MAX_LENGTH,
    type: 'text',
    autocomplete: 'name',
    personal: true,
    messages: { required: COMPLAINT_MESSAGES.name, pattern: MESSAGES.name },
  },
  emailRule('Email', {
    autocomplete: 'email',
    inputMode: 'email',
    spellCheck: false,
    messages: { required: COMPLAINT_MESSAGES.email, pattern: MESSAGES.email },
  }),
  phoneRule('Phone', {
    required: false,
    maxLength: COMPLAINT_PHONE_MAX_LENGTH,
    autocomplete: 'tel',
    inputMode: 'tel',
    messages: { pattern: MESSAGES.phone },
  }),
];

export const COMPLAINT_PERSONAL_FIELD_NAMES: readonly string[] = COMPLAINT_RULES.filter(
  (rule) => rule.personal,
).map((rule) => rule.name);

export const complaintContext = (values: FormValues, today = new Date()): RuleContext => ({
  values,
  today,
  config: undefined,
});

/** The first word of a name: all an email to the complainant carries besides the reference. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
