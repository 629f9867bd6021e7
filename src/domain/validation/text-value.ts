/**
 * A form value as the trimmed text the rules compare: strings trimmed, finite numbers written out,
 * anything else (missing, lists, objects) empty. One definition for every rule and condition.
 */
export function textValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
