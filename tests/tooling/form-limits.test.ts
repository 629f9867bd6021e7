import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One fact in one place (issue 29 finding 5): a form's limits are its rule table's
// (src/domain), which the contract the server validates with is built from. A `maxLength` or
// `max` written as a number on a page copies the contract and drifts from it; a widget reads
// its limit with `inputFactsOf(rule)` instead.

const FEATURES = fileURLToPath(new URL('../../src/web/features/', import.meta.url));
const LITERAL_LIMIT = /\b(maxLength|minLength)=\{\d+\}/;

export function literalLimits(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (LITERAL_LIMIT.test(line) ? [`${file}:${index + 1}`] : []));
}

describe('the pages’ forms', () => {
  it('tells a literal limit from one read from a rule', () => {
    const page = ['<textarea maxLength={2000} />', '<Textarea {...inputFactsOf(rule)} />'];
    expect(literalLimits('page.tsx', page.join('\n'))).toEqual(['page.tsx:1']);
  });

  it('write no limit of their own: each comes from the rule table', () => {
    const files = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
    );
    expect(
      files.flatMap((file) => literalLimits(file, readFileSync(FEATURES + file, 'utf8'))),
    ).toEqual([]);
  });
});
