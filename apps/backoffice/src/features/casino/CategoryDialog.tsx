import {
  AdminCasinoCategoryRequestSchema,
  CASINO_LOBBY_PAGES,
  type AdminCasinoCategory,
  type AdminCasinoCategoryRequest,
} from '@lale/contracts';
import { useId } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { contractResolver } from '../../lib/formResolver.ts';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { doneMessage, fieldErrorsOf, useSaveCategory } from './casinoApi.ts';
import { LOBBY_PAGE_NAMES, type LobbyPage } from './casinoLabels.tsx';
import { PictureField } from './PictureField.tsx';
import styles from './Casino.module.css';

/*
 * A lobby category, new or edited: its name in both site languages (the site shows the player's),
 * the lobby pages whose tabs show it, and its picture (none: the site's default).
 */

type Form = AdminCasinoCategoryRequest;

const toForm = (category: AdminCasinoCategory | null): Form => ({
  name: { tr: category?.name.tr ?? '', en: category?.name.en ?? '' },
  slugList: (category?.slugList ?? []).filter((page): page is LobbyPage =>
    (CASINO_LOBBY_PAGES as readonly string[]).includes(page),
  ),
  imageUrl: category?.imageUrl ?? null,
});

const FIELDS: readonly FieldPath<Form>[] = ['name.tr', 'name.en', 'name', 'slugList', 'imageUrl'];

export function CategoryDialog({
  category,
  onSaved,
  onClose,
}: {
  /** null: a new category (it goes last). */
  category: AdminCasinoCategory | null;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const save = useSaveCategory();
  const pagesErrorId = useId();
  const form = useForm<Form>({
    resolver: contractResolver(AdminCasinoCategoryRequestSchema),
    defaultValues: toForm(category),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        id: category?.id ?? null,
        request: { ...values, name: { tr: values.name.tr.trim(), en: values.name.en.trim() } },
      },
      {
        onSuccess: (answer) =>
          onSaved(doneMessage(answer, `${answer.data.name.en} ${category ? 'saved' : 'added'}.`)),
        onError: (error) => {
          for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
            const field = FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
            if (field) form.setError(field, { type: 'server', message });
          }
        },
      },
    ),
  );
  return (
    <Dialog title={category ? `Edit category: ${category.name.en}` : 'New category'} onClose={onClose} wide>
      <form
        noValidate
        className="stack"
        aria-label={category ? `Edit ${category.name.en}` : 'New category'}
        onSubmit={submit}
      >
        <div className={styles.columns}>
          <TextField
            label="Name (Turkish)"
            lang="tr"
            autoComplete="off"
            error={errors.name?.tr?.message}
            {...form.register('name.tr')}
          />
          <TextField
            label="Name (English)"
            lang="en"
            autoComplete="off"
            error={errors.name?.en?.message}
            {...form.register('name.en')}
          />
        </div>
        <fieldset className={styles.checks} aria-describedby={errors.slugList ? pagesErrorId : undefined}>
          <legend className={styles.legend}>Lobby pages</legend>
          <div className={styles.checkGrid}>
            {CASINO_LOBBY_PAGES.map((page) => (
              <label key={page} className={styles.check}>
                <input type="checkbox" value={page} {...form.register('slugList')} />
                {LOBBY_PAGE_NAMES[page]}
              </label>
            ))}
          </div>
          {errors.slugList && (
            <span id={pagesErrorId} className={styles.error} role="alert">
              Choose at least one lobby page.
            </span>
          )}
        </fieldset>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <PictureField
              label="Picture"
              subject={category ? category.name.en : 'the new category'}
              value={field.value}
              onChange={field.onChange}
              fallbackText="The site's default category picture"
              error={fieldState.error?.message}
            />
          )}
        />
        <FormDialogFooter
          submitLabel="Save category"
          onCancel={onClose}
          pending={save.isPending}
          error={save.error}
        />
      </form>
    </Dialog>
  );
}
