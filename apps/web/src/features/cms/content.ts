import type { Category, ContentItem } from '@lale/contracts';
import { useBootstrap } from '../../lib/bootstrap.ts';

/* The content pages of the bootstrap (spec §3 categoryList): each category lists its items. */

export function useContentCategories(): readonly Category[] {
  return useBootstrap().data?.categoryList ?? [];
}

/** The item behind /pages/{id} and the category it is listed in, or null for an unknown id. */
export function findContent(
  categories: readonly Category[],
  id: string | undefined,
): { item: ContentItem; category: Category } | null {
  for (const category of categories) {
    const item = category.contentList.find((content) => String(content.id) === id);
    if (item) return { item, category };
  }
  return null;
}

export const contentPath = (id: number) => `/pages/${id}`;
