import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMAIL } from './patterns.ts';

/**
 * validator.js's own isEmail cases (validatorjs/validator.js test/validators.test.js v13.15.35, MIT),
 * in option blocks. We hold EMAIL to the blocks that use isEmail's DEFAULT options (the first block
 * and the last, lone-surrogate one), because those defaults are what a web form wants:
 * - require_tld true: "foo@localhost" is not somewhere a lender can write to;
 * - allow_display_name false: the field takes an address, not "Aroha Ngata <aroha@example.nz>";
 * - allow_utf8_local_part true: internationalised addresses (RFC 6531) are real and deliverable, and
 *   refusing "hēmi@example.nz" would refuse a person's actual address (the allow_utf8_local_part
 *   false block would);
 * - allow_ip_domain false, allow_underscores false: no user types an IP literal or an underscored
 *   host as their email;
 * - no host lists and no gmail-specific rules (domain_specific_validation): those encode one
 *   provider's current policy, and a form should not reject an address the provider might accept.
 * The other blocks exercise non-default options; they are not run here.
 *
 * Where a default case looks wrong to a person, this says so next to it and follows the data anyway
 * when the address is deliverable (quoted local parts), since refusing a valid address costs a lead.
 */
interface EmailBlock {
  validator: string;
  args?: unknown[];
  valid?: string[];
  invalid?: string[];
}

const blocks = JSON.parse(
  readFileSync(
    new URL(
      '../../../tests/fixtures/reference-data/validation/email-cases-validatorjs.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as EmailBlock[];
const defaultBlocks = blocks.filter(
  (block) => block.validator === 'isEmail' && block.args === undefined,
);
const valid = defaultBlocks.flatMap((block) => block.valid ?? []);
const invalid = defaultBlocks.flatMap((block) => block.invalid ?? []);

describe('EMAIL against validator.js isEmail default cases (loan-application §5 "Email")', () => {
  it('reads the two default-option blocks from the data (18 valid, 43 invalid)', () => {
    expect(defaultBlocks).toHaveLength(2);
    expect(valid).toHaveLength(18);
    expect(invalid).toHaveLength(43);
  });

  it.each(valid)('accepts %j', (email) => {
    expect(EMAIL.test(email)).toBe(true);
  });

  it.each(invalid)('rejects %j', (email) => {
    expect(EMAIL.test(email)).toBe(false);
  });

  it('accepts quoted local parts as the data does, though a person would find some of them odd', () => {
    // A person would take '"  foo  m端ller "' for a typo, but RFC 5321 allows quoted local parts
    // and mail servers deliver them: refusing a deliverable address is worse than storing an odd one.
    expect(valid).toContain('"  foo  m端ller "@example.com');
    expect(EMAIL.test('"john smith"@example.nz')).toBe(true);
    expect(EMAIL.test('""@example.nz')).toBe(false);
  });
});

describe('EMAIL on addresses New Zealanders type', () => {
  it.each([
    'aroha.ngata@example.co.nz',
    'hemi+loans@xtra.co.nz',
    "o'brien@example.nz",
    'hēmi@kōwhai.example.nz',
    'ANNA@EXAMPLE.NZ',
    'first.last@sub.domain.example.org.nz',
    'x@xn--mori-qsa.nz',
    'x@example.xn--p1ai',
  ])('accepts %j', (email) => {
    expect(EMAIL.test(email)).toBe(true);
  });

  it.each([
    ['no domain', 'aroha@'],
    ['no top-level domain', 'aroha@localhost'],
    ['a comma for a dot', 'aroha@example,co.nz'],
    ['two @ signs', 'aroha@@example.nz'],
    ['a space inside', 'aroha ngata@example.nz'],
    ['a display name', 'Aroha <aroha@example.nz>'],
    ['a trailing dot', 'aroha@example.nz.'],
    ['a label starting with a hyphen', 'aroha@-example.nz'],
    ['a zero-width space', 'aroha\u200b@example.nz'],
    ['a Māori letter as the whole top-level domain of one letter', 'aroha@example.ā'],
  ])('rejects an address with %s', (_problem, email) => {
    expect(EMAIL.test(email)).toBe(false);
  });

  it('answers at once on long hostile input (no catastrophic backtracking)', () => {
    const started = performance.now();
    for (const hostile of [
      'a'.repeat(250) + '!',
      'a.'.repeat(120) + '@',
      `${'a'.repeat(60)}@${'b'.repeat(180)}.`,
      `"${'\\a'.repeat(100)}`,
    ]) {
      expect(EMAIL.test(hostile)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
});
