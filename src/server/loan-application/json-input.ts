import { findTextProblem } from '#domain/contracts/text.ts';
import { HttpError } from '../http-error.ts';

/**
 * Form data is flat (values, a few lists of rows, the address object): a handful of levels. Deeper
 * JSON is not a form, and very deep JSON exhausts the stack of whatever walks it next (the
 * database's JSON parser among them), so it is refused before parsing.
 */
export const MAX_JSON_DEPTH = 8;

/** The deepest nesting of objects and arrays in JSON text, counted without parsing it. */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      deepest = Math.max(deepest, ++depth);
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return deepest;
}

/** FormData and FormState are JSON strings holding an object (§7): anything else is a 4xx, never a 500. */
export function parseJsonObject(
  text: string,
  name: string,
  maxChars: number,
): Record<string, unknown> {
  if (text.length > maxChars) throw new HttpError(413, `${name} is too large.`);
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
    throw new HttpError(400, `${name} is nested too deeply.`, {
      [name]: 'The value is nested too deeply.',
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, `${name} is not valid JSON.`, {
      [name]: 'The value is not valid JSON.',
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, `${name} must be a JSON object.`, {
      [name]: 'The value must be a JSON object.',
    });
  }
  // The text inside the JSON reaches the database as it is (issue 12 finding 3).
  const problem = findTextProblem(parsed, name);
  if (problem) throw new HttpError(400, problem.message, { [name]: problem.message });
  return parsed as Record<string, unknown>;
}
