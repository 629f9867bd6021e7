import { staffNotes } from '../db/schema/index.ts';
import { recordStaffAction } from './access.ts';
import { findForStaff, type WorkspaceDeps } from './workflow.ts';

/**
 * An internal note on an application (issue 20 "Internal notes"): staff only, never shown to the
 * applicant, and audited (the action records the note's id, not its words).
 */
export async function addNote(
  deps: WorkspaceDeps,
  reference: string,
  text: string,
): Promise<{ id: number }> {
  const row = await findForStaff(deps.db, reference);
  return deps.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(staffNotes)
      .values({ applicationId: row.id, authorId: deps.actor.id, text, createdAt: deps.now })
      .returning({ id: staffNotes.id });
    if (!note) throw new Error('the note was not stored');
    await recordStaffAction(tx, deps, {
      applicationId: row.id,
      action: 'note',
      details: { note: note.id },
    });
    return { id: note.id };
  });
}
