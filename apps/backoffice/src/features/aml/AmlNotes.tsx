import { useForm } from 'react-hook-form';
import type { AmlNote } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import styles from '../players/PlayerCard.module.css';
import { NOTE_MAX, useAddAmlNote } from './amlApi.ts';

/** A case's notes, oldest first (the case's story in order), and (with aml.edit) a form to add one. */
export function AmlNotes({ caseId, notes }: { caseId: string; notes: AmlNote[] }) {
  const can = useCan();
  const addNote = useAddAmlNote(caseId);
  const form = useForm<{ body: string }>({ defaultValues: { body: '' } });
  return (
    <div className="stack">
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.noteMeta}>
                {note.author} · {formatDateTime(note.createdAt)}
              </p>
              <p className={styles.noteText}>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      {can('aml.edit') && (
        <form
          noValidate
          className="stack"
          aria-label="Add a note"
          onSubmit={form.handleSubmit(({ body }) =>
            addNote.mutate(body.trim(), { onSuccess: () => form.reset() }),
          )}
        >
          <TextAreaField
            label="New note"
            error={form.formState.errors.body?.message}
            {...form.register('body', {
              validate: (value) =>
                value.trim().length < 2
                  ? 'Write the note first (at least 2 characters).'
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
    </div>
  );
}
