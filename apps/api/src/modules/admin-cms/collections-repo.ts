import type {
  AdminPage,
  AdminPageInput,
  AdminPopup,
  AdminPopupInput,
  AdminPromotion,
  AdminPromotionInput,
  AdminSlider,
  AdminSliderInput,
} from '@lale/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { contentCategories, contentItems, popups, promotions, sliders } from '../../db/schema.ts';
import { deleteRow, nextSortOrder, reorderRows } from './ordered.ts';

/*
 * SQL of the id-keyed content collections. Each maps its table's columns to the admin shape of the
 * contract and back; list order is the order the site shows (popups: newest first, the bootstrap
 * publishes the newest active one).
 */

export type CollectionRepo<Input, Item> = {
  list(): Promise<Item[]>;
  create(input: Input): Promise<Item>;
  /** The replaced item, or undefined when there is no such id. */
  update(id: number, input: Input): Promise<Item | undefined>;
  remove(id: number): Promise<boolean>;
  /** False when `ids` is not exactly the set of existing ids. Absent: the collection has no order. */
  reorder?(ids: readonly number[]): Promise<boolean>;
};

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('write returned no row');
  return row;
}

function sliderRepo(db: Database): CollectionRepo<AdminSliderInput, AdminSlider> {
  const toItem = (r: typeof sliders.$inferSelect): AdminSlider => ({
    id: r.id,
    slug: r.slug,
    url: r.url,
    title: r.title,
    images: { sm: r.imageSm, md: r.imageMd, lg: r.imageLg },
    sortOrder: r.sortOrder,
    active: r.active,
  });
  const columns = ({ slug, url, title, images, active }: AdminSliderInput) => ({
    slug,
    url,
    title,
    imageSm: images.sm,
    imageMd: images.md,
    imageLg: images.lg,
    active,
  });
  return {
    list: async () =>
      (await db.select().from(sliders).orderBy(asc(sliders.sortOrder), asc(sliders.id))).map(toItem),
    create: async (input) =>
      toItem(
        only(
          await db
            .insert(sliders)
            .values({ ...columns(input), sortOrder: nextSortOrder(sliders) })
            .returning(),
        ),
      ),
    update: async (id, input) => {
      const [row] = await db.update(sliders).set(columns(input)).where(eq(sliders.id, id)).returning();
      return row && toItem(row);
    },
    remove: (id) => deleteRow(db, sliders, sliders.id, id),
    reorder: (ids) => reorderRows(db, sliders, sliders.id, ids),
  };
}

function promotionRepo(db: Database): CollectionRepo<AdminPromotionInput, AdminPromotion> {
  const toItem = (r: typeof promotions.$inferSelect): AdminPromotion => ({
    id: r.id,
    title: r.title,
    description: r.description,
    images: { card: r.imageCard, detail: r.imageDetail },
    sortOrder: r.sortOrder,
    active: r.active,
  });
  const columns = ({ title, description, images, active }: AdminPromotionInput) => ({
    title,
    description,
    imageCard: images.card,
    imageDetail: images.detail,
    active,
  });
  return {
    list: async () =>
      (await db.select().from(promotions).orderBy(asc(promotions.sortOrder), asc(promotions.id))).map(toItem),
    create: async (input) =>
      toItem(
        only(
          await db
            .insert(promotions)
            .values({ ...columns(input), sortOrder: nextSortOrder(promotions) })
            .returning(),
        ),
      ),
    update: async (id, input) => {
      const [row] = await db
        .update(promotions)
        .set({ ...columns(input), updatedAt: sql`now()` })
        .where(eq(promotions.id, id))
        .returning();
      return row && toItem(row);
    },
    remove: (id) => deleteRow(db, promotions, promotions.id, id),
    reorder: (ids) => reorderRows(db, promotions, promotions.id, ids),
  };
}

function pageRepo(db: Database): CollectionRepo<AdminPageInput, AdminPage> {
  const toItem = (r: typeof contentItems.$inferSelect): AdminPage => ({
    id: r.id,
    categoryId: r.categoryId,
    title: r.title,
    description: r.description,
    sortOrder: r.sortOrder,
    active: r.active,
  });
  return {
    list: async () =>
      (await db.select().from(contentItems).orderBy(asc(contentItems.sortOrder), asc(contentItems.id))).map(
        toItem,
      ),
    create: async (input) =>
      toItem(
        only(
          await db
            .insert(contentItems)
            .values({ ...input, sortOrder: nextSortOrder(contentItems) })
            .returning(),
        ),
      ),
    update: async (id, input) => {
      const [row] = await db.update(contentItems).set(input).where(eq(contentItems.id, id)).returning();
      return row && toItem(row);
    },
    remove: (id) => deleteRow(db, contentItems, contentItems.id, id),
    reorder: (ids) => reorderRows(db, contentItems, contentItems.id, ids),
  };
}

function popupRepo(db: Database): CollectionRepo<AdminPopupInput, AdminPopup> {
  const toItem = (r: typeof popups.$inferSelect): AdminPopup => ({
    id: r.id,
    images: { sm: r.imageSm, md: r.imageMd, lg: r.imageLg },
    url: r.url,
    active: r.active,
  });
  const columns = ({ images, url, active }: AdminPopupInput) => ({
    imageSm: images.sm,
    imageMd: images.md,
    imageLg: images.lg,
    url,
    active,
  });
  return {
    list: async () => (await db.select().from(popups).orderBy(desc(popups.id))).map(toItem),
    create: async (input) => toItem(only(await db.insert(popups).values(columns(input)).returning())),
    update: async (id, input) => {
      const [row] = await db.update(popups).set(columns(input)).where(eq(popups.id, id)).returning();
      return row && toItem(row);
    },
    remove: (id) => deleteRow(db, popups, popups.id, id),
  };
}

export function createCollectionsRepo(db: Database) {
  return {
    sliders: sliderRepo(db),
    promotions: promotionRepo(db),
    pages: pageRepo(db),
    popups: popupRepo(db),
    async categoryExists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: contentCategories.id })
        .from(contentCategories)
        .where(eq(contentCategories.id, id));
      return rows.length > 0;
    },
  };
}

export type CollectionsRepo = ReturnType<typeof createCollectionsRepo>;
