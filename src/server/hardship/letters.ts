import { eq } from 'drizzle-orm';
import { hardshipLetters as letterWords } from '#content/lending/hardship.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import type { HardshipLetterKind } from '#domain/hardship/hardship.ts';
import type { Database } from '../db/client.ts';
import { hardshipLetters } from '../db/schema/index.ts';
import { enqueueEmail } from '../email/outbox.ts';

type Executor = Pick<Database, 'insert' | 'update'>;

/** What a letter needs of its application: the first name and the reference go out, no more. */
export interface LetterHardship {
  id: number;
  reference: string;
  firstName: string;
  email: string;
  decideBy: string | null;
}

/**
 * Writes a hardship letter and queues its email through the outbox in the same transaction
 * (CCCFA s 57A: in writing), so the letter exists exactly when its email does.
 */
export async function sendHardshipLetter(
  tx: Executor,
  hardship: LetterHardship,
  kind: HardshipLetterKind,
  now: Date,
): Promise<void> {
  const words =
    kind === 'acknowledgement'
      ? letterWords.acknowledgement(
          hardship.firstName,
          hardship.reference,
          longDate(hardship.decideBy ?? now),
        )
      : letterWords[kind](hardship.firstName, hardship.reference);
  const [written] = await tx
    .insert(hardshipLetters)
    .values({
      hardshipId: hardship.id,
      kind,
      subject: words.subject,
      text: words.text,
      createdAt: now,
    })
    .returning({ id: hardshipLetters.id });
  const emailId = await enqueueEmail(tx, {
    kind: `hardship.${kind}`,
    to: hardship.email,
    subject: words.subject,
    text: words.text,
  });
  await tx.update(hardshipLetters).set({ emailId }).where(eq(hardshipLetters.id, written!.id));
}
