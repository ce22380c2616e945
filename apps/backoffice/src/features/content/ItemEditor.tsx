import type { AdminCmsCollection } from '@lale/contracts';
import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { contractResolver } from '../../lib/formResolver.ts';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { doneMessage, fieldErrorsOf, useSaveItem } from './contentApi.ts';
import { leafPaths } from './fields.tsx';
import { PicturePicker } from './Pictures.tsx';
import styles from './Content.module.css';

/** A contract's input schema (the form's rules and the shape of what is sent). */
export type InputSchema = Parameters<typeof contractResolver>[0];

/** Opens the picture library for the field at `name`, labelled `label`. */
export type ChoosePicture = (name: string, label: string) => void;

/*
 * One item's editor (create or replace every field), in a wide dialog. The contract's input schema
 * checks the form before anything is sent and shapes what is sent (a slug lower-cased); the server's
 * refusals come back field by field (`data.errors`, 'title.tr') and are shown by their fields, the
 * rest in the footer with the server's message.
 */
export function ItemEditor<Input extends FieldValues, Item>({
  collection,
  noun,
  title,
  id,
  values,
  schema,
  onSaved,
  onClose,
  children,
}: {
  collection: AdminCmsCollection;
  /** 'promotion': the submit button reads "Save promotion". */
  noun: string;
  title: string;
  /** null: a new item (POST); else the item replaced (PUT). */
  id: number | null;
  values: Input;
  schema: InputSchema;
  onSaved: (message: string, item: Item) => void;
  onClose: () => void;
  children: (form: UseFormReturn<Input>, choosePicture: ChoosePicture) => ReactNode;
}) {
  const form = useForm<Input>({
    defaultValues: values as DefaultValues<Input>,
    resolver: contractResolver<Input>(schema),
  });
  const save = useSaveItem<Item, Input>(collection);
  const [picking, setPicking] = useState<{ name: string; label: string } | null>(null);
  const [otherErrors, setOtherErrors] = useState<[string, string][]>([]);
  const fields = new Set(leafPaths(values));

  const submit = form.handleSubmit((input) => {
    setOtherErrors([]);
    save.mutate(
      { id, input },
      {
        onSuccess: (answer) => onSaved(doneMessage(answer, `${capitalised(noun)} saved.`), answer.data),
        onError: (error) => {
          const errors = Object.entries(fieldErrorsOf(error));
          for (const [path, message] of errors) {
            if (fields.has(path)) form.setError(path as Path<Input>, { type: 'server', message });
          }
          setOtherErrors(errors.filter(([path]) => !fields.has(path)));
          const first = errors.find(([path]) => fields.has(path));
          if (first) form.setFocus(first[0] as Path<Input>);
        },
      },
    );
  });

  /** The picker is unmounted, so the browser gives focus back to nobody: the field it filled takes it. */
  const donePicking = (name: string) => {
    setPicking(null);
    window.setTimeout(() => form.setFocus(name as Path<Input>), 0);
  };

  // The picker is the editor's sibling, not its child: React passes a dialog's cancel (Escape) up its
  // own tree, so a nested picker's Escape would close the editor and lose what was typed.
  return (
    <>
      <Dialog title={title} onClose={onClose} wide>
        <form noValidate className={styles.editor} aria-label={title} onSubmit={submit}>
          {children(form, (name, label) => setPicking({ name, label }))}
          {otherErrors.length > 0 && (
            <ul className={styles.otherErrors} role="alert">
              {otherErrors.map(([path, message]) => (
                <li key={path}>
                  <code>{path}</code>: {message}
                </li>
              ))}
            </ul>
          )}
          <FormDialogFooter
            submitLabel={`Save ${noun}`}
            onCancel={onClose}
            pending={save.isPending}
            error={save.error}
          />
        </form>
      </Dialog>
      {picking && (
        <PicturePicker
          label={picking.label}
          current={String(form.getValues(picking.name as Path<Input>) ?? '')}
          onClose={() => donePicking(picking.name)}
          onPick={(url) => {
            form.setValue(picking.name as Path<Input>, url as PathValue<Input, Path<Input>>, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
            donePicking(picking.name);
          }}
        />
      )}
    </>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
