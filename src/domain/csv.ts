/**
 * A CSV cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is written
 * with a leading apostrophe (OWASP "CSV injection"): applicants type names, advertisers choose
 * utm values. A number (`-1.5`) is not a formula and stays as it is. Every CSV the site writes
 * (the queue's export, the insight downloads) puts its text cells through this one guard.
 */
export function inertCsvCell(value: string): string {
  if (/^[-+]?\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
