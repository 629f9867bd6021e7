/**
 * Text the database cannot store (issue 12 findings 2 and 3): PostgreSQL refuses U+0000 in text
 * and JSON, and a lone UTF-16 surrogate is not valid Unicode (its JSON escape is refused too).
 * Such input is refused at the edge with a 400, before it reaches a query, for every call at once
 * (src/server/plugins/input-guard.ts) and again inside the JSON-in-a-string fields (FormData,
 * FormState, LoggingMessage) once the server parses them.
 */

/** NUL, a high surrogate not followed by a low one, or a low surrogate not after a high one. */
const UNSTORABLE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any form or query we accept: a request nested deeper is refused as well. */
export const MAX_REQUEST_DEPTH = 32;

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that are not allowed (a NUL character or a broken Unicode character).';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

export function isStorableText(text: string): boolean {
  return !UNSTORABLE_TEXT.test(text);
}

/** What is wrong with a request's values, and in which field (its top-level key). */
export interface TextProblem {
  field: string;
  message: string;
}

/**
 * The first field whose value, at any depth and keys included, holds text the database cannot
 * store or is nested deeper than MAX_REQUEST_DEPTH; undefined when the whole value is fine.
 */
export function findTextProblem(value: unknown, field = 'request'): TextProblem | undefined {
  return walk(value, field, 0);
}

function walk(value: unknown, field: string, depth: number): TextProblem | undefined {
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : { field, message: UNSTORABLE_TEXT_MESSAGE };
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_REQUEST_DEPTH) return { field, message: TOO_DEEP_MESSAGE };
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = walk(item, field, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = depth === 0 ? key : field;
    if (!isStorableText(key)) return { field: name, message: UNSTORABLE_TEXT_MESSAGE };
    const found = walk(item, name, depth + 1);
    if (found) return found;
  }
  return undefined;
}
