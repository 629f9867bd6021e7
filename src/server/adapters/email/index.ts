import { brand } from '#content/brand.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { sandboxEmailAdapter } from './sandbox.ts';
import { smtpEmailAdapter } from './smtp.ts';

/** One message as the worker hands it over; `id` is the outbox id, sent as the Message-ID. */
export interface EmailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * Sends one email (issue 8 "Emails"). Resolves once the message is accepted for delivery; throws
 * when it was not (the worker retries with backoff). Sending the same `id` twice must not deliver
 * twice where the transport can tell (the sandbox can; SMTP receivers dedupe by Message-ID).
 */
export interface EmailAdapter {
  readonly transport: Env['EMAIL_TRANSPORT'];
  send(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

/** EMAIL_TRANSPORT picks the adapter: the sandbox (default) or SMTP (SMTP_URL, EMAIL_FROM). */
export function createEmailAdapter(env: Env, db: Database): EmailAdapter {
  const from = env.EMAIL_FROM ?? `${brand.name} <${brand.email}>`;
  if (env.EMAIL_TRANSPORT === 'smtp') return smtpEmailAdapter({ url: env.SMTP_URL!, from });
  return sandboxEmailAdapter(db, from);
}
