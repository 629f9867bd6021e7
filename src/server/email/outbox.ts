import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';

/** A message to send. `kind` names what it is for the logs; the rest is never logged. */
export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The application it is about (a letter's email records the letter sent when it is sent). */
  applicationId?: string;
}

/** The database or an open transaction: enqueue inside the transaction of the event it reports. */
export type Executor = Pick<Database, 'insert'>;

/**
 * Queues an email (issue 8 "Emails"). Call it with the transaction that records the event that
 * causes the message, so the message exists exactly when the event does; the outbox worker sends
 * it. Returns the message id.
 */
export async function enqueueEmail(executor: Executor, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  await executor.insert(emailOutbox).values({
    id,
    kind: email.kind,
    recipient: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    applicationId: email.applicationId ?? null,
  });
  return id;
}
