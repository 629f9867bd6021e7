import type { FormEvent } from 'react';
import type { StaffApplicationView } from '#domain/staff/application-view.ts';
import type { StaffCallOutcome } from './api.ts';
import { nzDate } from './staff-layout.tsx';

/** Internal notes (issue 20 "Internal notes"): staff only, audited; newest first. */
export function NotesPanel(props: {
  view: StaffApplicationView;
  busy: boolean;
  act: (call: () => Promise<StaffCallOutcome>) => void;
}) {
  const { view, busy, act } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('note') ?? '');
    act(async () => (await import('./api.ts')).addNote(view.reference, text));
  };
  return (
    <section className="staff__panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Internal notes</h2>
      <p>Only staff see these notes.</p>
      {view.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul>
          {view.notes.map((note) => (
            <li key={note.id}>
              {nzDate.format(new Date(note.at))} {note.by}: {note.text}
            </li>
          ))}
        </ul>
      )}
      <form method="post" onSubmit={submit}>
        <label htmlFor="note-text">New note</label>
        <textarea id="note-text" name="note" required maxLength={4000} />
        <button type="submit" className="button" disabled={busy}>
          Add the note
        </button>
      </form>
    </section>
  );
}
