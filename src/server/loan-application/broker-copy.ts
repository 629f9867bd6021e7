import { brokerCopyEmail } from '#content/broker-copy-email.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { enqueueEmail, type Executor } from '../email/outbox.ts';

const line = (name: string, value: unknown): string =>
  `${name}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`;

/**
 * Queues the broker's copy of a submitted application (issue 8 "Brokers"), in the transaction
 * that completes it: the answers by field name under the application's reference.
 */
export async function queueBrokerCopy(
  executor: Executor,
  application: { reference: string; values: FormValues },
): Promise<void> {
  const to = application.values.BrokerEmailSubmission;
  if (typeof to !== 'string' || to.trim() === '') return;
  const answers = Object.entries(application.values)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => line(name, value));
  await enqueueEmail(executor, {
    kind: 'broker-copy',
    to: to.trim(),
    subject: brokerCopyEmail.subject(application.reference),
    text: [brokerCopyEmail.intro(application.reference), '', ...answers].join('\n'),
  });
}
