/**
 * A form value as text, one definition for the browser and the server. Values arrive as the
 * browser holds them: strings as typed, numbers from saved data, and anything else (missing,
 * lists, objects, booleans) which has no text.
 */

/**
 * The value as an input shows it: a string as typed (untrimmed, so the caret stays where the
 * person left it), a finite number written out, anything else empty.
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The value as the trimmed text the rules and services compare: `asText`, trimmed. One definition
 * for every rule, condition and service.
 */
export function textValue(value: unknown): string {
  return asText(value).trim();
}
