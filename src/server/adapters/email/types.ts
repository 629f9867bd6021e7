import type { Env } from '../../env.ts';

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
