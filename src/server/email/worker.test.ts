import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sandboxEmailAdapter } from '#server/adapters/email/sandbox.ts';
import { smtpEmailAdapter } from '#server/adapters/email/smtp.ts';
import type { EmailAdapter } from '#server/adapters/email/index.ts';
import { emailOutbox, sandboxEmails } from '#server/db/schema/index.ts';
import { captureLog } from '#server/test-support/log-capture.ts';
import { startSmtpListener } from '#server/test-support/smtp-listener.ts';
import { buildTestApp, testDatabaseOfFile } from '#server/test-support/test-app.ts';
import { enqueueEmail } from './outbox.ts';
import {
  EMAIL_LEASE_MS,
  EMAIL_MAX_ATTEMPTS,
  claimDueEmails,
  retryDelayMs,
  sendDueEmails,
} from './worker.ts';

const database = testDatabaseOfFile();
// A minute ahead of the database's clock, which stamps a queued message as due now.
let now = new Date(Date.now() + 60_000);
const clock = () => now;
const log = captureLog();

beforeEach(async () => {
  await database.handle.db.delete(emailOutbox);
  await database.handle.db.delete(sandboxEmails);
});

const message = {
  kind: 'joint-invitation',
  to: 'mere.tamati@example.co.nz',
  subject: 'You are invited to a joint application',
  text: 'Open https://kowhai.example.nz/loan-application/step-1/ to start.',
};
const sandbox = () =>
  sandboxEmailAdapter(database.handle.db, 'Kōwhai Finance <hello@kowhai.example.nz>');
const deps = (email: EmailAdapter = sandbox()) => ({
  db: database.handle.db,
  clock,
  log: log.logger,
  email,
});
const statusOf = async (id: string) =>
  (await database.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe('the email worker (issue 8 "Emails")', () => {
  it('delivers a queued message once, with its outbox id, and marks it sent', async () => {
    const id = await database.handle.db.transaction((tx) => enqueueEmail(tx, message));
    expect(await sendDueEmails(deps())).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueEmails(deps())).toEqual({ sent: 0, failed: 0 });
    const delivered = await database.handle.db.select().from(sandboxEmails);
    expect(delivered).toEqual([
      expect.objectContaining({ messageId: id, recipient: message.to, subject: message.subject }),
    ]);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers once when the process died between sending and marking it sent', async () => {
    const id = await enqueueEmail(database.handle.db, message);
    // A worker claims the message and sends it, then dies before marking it sent.
    const [claimed] = await claimDueEmails(deps());
    await sandbox().send({ id: claimed!.id, to: claimed!.recipient, subject: 's', text: 't' });
    // Another worker leaves it alone while the lease lasts, and takes it again after.
    expect(await sendDueEmails(deps())).toEqual({ sent: 0, failed: 0 });
    const start = now;
    try {
      now = new Date(start.getTime() + EMAIL_LEASE_MS);
      expect(await sendDueEmails(deps())).toEqual({ sent: 1, failed: 0 });
    } finally {
      now = start;
    }
    expect(await database.handle.db.$count(sandboxEmails, eq(sandboxEmails.messageId, id))).toBe(1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never hands one message to two claims at once', async () => {
    for (let i = 0; i < 6; i += 1) await enqueueEmail(database.handle.db, message);
    const [a, b] = await Promise.all([claimDueEmails(deps(), 4), claimDueEmails(deps(), 4)]);
    const ids = [...a!, ...b!].map((row) => row.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('retries a failed send with backoff, and gives up after the last attempt', async () => {
    const failing: EmailAdapter = {
      transport: 'smtp',
      send: async () => {
        throw Object.assign(new Error(`550 <${message.to}> mailbox unavailable`), {
          responseCode: 550,
        });
      },
      close: async () => {},
    };
    const id = await enqueueEmail(database.handle.db, message);
    const start = now;
    try {
      expect(await sendDueEmails(deps(failing))).toEqual({ sent: 0, failed: 1 });
      const first = await statusOf(id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first!.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(1));
      // Not before its time.
      expect(await sendDueEmails(deps(failing))).toEqual({ sent: 0, failed: 0 });
      for (let attempt = 2; attempt <= EMAIL_MAX_ATTEMPTS; attempt += 1) {
        now = (await statusOf(id))!.nextAttemptAt;
        await sendDueEmails(deps(failing));
      }
      expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: EMAIL_MAX_ATTEMPTS });
      now = new Date(now.getTime() + 24 * 3_600_000);
      expect(await sendDueEmails(deps(failing))).toEqual({ sent: 0, failed: 0 });
    } finally {
      now = start;
    }
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('logs the kind and id of each message, never its recipient or body', async () => {
    const id = await enqueueEmail(database.handle.db, message);
    await sendDueEmails(deps());
    const output = log.output();
    expect(output).toContain(id);
    expect(output).toContain('joint-invitation');
    expect(output).not.toContain(message.to);
    expect(output).not.toContain('mailbox unavailable');
    expect(output).not.toContain('kowhai.example.nz/loan-application');
  });
});

describe('the SMTP adapter (EMAIL_TRANSPORT=smtp)', () => {
  it('sends through SMTP_URL from EMAIL_FROM with the outbox id as the Message-ID', async () => {
    const listener = await startSmtpListener();
    const adapter = smtpEmailAdapter({
      url: listener.url,
      from: 'Kōwhai Finance <no-reply@kowhai.example.nz>',
    });
    try {
      await adapter.send({ id: 'message-1', ...message });
      expect(listener.received).toHaveLength(1);
      const [mail] = listener.received;
      expect(mail!.from).toBe('no-reply@kowhai.example.nz');
      expect(mail!.to).toEqual([message.to]);
      expect(mail!.data).toMatch(/^Message-ID: <message-1@kowhai\.example\.nz>$/im);
      expect(mail!.data).toContain('Subject: You are invited to a joint application');
    } finally {
      await adapter.close();
      await listener.close();
    }
  });

  it('throws when the server cannot be reached, so the worker retries', async () => {
    const adapter = smtpEmailAdapter({ url: 'smtp://127.0.0.1:1', from: 'a@kowhai.example.nz' });
    await expect(adapter.send({ id: 'message-2', ...message })).rejects.toThrow();
    await adapter.close();
  });
});

describe('the worker in the app (BACKGROUND_WORKER)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp({
      database: database.handle,
      env: { BACKGROUND_WORKER: 'true', EMAIL_WORKER_INTERVAL_MS: '50' },
    }));
    await app.ready();
  });
  afterAll(async () => close());

  it('sends what is queued while the app runs, and shows it on the outbox page', async () => {
    const id = await enqueueEmail(app.db, message);
    await expect
      .poll(async () => (await statusOf(id))?.status, { timeout: 5_000, interval: 50 })
      .toBe('sent');
    const page = await app.inject({ method: 'GET', url: '/dev/outbox/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain(message.subject);
    expect(page.body).toContain(message.to);
    expect(page.body).toContain('<a href="https://kowhai.example.nz/loan-application/step-1/">');
  });
});

describe('the outbox page with SMTP (production)', () => {
  it('does not exist', async () => {
    const listener = await startSmtpListener();
    const { app, close } = await buildTestApp({
      env: { EMAIL_TRANSPORT: 'smtp', SMTP_URL: listener.url, EMAIL_FROM: 'a@kowhai.example.nz' },
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/outbox/' })).statusCode).toBe(404);
    } finally {
      await close();
      await listener.close();
    }
  });
});
