import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '#domain/contact/fields.ts';
import { contactMessageContract } from '#domain/contracts/contact.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { contactMessages } from '#server/db/schema/index.ts';
import { captchaHeaders, testClientAddress } from '#server/test-support/captcha.ts';
import { captureLog } from '#server/test-support/log-capture.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { CONTACT_RATE_LIMIT } from './index.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

const message = {
  Name: 'Mere Tamati',
  Email: 'mere@example.co.nz',
  Phone: '021 555 0101',
  Message: 'Please call me about paying my loan off early.',
};

async function post(body: Record<string, unknown>, remoteAddress = testClientAddress()) {
  return app.inject({
    method: 'POST',
    url: contactMessageContract.path,
    headers: await captchaHeaders(app),
    remoteAddress,
    payload: body,
  });
}

describe('POST /api/contact (issue 10 "Content": contact)', () => {
  it('stores the message and answers 201', async () => {
    const response = await post(message);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [stored] = await app.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({
      name: 'Mere Tamati',
      email: 'mere@example.co.nz',
      phone: '021 555 0101',
      message: message.Message,
    });
  });

  it('answers 422 naming each field its rule refuses, and stores nothing', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const response = await post({ Name: 'R2D2', Email: 'not-an-email', Message: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      Name: MESSAGES.name,
      Email: MESSAGES.email,
      Message: CONTACT_MESSAGES.messageRequired,
    });
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('answers 400 for a body of the wrong shape, before any rule or the database', async () => {
    const response = await post({ Name: 'Mere', Email: 'mere@example.co.nz', Message: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('refuses a call without a captcha response', async () => {
    const response = await app.inject({
      method: 'POST',
      url: contactMessageContract.path,
      remoteAddress: testClientAddress(),
      payload: message,
    });
    expect(response.statusCode).toBe(400);
  });

  it('asks for the fallback captcha (409) when the sandbox risk rule says so', async () => {
    const response = await post({ ...message, Name: 'Mere Captcha' });
    expect(response.statusCode).toBe(409);
  });

  it(`limits one address to ${CONTACT_RATE_LIMIT.max} messages in ${CONTACT_RATE_LIMIT.timeWindow}`, async () => {
    const address = testClientAddress();
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent += 1)
      expect((await post(message, address)).statusCode).toBe(201);
    expect((await post(message, address)).statusCode).toBe(429);
  });

  it('never writes the message or who sent it to the log', async () => {
    const { logger, output } = captureLog();
    logger.info({ body: message }, 'request body');
    for (const value of Object.values(message)) expect(output()).not.toContain(value);
  });
});
