import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxEmails } from '../../db/schema/index.ts';
import type { EmailAdapter } from './types.ts';

/**
 * The sandbox (default): "delivers" a message by keeping it in `sandbox_emails` for the outbox
 * page, like a mail catcher. The same message id is kept once, so a re-send delivers nothing new.
 */
export function sandboxEmailAdapter(db: Database, from: string): EmailAdapter {
  return {
    transport: 'sandbox',
    async send(message) {
      await db
        .insert(sandboxEmails)
        .values({
          messageId: message.id,
          sender: from,
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .onConflictDoNothing({ target: sandboxEmails.messageId });
    },
    async close() {},
  };
}

export type SandboxEmail = typeof sandboxEmails.$inferSelect;

/** The sandbox's delivered messages, newest first, for the outbox page. */
export async function sandboxDeliveries(db: Database, limit = 100): Promise<SandboxEmail[]> {
  return db.select().from(sandboxEmails).orderBy(desc(sandboxEmails.deliveredAt)).limit(limit);
}
