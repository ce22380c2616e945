import {
  AdminPageInputSchema,
  AdminPopupInputSchema,
  AdminPromotionInputSchema,
  AdminSliderInputSchema,
  type AdminCmsCollection,
  type AdminPage,
  type AdminPageInput,
  type AdminPopup,
  type AdminPopupInput,
  type AdminPromotion,
  type AdminPromotionInput,
  type AdminSlider,
  type AdminSliderInput,
} from '@lale/contracts';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useCollection, useContentCategories, type ContentCategory } from './contentApi.ts';
import { errorAt, HtmlFields, LocalizedTextFields, PictureField, PlainField } from './fields.tsx';
import type { ChoosePicture, InputSchema } from './ItemEditor.tsx';
import styles from './Content.module.css';

/*
 * The four id-keyed collections of operator content (contracts/admin-cms.ts), each described once:
 * what its list shows, what its editor asks (every field of the input schema) and how an item
 * becomes that input again (a publish switch or a move replaces every field).
 */

export type ContentItem = { id: number; active: boolean };

export type CollectionDef<Item extends ContentItem, Input extends FieldValues> = {
  name: AdminCmsCollection;
  /** 'promotion': "New promotion", "Save promotion". */
  noun: string;
  schema: InputSchema;
  /** Reorderable (POST …/reorder); popups are not: the site shows the newest active one. */
  ordered: boolean;
  blank: () => Input;
  toInput: (item: Item) => Input;
  /** The item's English title (its thumbnail's alt text and its actions' names). */
  titleOf: (item: Item) => string;
  /** The Turkish title under it, where there is one. */
  subtitleOf?: (item: Item) => string;
  pictureOf?: (item: Item) => string;
  /** Where a click on it goes, for the items that link somewhere. */
  linkOf?: (item: Item) => string | null;
  /** Items are moved within their group (a slug's carousel, a footer category). */
  group?: { header: string; of: (item: Item) => string; Cell: (props: { item: Item }) => ReactNode };
  /** What "published" means for this collection. */
  publishedHint: string;
  Fields: (props: { form: UseFormReturn<Input>; choosePicture: ChoosePicture }) => ReactNode;
};

const RESPONSIVE_PICTURES = [
  ['images.sm', 'Picture (mobile)', 'Shown below 992 px.'],
  ['images.md', 'Picture (992 px and wider)', 'Shown from 992 px.'],
  ['images.lg', 'Picture (1200 px and wider)', 'Shown from 1200 px.'],
] as const;

function ResponsivePictures<T extends FieldValues>({
  form,
  choosePicture,
}: {
  form: UseFormReturn<T>;
  choosePicture: ChoosePicture;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Pictures</legend>
      {RESPONSIVE_PICTURES.map(([name, label, hint]) => (
        <PictureField
          key={name}
          form={form}
          name={name}
          label={label}
          hint={hint}
          editable
          onChoose={() => choosePicture(name, label)}
        />
      ))}
    </fieldset>
  );
}

// ── Promotions ───────────────────────────────────────────────────────────────────────────────────

export const PROMOTIONS: CollectionDef<AdminPromotion, AdminPromotionInput> = {
  name: 'promotions',
  noun: 'promotion',
  schema: AdminPromotionInputSchema,
  ordered: true,
  blank: () => ({
    title: { tr: '', en: '' },
    description: { tr: '', en: '' },
    images: { card: '', detail: '' },
    active: false,
  }),
  toInput: ({ title, description, images, active }) => ({ title, description, images, active }),
  titleOf: (item) => item.title.en,
  subtitleOf: (item) => item.title.tr,
  pictureOf: (item) => item.images.card,
  publishedHint: 'listed on the promotions page.',
  Fields: ({ form, choosePicture }) => (
    <>
      <LocalizedTextFields form={form} name="title" label="Title" />
      <HtmlFields form={form} name="description" label="Body" />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Pictures</legend>
        <PictureField
          form={form}
          name="images.card"
          label="Card picture"
          hint="The card on the promotions page."
          editable
          onChoose={() => choosePicture('images.card', 'Card picture')}
        />
        <PictureField
          form={form}
          name="images.detail"
          label="Detail picture"
          hint="The top of the promotion's detail window."
          editable
          onChoose={() => choosePicture('images.detail', 'Detail picture')}
        />
      </fieldset>
    </>
  ),
};

// ── Sliders ──────────────────────────────────────────────────────────────────────────────────────

