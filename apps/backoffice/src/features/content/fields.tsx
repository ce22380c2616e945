import { CONTENT_IMAGE_ORIGINS } from '@lale/contracts';
import { useDeferredValue } from 'react';
import {
  get,
  useWatch,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { pictureSrc } from './contentApi.ts';
import styles from './Content.module.css';

/*
 * The editors' building blocks: a text in both site languages (Turkish first: the site falls back to
 * it), an HTML body in both with a preview of each, a picture address with the library's picker, and
 * the published switch. Each control is labelled and shows its error (the form's or the server's).
 */

/** Where a picture may come from (the contract's rule): the site's /media/, or an allowed picture host. */
export const PICTURE_HINT =
  CONTENT_IMAGE_ORIGINS.length === 0
    ? 'Choose or upload a picture, or type its /media/… address.'
    : `Choose or upload a picture, or type its /media/… address or an https address on ${CONTENT_IMAGE_ORIGINS.join(', ')}.`;

export const LANGUAGES = [
  { code: 'tr', name: 'Turkish' },
  { code: 'en', name: 'English' },
] as const;

/** The message at `path` of the form's errors (nested: 'title.tr'). */
export function errorAt<T extends FieldValues>(form: UseFormReturn<T>, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** Every leaf path of a form's values ('title.tr', 'images.card', 'active'): the fields it shows. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

type FieldProps<T extends FieldValues> = { form: UseFormReturn<T>; name: string; label: string };

/** "Title (Turkish)" and "Title (English)", side by side. */
export function LocalizedTextFields<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  return (
    <div className={styles.pair}>
      {LANGUAGES.map(({ code, name: language }) => {
        const path = `${name}.${code}` as Path<T>;
        return (
          <TextField
            key={code}
            label={`${label} (${language})`}
            lang={code}
            autoComplete="off"
            error={errorAt(form, path)}
            {...form.register(path)}
          />
        );
      })}
    </div>
  );
}

/**
 * The HTML as the visitor's browser would draw it, in a sandboxed frame (`sandbox=""`: no script, no
 * form, no navigation, an origin of its own), never in the back office's own document. It shows what
 * was typed; the server sanitises on save (p, br, h2, h3, ul, ol, li, strong, em, a, img) and the
 * list then holds what it stored.
 */
export function HtmlPreview({ html, title, lang }: { html: string; title: string; lang: string }) {
  const shown = useDeferredValue(html);
  const document = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body>${shown}</body></html>`;
  return (
    <div className={styles.preview}>
      <span className={styles.previewLabel} aria-hidden="true">
        {title}
      </span>
      <iframe className={styles.previewFrame} title={title} sandbox="" srcDoc={document} />
    </div>
  );
}

/** "Body (Turkish)" and "Body (English)" as HTML, each with its live preview under it. */
export function HtmlFields<T extends FieldValues>({ form, name, label }: FieldProps<T>) {
  const values = useWatch({ control: form.control, name: name as Path<T> }) as
    { tr?: string; en?: string } | undefined;
  return (
    <div className={styles.pair}>
      {LANGUAGES.map(({ code, name: language }) => {
        const path = `${name}.${code}` as Path<T>;
        return (
          <div key={code} className={styles.htmlColumn}>
            <TextAreaField
              label={`${label} (${language})`}
              lang={code}
              rows={10}
              spellCheck
              hint="HTML: p, br, h2, h3, ul, ol, li, strong, em, a, img. Anything else is removed on save."
              error={errorAt(form, path)}
              {...form.register(path)}
            />
            <HtmlPreview html={values?.[code] ?? ''} title={`Preview (${language})`} lang={code} />
          </div>
        );
      })}
    </div>
  );
}

/** A picture address (typed, or chosen from the library) with a thumbnail of what it shows. */
export function PictureField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  editable,
  onChoose,
}: FieldProps<T> & { hint?: string; editable: boolean; onChoose: () => void }) {
  const path = name as Path<T>;
  const url = (useWatch({ control: form.control, name: path }) as string | undefined) ?? '';
  return (
    <div className={styles.picture}>
      <div className={styles.pictureThumb}>
        {url.trim() ? (
          <img src={pictureSrc(url.trim())} alt={`${label}: chosen picture`} />
        ) : (
          <span aria-hidden="true">No picture</span>
        )}
      </div>
      <div className={styles.pictureInput}>
        <TextField
          label={label}
          hint={hint ? `${hint} ${PICTURE_HINT}` : PICTURE_HINT}
          autoComplete="off"
          spellCheck={false}
          error={errorAt(form, path)}
          {...form.register(path)}
        />
      </div>
      {editable && (
        <Button
          className={styles.pictureButton}
          onClick={onChoose}
          aria-label={`Choose picture… for ${label}`}
        >
          Choose picture…
        </Button>
      )}
    </div>
  );
}

/** The published switch: `active` of every collection (only active items reach the site). */
export function PublishedField<T extends FieldValues>({
  form,
  hint,
}: {
  form: UseFormReturn<T>;
  hint: string;
}) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...form.register('active' as Path<T>)} />
      <span>
        Published <span className={styles.faint}>— {hint}</span>
      </span>
    </label>
  );
}

/** A text field of a form at `name` (a link, a slug), with its error. */
export function PlainField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  options,
}: FieldProps<T> & { hint?: string; options?: RegisterOptions<T, Path<T>> }) {
  const path = name as Path<T>;
  return (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      spellCheck={false}
      error={errorAt(form, path)}
      {...form.register(path, options)}
    />
  );
}
