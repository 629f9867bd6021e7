import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COMPLAINT_RULES, complaintContext } from '#domain/complaints/fields.ts';
import { complaintReference, type ComplaintCategory } from '#domain/complaints/register.ts';
import { complaintDueDates } from '#domain/complaints/register-clock.ts';
import type { ComplaintBody } from '#domain/contracts/complaints.ts';
import { textValue } from '#domain/validation/text-value.ts';
import { complaints } from '../db/schema/index.ts';
import { checkForm, storing } from '../form-check.ts';
import type { ServiceDeps } from '../services.ts';
import { sendComplaintLetter } from './letters.ts';

/**
 * Takes a complaint from the public form or the portal (issue 32 "What to build" 2): the rule
 * table again (never trust the browser), then in one transaction the register's row with its due
 * dates in NZ working days (the lender's configured times) and the written acknowledgement with
 * the reference and what happens next, queued through the outbox. A signed-in customer's
 * complaint keeps their account. Nothing of it is logged.
 */
export async function submitComplaint(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'clock' | 'log' | 'requestId' | 'actor'>,
  body: ComplaintBody,
): Promise<{ reference: string }> {
  const values = {
    Product: body.Product,
    WhatWentWrong: body.WhatWentWrong,
    PutRight: body.PutRight,
    Name: body.Name,
    Email: body.Email,
    Phone: body.Phone ?? '',
  };
  const now = deps.clock();
  checkForm(COMPLAINT_RULES, complaintContext(values, now));
  const due = complaintDueDates(now, deps.config.site.complaints);
  const owner = deps.actor.kind === 'customer' ? deps.actor.id : null;
  return storing(deps.log, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(complaints)
        .values({
          // The row number names it; a placeholder until the row has one.
          reference: `new-${randomUUID()}`,
          category: textValue(values.Product) as ComplaintCategory,
          whatWentWrong: values.WhatWentWrong.trim(),
          putRight: values.PutRight.trim(),
          name: values.Name.trim(),
          email: values.Email.trim(),
          phone: values.Phone.trim() || null,
          accountId: owner,
          receivedAt: now,
          ...due,
          requestId: deps.requestId,
        })
        .returning({ id: complaints.id });
      const reference = complaintReference(row!.id);
      await tx.update(complaints).set({ reference }).where(eq(complaints.id, row!.id));
      await sendComplaintLetter(
        tx,
        { id: row!.id, reference, name: values.Name, email: values.Email.trim() },
        'acknowledgement',
        null,
        now,
      );
      return { reference };
    }),
  );
}
