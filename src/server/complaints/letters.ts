import { and, eq } from 'drizzle-orm';
import { complaintLetters as letterWords } from '#content/complaints.ts';
import { firstNameOf } from '#domain/complaints/fields.ts';
import type { ComplaintLetterKind } from '#domain/complaints/register.ts';
import type { Database } from '../db/client.ts';
import { complaintLetters } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';

type Executor = Pick<Database, 'insert' | 'select'>;

const WORDS: Record<
  ComplaintLetterKind,
  (firstName: string, reference: string) => { subject: string; text: string }
> = {
  acknowledgement: letterWords.acknowledgement,
  resolution: letterWords.resolution,
  deadlock: letterWords.deadlock,
  'scheme-open': letterWords.schemeOpen,
};

/** What a letter needs of its complaint: no more than the first name and the reference go out. */
export interface LetterComplaint {
  id: number;
  reference: string;
  name: string;
  email: string;
}

/**
 * Writes a complaint's letter once (the unique index on complaint and kind) and queues its email
 * through the outbox in the same transaction: the letter exists exactly when its email does. The
 * email carries the first name and the reference only (issue 32 "What to build" 5). Returns
 * whether this call wrote it (false when it was already sent).
 */
export async function sendComplaintLetter(
  tx: Executor,
  complaint: LetterComplaint,
  kind: ComplaintLetterKind,
  sentBy: string | null,
  now: Date,
): Promise<boolean> {
  const words = WORDS[kind](firstNameOf(complaint.name), complaint.reference);
  const [written] = await tx
    .insert(complaintLetters)
    .values({
      complaintId: complaint.id,
      kind,
      subject: words.subject,
      text: words.text,
      sentBy,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: complaintLetters.id });
  if (!written) return false;
  const emailId = await enqueueEmail(tx, {
    kind: `complaint.${kind}`,
    to: complaint.email,
    subject: words.subject,
    text: words.text,
  });
  await (tx as Database)
    .update(complaintLetters)
    .set({ emailId })
    .where(and(eq(complaintLetters.id, written.id)));
  return true;
}
