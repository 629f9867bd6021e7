import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, chatConfig, readEnv } from './env.ts';
import { serverClock } from './services.ts';
import { NAMED_SANDBOXES } from './test-support/server-process.ts';

describe('reading the environment (one file, validated at start)', () => {
  it('gives every variable its documented default', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      CAPTCHA_PROVIDER: 'altcha',
      CREDIT_PROVIDER: 'sandbox',
      SEED_DEMO_DATA: true,
      EMAIL_TRANSPORT: 'sandbox',
      BACKGROUND_WORKER: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    const env = readEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('requires the reCAPTCHA keys in production when reCAPTCHA is chosen', () => {
    expect(() => readEnv({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /RECAPTCHA_V3_SITE_KEY/,
    );
  });

  it('requires the Centrix credentials when the production credit bureau is chosen', () => {
    expect(() => readEnv({ CREDIT_PROVIDER: 'centrix' })).toThrow(/CENTRIX_API_URL/);
  });

  describe('loan servicing, payout and the payee name check (issue 31, decision 139)', () => {
    const realDeployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.example.nz/lender',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...NAMED_SANDBOXES,
    };

    it('takes the sandboxes in the demo', () => {
      expect(readEnv({})).toMatchObject({
        LOAN_SERVICING_PROVIDER: 'sandbox',
        PAYOUT_PROVIDER: 'sandbox',
        NAME_CHECK_PROVIDER: 'sandbox',
        FINERACT_TENANT_ID: 'default',
        FINERACT_OFFICE_ID: 1,
      });
    });

    it('makes a real deployment name each one (decision 076)', () => {
      for (const name of ['LOAN_SERVICING_PROVIDER', 'PAYOUT_PROVIDER', 'NAME_CHECK_PROVIDER']) {
        const { [name as keyof typeof realDeployment]: _, ...without } = realDeployment;
        expect(() => readEnv(without), name).toThrow(
          new RegExp(`${name}: required in a real deployment`),
        );
      }
      expect(readEnv(realDeployment).LOAN_SERVICING_PROVIDER).toBe('sandbox');
    });

    it('requires Fineract address, credentials and loan product with fineract', () => {
      expect(() => readEnv({ LOAN_SERVICING_PROVIDER: 'fineract' })).toThrow(
        /FINERACT_API_URL, FINERACT_USERNAME, FINERACT_PASSWORD, FINERACT_LOAN_PRODUCT_ID: required when LOAN_SERVICING_PROVIDER=fineract/,
      );
      const env = readEnv({
        LOAN_SERVICING_PROVIDER: 'fineract',
        FINERACT_API_URL: 'https://fineract.example.nz/fineract-provider/api/v1',
        FINERACT_USERNAME: 'kowhai',
        FINERACT_PASSWORD: 'password-long-enough',
        FINERACT_LOAN_PRODUCT_ID: '3',
      });
      expect(env.FINERACT_LOAN_PRODUCT_ID).toBe(3);
    });

    it('requires the funds account, as 15 or 16 digits, with the ANZ Direct file', () => {
      expect(() => readEnv({ PAYOUT_PROVIDER: 'anz-direct-csv' })).toThrow(
        /PAYOUT_FUNDS_ACCOUNT: required when PAYOUT_PROVIDER=anz-direct-csv/,
      );
      expect(() =>
        readEnv({ PAYOUT_PROVIDER: 'anz-direct-csv', PAYOUT_FUNDS_ACCOUNT: '01-0123-0987654-00' }),
      ).toThrow(/PAYOUT_FUNDS_ACCOUNT/);
      expect(() => readEnv({ PAYOUT_PAYER_NAME: 'A payer name far too long' })).toThrow(
        /PAYOUT_PAYER_NAME/,
      );
    });

    it('keeps the demo clock to the sandboxes', () => {
      const ahead = new Date(Date.now() + 86_400_000).toISOString();
      expect(() => readEnv({ DEMO_CLOCK_START: ahead, NAME_CHECK_PROVIDER: 'manual' })).toThrow(
        /not with NAME_CHECK_PROVIDER/,
      );
    });
  });

  it('requires the Chatwoot address and token when the chat is Chatwoot, and gives pages its origin only', () => {
    expect(() => readEnv({ CHAT_PROVIDER: 'chatwoot' })).toThrow(
      /CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN: required when CHAT_PROVIDER=chatwoot/,
    );
    expect(() =>
      readEnv({ CHAT_PROVIDER: 'chatwoot', CHATWOOT_BASE_URL: 'chat.example.nz' }),
    ).toThrow(/CHATWOOT_BASE_URL: must be the Chatwoot server's origin/);
    expect(chatConfig(readEnv({}))).toEqual({ provider: 'branch-contact' });
    expect(
      chatConfig(
        readEnv({
          CHAT_PROVIDER: 'chatwoot',
          CHATWOOT_BASE_URL: 'https://chat.example.nz/',
          CHATWOOT_WEBSITE_TOKEN: 'Wk3xTq9rPz',
        }),
      ),
    ).toEqual({
      provider: 'chatwoot',
      baseUrl: 'https://chat.example.nz',
      websiteToken: 'Wk3xTq9rPz',
    });
  });

  it('requires SMTP_URL and EMAIL_FROM when emails go out by SMTP (issue 8 "Emails")', () => {
    expect(() => readEnv({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL, EMAIL_FROM/);
    expect(() => readEnv({ EMAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://mail.example.nz' })).toThrow(
      /EMAIL_FROM/,
    );
    expect(
      readEnv({
        EMAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://mail.example.nz',
        EMAIL_FROM: 'Kōwhai <no-reply@kowhai.example.nz>',
      }).EMAIL_TRANSPORT,
    ).toBe('smtp');
  });

  describe('the demo clock, DEMO_CLOCK_START (decision 110)', () => {
    afterEach(() => vi.useRealTimers());
    const ahead = '2099-02-05T10:00:00+13:00';
    const dataKey = Buffer.alloc(32, 7).toString('base64');

    it('starts the embedded demo’s clock there and runs it on from there', () => {
      vi.useFakeTimers({ now: new Date('2026-11-27T15:00:00Z'), toFake: ['Date'] });
      const env = readEnv({ DEMO_CLOCK_START: ahead });
      expect(env.DEMO_CLOCK_START).toEqual(new Date('2099-02-04T21:00:00Z'));
      const clock = serverClock(env);
      expect(clock()).toEqual(new Date('2099-02-04T21:00:00Z'));
      vi.advanceTimersByTime(90_000);
      expect(clock()).toEqual(new Date('2099-02-04T21:01:30Z'));
      // Without it the clock is the real time.
      expect(serverClock(readEnv({}))()).toEqual(new Date('2026-11-27T15:01:30Z'));
    });

    it('is refused on PostgreSQL, in a real deployment or not, naming what stops it', () => {
      for (const NODE_ENV of ['production', 'development'])
        expect(() =>
          readEnv({
            NODE_ENV,
            DEMO_CLOCK_START: ahead,
            DATABASE_URL: 'postgres://db.example.nz/kowhai',
            DATA_ENCRYPTION_KEY: dataKey,
            ...NAMED_SANDBOXES,
          }),
        ).toThrow(/DEMO_CLOCK_START: only in the embedded demo: not with DATABASE_URL$/);
    });

    it('is refused beside any outside service that is not its sandbox', () => {
      expect(() =>
        readEnv({
          DEMO_CLOCK_START: ahead,
          CREDIT_PROVIDER: 'centrix',
          CENTRIX_API_URL: 'https://centrix.example.nz/check',
          CENTRIX_API_KEY: 'key',
          EMAIL_TRANSPORT: 'smtp',
          SMTP_URL: 'smtp://mail.example.nz',
          EMAIL_FROM: 'Kōwhai <no-reply@kowhai.example.nz>',
        }),
      ).toThrow(
        /DEMO_CLOCK_START: only in the embedded demo: not with CREDIT_PROVIDER, EMAIL_TRANSPORT$/,
      );
    });

    it('is refused behind the real time, and without its offset', () => {
      expect(() => readEnv({ DEMO_CLOCK_START: '2020-02-05T10:00:00+13:00' })).toThrow(
        /DEMO_CLOCK_START: must be ahead of the real time/,
      );
      expect(() => readEnv({ DEMO_CLOCK_START: '2099-02-05T10:00:00' })).toThrow(
        /DEMO_CLOCK_START/,
      );
      expect(() => readEnv({ DEMO_CLOCK_START: 'next Thursday' })).toThrow(/DEMO_CLOCK_START/);
    });
  });
});
