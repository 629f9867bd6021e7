import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env.ts';
import { createIdentityCheckAdapter } from './index.ts';
import {
  CLOUDCHECK_VERIFY_PATH,
  cloudcheckSignature,
  createCloudcheckIdentityCheck,
} from './cloudcheck.ts';
import { IdentityCheckUnavailableError, type IdentitySubject } from './types.ts';

/*
 * The Cloudcheck adapter against recorded answers (tests/fixtures/cloudcheck): the request as
 * Cloudcheck's Integrated API documents it (form parameters, HMAC-SHA256 signature), and the
 * result's standard as the Amended Identity Verification Code of Practice sets it: two
 * independent matching sources and a link to the person, or one source of high confidence.
 */
const FIXTURES = path.resolve('tests/fixtures/cloudcheck');
const recorded = async (name: string) =>
  JSON.parse(await readFile(path.join(FIXTURES, `${name}.json`), 'utf8')) as unknown;

const licence: IdentitySubject = {
  firstName: 'Aroha',
  middleName: '',
  lastName: 'Ngata',
  dateOfBirth: '1990-04-12',
  document: { kind: 'driver-licence', number: 'DL123456', version: '123' },
};
const passport: IdentitySubject = {
  ...licence,
  document: { kind: 'passport', number: 'LA123456' },
};

interface Sent {
  url: string;
  form: URLSearchParams;
}

function cloudcheckAnswering(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const adapter = createCloudcheckIdentityCheck({
    baseUrl: 'https://api.cloudcheck.co.nz',
    key: 'test-key',
    secret: 'test-secret',
    clock: () => new Date('2026-07-09T00:00:00Z'),
    nonce: () => 'nonce-1',
    fetch: async (url, init) => {
      sent.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
      return new Response(JSON.stringify(answer), { status });
    },
  });
  return { adapter, sent };
}

describe('the Cloudcheck identity adapter', () => {
  it('posts the documented, signed form to /verify/', async () => {
    const { adapter, sent } = cloudcheckAnswering(await recorded('licence-two-sources'));
    await adapter.check(licence);
    const [request] = sent;
    expect(request!.url).toBe('https://api.cloudcheck.co.nz/verify/');
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({ key: 'test-key', nonce: 'nonce-1', timestamp: '1783555200000' });
    expect(JSON.parse(form.data!)).toEqual({
      details: {
        name: { given: 'Aroha', middle: '', family: 'Ngata' },
        dateofbirth: '1990-04-12',
        driverslicence: { number: 'DL123456', version: '123' },
      },
      reference: 'nonce-1',
      consent: 'Yes',
    });
    // The path, then each other parameter as name=value; in alphabetical order, HMAC-SHA256 hex.
    const signed = `/verify/data=${form.data};key=test-key;nonce=nonce-1;timestamp=1783555200000;`;
    expect(form.signature).toBe(createHmac('sha256', 'test-secret').update(signed).digest('hex'));
    const { signature, ...unsigned } = form;
    expect(cloudcheckSignature(CLOUDCHECK_VERIFY_PATH, unsigned, 'test-secret')).toBe(signature);
  });

  it('a licence and a second independent source meet the code by two sources and a link', async () => {
    const { adapter } = cloudcheckAnswering(await recorded('licence-two-sources'));
    const result = await adapter.check(licence);
    expect(result).toMatchObject({
      outcome: 'verified',
      standard: { met: true, route: 'two-independent-sources' },
      documentSource: { name: 'NZTA Driver Licence', matched: true, reference: 'NZTA-55120' },
      nameSource: { name: 'NZ Electoral Roll', matched: true },
      providerReference: 'CC-7F3A91',
      politicallyExposed: false,
      sanctioned: false,
    });
    expect(result.standard.explanation).toContain('NZTA Driver Licence links the person');
  });

  it('a licence alone does not meet the code, whatever the provider calls it', async () => {
    const { adapter } = cloudcheckAnswering(await recorded('licence-one-source'));
    const result = await adapter.check(licence);
    expect(result.outcome).toBe('not-verified');
    expect(result.standard).toMatchObject({ met: false, route: null });
    expect(result.standard.explanation).toContain('Only one independent source matched');
  });

  it('two matching sources without a verified document do not link the person', async () => {
    const { adapter } = cloudcheckAnswering(await recorded('two-sources-no-document'));
    const result = await adapter.check(licence);
    expect(result.outcome).toBe('not-verified');
    expect(result.standard.explanation).toContain('none links the person');
  });

  it('a DIA passport is one source of high confidence; the PEP flag is carried', async () => {
    const { adapter, sent } = cloudcheckAnswering(await recorded('passport-pep'));
    const result = await adapter.check(passport);
    expect(JSON.parse(sent[0]!.form.get('data')!).details.passport).toEqual({ number: 'LA123456' });
    expect(result).toMatchObject({
      outcome: 'verified',
      standard: { met: true, route: 'one-high-confidence-source' },
      politicallyExposed: true,
    });
  });

  it('carries a sanctions match and the lists screened', async () => {
    const { adapter } = cloudcheckAnswering(await recorded('licence-sanctioned'));
    const result = await adapter.check(licence);
    expect(result.sanctioned).toBe(true);
    expect(result.watchlists).toContain('UN Security Council Consolidated List');
  });

  it('an error status or an unreadable answer is unavailable (the caller answers 503)', async () => {
    await expect(
      cloudcheckAnswering({ error: 'Invalid signature' }, 401).adapter.check(licence),
    ).rejects.toBeInstanceOf(IdentityCheckUnavailableError);
    await expect(
      cloudcheckAnswering({ unexpected: true }).adapter.check(licence),
    ).rejects.toBeInstanceOf(IdentityCheckUnavailableError);
    const unreachable = createCloudcheckIdentityCheck({
      baseUrl: 'https://api.cloudcheck.co.nz',
      key: 'k',
      secret: 's',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.check(licence)).rejects.toBeInstanceOf(IdentityCheckUnavailableError);
  });

  it('IDENTITY_CHECK_PROVIDER=cloudcheck names it, and needs its key and secret', () => {
    const env = readEnv({
      IDENTITY_CHECK_PROVIDER: 'cloudcheck',
      CLOUDCHECK_API_KEY: 'key',
      CLOUDCHECK_API_SECRET: 'secret',
    });
    expect(createIdentityCheckAdapter(env).provider).toBe('cloudcheck');
    expect(() => readEnv({ IDENTITY_CHECK_PROVIDER: 'cloudcheck' })).toThrow(
      /CLOUDCHECK_API_KEY, CLOUDCHECK_API_SECRET/,
    );
  });
});