export const SLIDERS: CollectionDef<AdminSlider, AdminSliderInput> = {
  name: 'sliders',
  noun: 'slider',
  schema: AdminSliderInputSchema,
  ordered: true,
  blank: () => ({
    slug: 'home',
    url: '',
    title: { tr: '', en: '' },
    images: { sm: '', md: '', lg: '' },
    active: false,
  }),
  toInput: ({ slug, url, title, images, active }) => ({ slug, url, title, images, active }),
  titleOf: (item) => item.title.en,
  subtitleOf: (item) => item.title.tr,
  pictureOf: (item) => item.images.lg,
  linkOf: (item) => item.url,
  group: { header: 'Carousel', of: (item) => item.slug, Cell: ({ item }) => <code>{item.slug}</code> },
  publishedHint: 'shown in its carousel.',
  Fields: ({ form, choosePicture }) => (
    <>
      <LocalizedTextFields form={form} name="title" label="Title" />
      <div className={styles.pair}>
        <PlainField
          form={form}
          name="slug"
          label="Carousel (slug)"
          hint="Which carousel shows it, e.g. home. Lower-case letters, digits, '.', '-' and '_'."
        />
        <PlainField
          form={form}
          name="url"
          label="Link"
          hint="Where a click goes: a site path (/promotions) or an https address."
        />
      </div>
      <ResponsivePictures form={form} choosePicture={choosePicture} />
    </>
  ),
};

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────

/** The footer categories by id: names from the site's bootstrap, and every id a page already uses. */
function useCategoryNames(): { categories: ContentCategory[]; named: boolean } {
  const named = useContentCategories();
  const pages = useCollection<AdminPage>('pages');
  const byId = new Map((named.data ?? []).map((category) => [category.id, category.name]));
  for (const page of pages.data ?? []) {
    if (!byId.has(page.categoryId)) byId.set(page.categoryId, `Category ${page.categoryId}`);
  }
  const categories = [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.id - b.id);
  return { categories, named: named.isSuccess };
}

function CategoryCell({ item }: { item: AdminPage }) {
  const { categories } = useCategoryNames();
  return <>{categories.find((category) => category.id === item.categoryId)?.name ?? item.categoryId}</>;
}

/** '' (nothing chosen) → undefined, else the number. */
const toCategoryId = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function CategoryField({ form }: { form: UseFormReturn<AdminPageInput> }) {
  const { categories, named } = useCategoryNames();
  const error = form.formState.errors.categoryId;
  const message = error?.type === 'invalid_type' ? 'Choose a category.' : errorAt(form, 'categoryId');
  const register = form.register('categoryId', { setValueAs: toCategoryId });
  if (named || categories.length > 0) {
    return (
      <SelectField
        label="Category"
        hint="The footer column the page is listed in."
        error={message}
        options={[
          { value: '', label: 'Choose a category' },
          ...categories.map(({ id, name }) => ({ value: String(id), label: `${name} (#${id})` })),
        ]}
        {...register}
      />
    );
  }
  return (
    <TextField
      label="Category ID"
      hint="The number of the footer category the page is listed in."
      inputMode="numeric"
      error={message}
      {...register}
    />
  );
}

export const PAGES: CollectionDef<AdminPage, AdminPageInput> = {
  name: 'pages',
  noun: 'page',
  schema: AdminPageInputSchema,
  ordered: true,
  blank: () => ({
    categoryId: undefined as unknown as number,
    title: { tr: '', en: '' },
    description: { tr: '', en: '' },
    active: false,
  }),
  toInput: ({ categoryId, title, description, active }) => ({ categoryId, title, description, active }),
  titleOf: (item) => item.title.en,
  subtitleOf: (item) => item.title.tr,
  group: { header: 'Category', of: (item) => String(item.categoryId), Cell: CategoryCell },
  publishedHint: 'listed in the footer, at /pages/<id>.',
  Fields: ({ form }) => (
    <>
      <div className={styles.pair}>
        <CategoryField form={form} />
      </div>
      <LocalizedTextFields form={form} name="title" label="Title" />
      <HtmlFields form={form} name="description" label="Body" />
    </>
  ),
};

// ── Popups ───────────────────────────────────────────────────────────────────────────────────────

/** A blank link is no link (null): the popup then links to the page the visitor is on. */
const toLink = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const POPUPS: CollectionDef<AdminPopup, AdminPopupInput> = {
  name: 'popups',
  noun: 'popup',
  schema: AdminPopupInputSchema,
  ordered: false,
  blank: () => ({ images: { sm: '', md: '', lg: '' }, url: null, active: false }),
  toInput: ({ images, url, active }) => ({ images, url, active }),
  // Popups have no title: the id names them.
  titleOf: (item) => `Popup ${item.id}`,
  pictureOf: (item) => item.images.lg,
  linkOf: (item) => item.url,
  publishedHint: 'the newest published popup opens when the site loads.',
  Fields: ({ form, choosePicture }) => (
    <>
      <ResponsivePictures form={form} choosePicture={choosePicture} />
      <PlainField
        form={form}
        name="url"
        label="Link (optional)"
        hint="A site path or an https address. Empty: the popup stays on the page the visitor is on."
        options={{ setValueAs: toLink }}
      />
    </>
  ),
};
