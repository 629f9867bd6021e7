/**
 * Redaction of client log messages before they are stored (issue 4: "ID numbers redacted"). Support
 * needs the shape of what went wrong (step, validation summary, which fields held what kind of value),
 * not the applicant's identity. Pure: no I/O, no framework.
 */
import { PERSONAL_FIELD_NAMES } from '#domain/loan-application/fields/index.ts';
import { NON_FIELD_SECRET_KEYS } from '../logger.ts';

export const REDACTED = '[Redacted]';
const TRUNCATED = '[Truncated]';
/** Nesting beyond this is dropped: a log message is a few levels deep, and recursion must stay bounded. */
const MAX_DEPTH = 12;

/**
 * Keys whose value identifies a person or opens an application, matched case-insensitively: the
 * fields the rule table flags personal (with the flattened address parts) and the logger's named
 * non-field secrets.
 */
const PERSONAL_KEYS = new Set(
  [...PERSONAL_FIELD_NAMES, ...NON_FIELD_SECRET_KEYS].map((name) => name.toLowerCase()),
);

/**
 * Values that look like identity numbers or contact details, wherever they appear in free text:
 * NZ driver licence (2 letters + 6 digits) and passport (1 or 2 letters + 6 or 7 digits) shapes
 * (shared/data/validation/nz-id-format-vectors.json), email addresses, and runs of 7+ digits
 * (phone, bank account and card numbers).
 */
const SENSITIVE_TEXT = [
  /\b[A-Za-z]{1,2}\d{6,7}\b/g,
  /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g,
  /\+?\d(?:[\s().-]*\d){6,}/g,
];

/** Keys under which the client sends field → message maps (validation summary, errors). */
const VALIDATION_SUMMARY_KEY = /validation|errors|summary/i;

function isPersonalField(key: string): boolean {
  return PERSONAL_KEYS.has(key.toLowerCase());
}

function redactText(text: string): string {
  return SENSITIVE_TEXT.reduce((out, pattern) => out.replace(pattern, REDACTED), text);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Returns a copy of `value` with personal fields replaced by [Redacted] and identity-like text
 * scrubbed from every other string. Strings holding JSON (the client sends FormData as a JSON
 * string inside the message) are parsed and redacted as structures.
 */
export function redactClientLog(value: unknown): unknown {
  return redactValue(value, 0, false);
}

/**
 * `messagesByField`: the object maps field names to validation messages (a validation summary), so
 * its keys name fields without holding their values: the messages are kept, still text-scrubbed.
 */
function redactValue(value: unknown, depth: number, messagesByField: boolean): unknown {
  if (depth > MAX_DEPTH) return TRUNCATED;
  if (typeof value === 'string') {
    const nested = parseJsonStructure(value);
    return nested === undefined
      ? redactText(value)
      : redactValue(nested, depth + 1, messagesByField);
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, false));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        !messagesByField && isPersonalField(key) && !isEmpty(item)
          ? REDACTED
          : redactValue(item, depth + 1, VALIDATION_SUMMARY_KEY.test(key));
    }
    return out;
  }
  return value;
}

function parseJsonStructure(text: string): object | undefined {
  const trimmed = text.trim();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('['))) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
