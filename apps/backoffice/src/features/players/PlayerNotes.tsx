import { useForm } from 'react-hook-form';
import type { PlayerNote } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import styles from './PlayerCard.module.css';
import { NOTE_MAX, useAddNote } from './playerApi.ts';

/** Staff notes on the player, newest first, and (with players.edit) a form to add one. */
export function PlayerNotes({ playerId, notes }: { playerId: string; notes: PlayerNote[] }) {
  const can = useCan();
  const addNote = useAddNote(playerId);
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  return (
    <div className="stack">
      {can('players.edit') && (
        <form
          noValidate
          className="stack"
          aria-label="Add a note"
          onSubmit={form.handleSubmit(({ text }) =>
            addNote.mutate(text.trim(), { onSuccess: () => form.reset() }),
          )}
        >
          <TextAreaField
            label="New note"
            error={form.formState.errors.text?.message}
            {...form.register('text', {
              validate: (value) =>
                value.trim().length === 0
                  ? 'Write the note first.'
                  : value.length > NOTE_MAX
                    ? `Write at most ${NOTE_MAX} characters.`
                    : true,
            })}
          />
          {addNote.isError && <ErrorNotice error={addNote.error} />}
          <div>
            <Button type="submit" variant="primary" disabled={addNote.isPending}>
              Add note
            </Button>
          </div>
        </form>
      )}
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteMeta}>
                {note.staffName} · {formatDateTime(note.at)}
              </p>
              <p className={styles.noteText}>{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
