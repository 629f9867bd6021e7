import nodemailer from 'nodemailer';
import type { EmailAdapter } from './types.ts';

// A server that does not answer must not hold a worker's lease for long.
const SMTP_TIMEOUT_MS = 20_000;

/** The host part of a Message-ID: the From address's domain. */
function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

/**
 * SMTP (EMAIL_TRANSPORT=smtp) through nodemailer: SMTP_URL (smtp:// or smtps://, with its
 * credentials) and EMAIL_FROM. The outbox id is the Message-ID, so a message sent again after a
 * crash carries the same id and receivers that dedupe by it show it once.
 */
export function smtpEmailAdapter(options: { url: string; from: string }): EmailAdapter {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = messageIdDomain(options.from);
  return {
    transport: 'smtp',
    async send(message) {
      await transport.sendMail({
        messageId: `<${message.id}@${domain}>`,
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
