import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateField } from './engine.ts';
import { PHONE } from './patterns.ts';

/**
 * PHONE (loan-application §5: "phone 1 to 15 digits allowing spaces, plus, parentheses, hyphen")
 * against google/libphonenumber's NZ data (Apache-2.0): the example number of every NZ number type,
 * formatted the way libphonenumber's own NZ formats write it, and libphonenumber's NZ parse cases.
 */
const dataFolder = new URL(
  '../../../tests/fixtures/reference-data/validation/phone-libphonenumber-nz/',
  import.meta.url,
);
const read = (file: string) => readFileSync(new URL(file, dataFolder), 'utf8');
const territoryXml = read('PhoneNumberMetadata_NZ_territory.xml');
const shortNumberXml = read('ShortNumberMetadata_NZ_territory.xml');

/** Every `<type><possibleLengths/><exampleNumber>` of a territory file: [type, national number]. */
function exampleNumbers(xml: string): [string, string][] {
  const example = /<(\w+)>\s*<possibleLengths[^>]*\/>\s*<exampleNumber>(\d+)<\/exampleNumber>/g;
  return [...xml.matchAll(example)].map((match) => [match[1] ?? '', match[2] ?? '']);
}

interface NumberFormat {
  pattern: RegExp;
  leadingDigits: RegExp;
  format: string;
}

/** libphonenumber's NZ display formats; the last leadingDigits of each is the most precise. */
const numberFormats: NumberFormat[] = [
  ...territoryXml.matchAll(/<numberFormat pattern="([^"]+)"[^>]*>([\s\S]*?)<\/numberFormat>/g),
].map(([, pattern = '', body = '']) => {
  const leading = [...body.matchAll(/<leadingDigits>([\s\S]*?)<\/leadingDigits>/g)].map((match) =>
    (match[1] ?? '').replace(/\s+/g, ''),
  );
  return {
    pattern: new RegExp(`^${pattern}$`),
    leadingDigits: new RegExp(`^(?:${leading.at(-1) ?? ''})`),
    format: /<format>([^<]+)<\/format>/.exec(body)?.[1] ?? '',
  };
});

/** The national number grouped as libphonenumber displays it ("3 234 5678"), or null if no format fits. */
function grouped(national: string): string | null {
  const format = numberFormats.find(
    (candidate) => candidate.leadingDigits.test(national) && candidate.pattern.test(national),
  );
  return format ? national.replace(format.pattern, format.format) : null;
}

/** The ways people write one NZ number: national and international, run together or grouped. */
function writtenForms(national: string): string[] {
  const groups = grouped(national);
  if (groups === null) throw new Error(`no libphonenumber format fits ${national}`);
  const [area = '', ...rest] = groups.split(' ');
  return [
    `0${national}`,
    `+64${national}`,
    `0064${national}`,
    `0${groups}`, // 03 234 5678, 021 123 4567, 0800 123 456
    `+64 ${groups}`, // +64 3 234 5678
    `0${groups.replaceAll(' ', '-')}`, // 03-234-5678
    `(0${area}) ${rest.join(' ')}`, // (03) 234 5678
    `+64 (0)${area} ${rest.join('-')}`, // +64 (0)3 234-5678
  ];
}

const examples = exampleNumbers(territoryXml);

describe('PHONE on the example number of every NZ number type (libphonenumber metadata)', () => {
  it('reads the example numbers of the NZ territory file', () => {
    expect(examples.map(([type]) => type)).toEqual([
      'fixedLine',
      'mobile',
      'tollFree',
      'premiumRate',
      'personalNumber',
      'uan',
    ]);
  });

  it('formats the examples the way NZ numbers are written', () => {
    expect(writtenForms('32345678')).toContain('03 234 5678');
    expect(writtenForms('211234567')).toContain('021 123 4567');
    expect(writtenForms('800123456')).toContain('0800 123 456');
  });

  describe.each(examples)('%s %s', (_type, national) => {
    it.each(writtenForms(national))('accepts %j', (written) => {
      expect(PHONE.test(written)).toBe(true);
    });
  });

  it.each(exampleNumbers(shortNumberXml))(
    'accepts the short %s number %s: 3 digits is within 1 to 15',
    (_type, number) => {
      expect(PHONE.test(number)).toBe(true);
    },
  );
});

