import { NOTE_RULES } from '#domain/staff/form-rules.ts';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import type { StaffCallOutcome } from './api.ts';
import { StaffForm, useStaffForm } from './staff-form.tsx';

export interface NoteLine {
  id: number;
  /** When, as the page words dates. */
  when: string;
  by: string;
  text: string;
}

/**
 * Internal notes, on an application (issue 20 "Internal notes") or a complaint (issue 32): staff
 * only, audited; newest first; a new one on the form runtime with the notes' rule table.
 */
export function NotesPanel(props: {
  heading: string;
  headingId: string;
  intro?: string;
  notes: readonly NoteLine[];
  /** Where a new note is posted (the application's or the complaint's note call). */
  path: string;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}) {
  const { heading, headingId, intro, notes, path, busy, act } = props;
  const staffForm = useStaffForm(NOTE_RULES, { idPrefix: headingId });
  const { bind, post } = staffForm;
  const send = () => act(() => post(path));
  return (
    <section className="staff__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul>
          {notes.map((note) => (
            <li key={note.id}>
              {note.when} {note.by}: {note.text}
            </li>
          ))}
        </ul>
      )}
      <StaffForm form={staffForm} send={send} busy={busy} submit="Add the note">
        <Textarea {...bind('text', 'New note')} />
      </StaffForm>
    </section>
  );
}
