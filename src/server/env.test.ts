import { describe, expect, it } from 'vitest';
import { EnvError, chatConfig, readEnv } from './env.ts';

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
});