describe('PHONE on every NZ mobile carrier prefix (libphonenumber carrier_en_64.txt)', () => {
  const prefixes = read('carrier_en_64.txt')
    .split('\n')
    .filter((line) => /^64\d/.test(line))
    .map((line) => line.split('|')[0]?.slice(2) ?? '');

  it('reads the carrier prefixes', () => {
    expect(prefixes.length).toBeGreaterThan(20);
  });

  it.each(prefixes)(
    'accepts a full number on prefix 0%s, written nationally and internationally',
    (prefix) => {
      const national = (prefix + '1234567890').slice(0, 9);
      expect(PHONE.test(`0${national}`)).toBe(true);
      expect(
        PHONE.test(`+64 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`),
      ).toBe(true);
    },
  );
});

interface ParseCase {
  input: string;
  expected_e164: string;
  expected_extension: string | null;
}

describe("PHONE on libphonenumber's NZ parse cases", () => {
  const { cases } = JSON.parse(read('PhoneNumberUtilTest_NZ_parse_cases.json')) as {
    cases: ParseCase[];
  };
  // libphonenumber parses far more than a form should take. We accept a number as a person types it;
  // we refuse tel: links and extensions, whose letters and ; # ~ the spec's pattern does not allow:
  // the work phone's message "Please remove invalid characters" asks for the bare number.
  const isTelLink = (input: string) => input.startsWith('tel:') || input.includes(';');
  const plain = cases.filter((c) => !isTelLink(c.input) && c.expected_extension === null);
  const telLinks = cases.filter((c) => isTelLink(c.input));
  const withExtension = cases.filter((c) => !isTelLink(c.input) && c.expected_extension !== null);

  it('sorts every case into plain numbers, tel: links and numbers with extensions', () => {
    expect(plain.length + telLinks.length + withExtension.length).toBe(cases.length);
    expect(plain.map((c) => c.input)).toEqual([
      '033316005',
      '33316005',
      '03-331 6005',
      '03 331 6005',
      '0064 3 331 6005',
      '+0064 3 331 6005',
      '+ 00 64 3 331 6005',
      '64(0)64123456',
    ]);
  });

  it.each(plain.map((c) => c.input))('accepts the plain number %j', (input) => {
    expect(PHONE.test(input)).toBe(true);
  });

  it.each(telLinks.map((c) => c.input))('rejects the tel: link %j', (input) => {
    expect(PHONE.test(input)).toBe(false);
  });

  it.each(withExtension.map((c) => c.input))('rejects the number with an extension %j', (input) => {
    expect(PHONE.test(input)).toBe(false);
  });
});

describe('PHONE on clearly wrong input (loan-application §5 "Please enter a valid phone number")', () => {
  it.each([
    ['letters', 'call me'],
    ['a letter O typed for a zero', 'O21 123 4567'],
    ['16 digits', '0212345678901234'],
    ['16 digits spread out by spaces', '+64 21 1234 5678 9012'],
    ['no digit at all', '+ ( ) -'],
    ['a plus in the middle', '021+1234567'],
    ['dots, which the spec does not list', '021.123.4567'],
    ['nothing', ''],
  ])('rejects %s', (_what, input) => {
    expect(PHONE.test(input)).toBe(false);
  });

  it('counts digits, not characters: 15 digits pass however they are spaced', () => {
    expect(PHONE.test('+64 (0) 21 1234 567 890')).toBe(true);
    expect(PHONE.test('1'.repeat(15))).toBe(true);
  });

  it('treats a value that is only spaces as not entered, so a required phone fails as required', () => {
    const rule = { name: 'ContactNumber', required: true, pattern: PHONE };
    expect(
      validateField(rule, { values: { ContactNumber: '   ' }, today: new Date(), config: {} })
        ?.kind,
    ).toBe('required');
    expect(
      validateField(rule, {
        values: { ContactNumber: ' 021 123 4567 ' },
        today: new Date(),
        config: {},
      }),
    ).toBeNull();
  });
});
