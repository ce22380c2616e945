import {
  AdminCasinoGameRequestSchema,
  type AdminCasinoCategory,
  type AdminCasinoGame,
  type AdminCasinoGameRequest,
} from '@lale/contracts';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { contractResolver } from '../../lib/formResolver.ts';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Facts } from '../../ui/Page.tsx';
import { doneMessage, fieldErrorsOf, useSaveGame } from './casinoApi.ts';
import { PictureField } from './PictureField.tsx';
import styles from './Casino.module.css';

/*
 * A game as the operator edits it: name, order, the popular and new flags, the tile's picture and the
 * lobby categories it is listed in. Every field is sent at once (PUT), checked here with the contract's
 * schema and again by the server, whose field errors land beside their fields.
 */

type Form = AdminCasinoGameRequest;

const toForm = (game: AdminCasinoGame): Form => ({
  name: game.name,
  sort: game.sort,
  popular: game.popular,
  isNew: game.isNew,
  imageUrl: game.imageUrl,
  categoryIds: [...game.categoryIds],
});

const FIELDS: readonly FieldPath<Form>[] = ['name', 'sort', 'popular', 'isNew', 'imageUrl', 'categoryIds'];

export function GameDialog({
  game,
  categories,
  onSaved,
  onClose,
}: {
  game: AdminCasinoGame;
  categories: readonly AdminCasinoCategory[] | undefined;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const save = useSaveGame();
  const form = useForm<Form>({
    resolver: contractResolver(AdminCasinoGameRequestSchema),
    defaultValues: toForm(game),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { gameId: game.gameId, request: { ...values, name: values.name.trim() } },
      {
        onSuccess: (answer) => onSaved(doneMessage(answer, `${answer.data.name} saved.`)),
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
    <Dialog title={`Edit game: ${game.name}`} onClose={onClose} wide>
      <Facts
        items={[
          ['Code', <span className={styles.code}>{game.code}</span>],
          ['Provider', game.provider],
          ['Type', game.live ? 'Live casino' : 'Casino game'],
        ]}
      />
      <form noValidate className="stack" aria-label={`Edit ${game.name}`} onSubmit={submit}>
        <div className={styles.columns}>
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Sort"
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000}
            step={1}
            hint="Lower comes first, within popular and then the rest."
            error={errors.sort?.message}
            {...form.register('sort', { valueAsNumber: true })}
          />
        </div>
        <fieldset className={styles.checks}>
          <legend className={styles.legend}>Flags</legend>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('popular')} /> Popular (listed first)
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('isNew')} /> New
          </label>
        </fieldset>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <PictureField
              label="Picture"
              subject={game.name}
              value={field.value}
              onChange={field.onChange}
              fallbackText="The catalogue's drawn tile"
              fallbackSrc={game.imageUrl === null ? game.tileUrl : undefined}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <fieldset className={styles.checks}>
              <legend className={styles.legend}>Categories</legend>
              {!categories && <p className={styles.faint}>Loading the categories…</p>}
              {categories?.length === 0 && <p className={styles.faint}>There is no category yet.</p>}
              <div className={styles.checkGrid}>
                {categories?.map((category) => (
                  <label key={category.id} className={styles.check}>
                    <input
                      type="checkbox"
                      name={field.name}
                      value={category.id}
                      checked={field.value.includes(category.id)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, category.id]
                            : field.value.filter((id) => id !== category.id),
                        )
                      }
                    />
                    {category.name.en}
                  </label>
                ))}
              </div>
              {fieldState.error?.message && (
                <span className={styles.error} role="alert">
                  {fieldState.error.message}
                </span>
              )}
            </fieldset>
          )}
        />
        <FormDialogFooter
          submitLabel="Save game"
          onCancel={onClose}
          pending={save.isPending}
          error={save.error}
        />
      </form>
    </Dialog>
  );
}
