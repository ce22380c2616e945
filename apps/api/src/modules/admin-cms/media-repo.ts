import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { contentMedia, staff } from '../../db/schema.ts';

/*
 * SQL of the operator's uploaded pictures (media.ts). The uploader's name is read from `staff` (owned by
 * the staff module): a listed cross-module read, as the sports operator's record does.
 */

const LISTED = {
  id: contentMedia.id,
  sha256: contentMedia.sha256,
  fileName: contentMedia.fileName,
  contentType: contentMedia.contentType,
  bytes: contentMedia.bytes,
  uploadedBy: sql<string>`coalesce(${staff.username}, '#' || ${contentMedia.uploadedBy})`,
  createdAt: contentMedia.createdAt,
};

export type MediaRow = {
  id: number;
  sha256: string;
  fileName: string;
  contentType: string;
  bytes: number;
  uploadedBy: string;
  createdAt: Date;
};

export function createMediaRepo(db: Database) {
  const listed = () =>
    db.select(LISTED).from(contentMedia).leftJoin(staff, eq(staff.id, contentMedia.uploadedBy));

  return {
    /** Stores the picture unless the same bytes are stored already; answers the stored row either way. */
    async store(values: {
      sha256: string;
      fileName: string;
      contentType: string;
      data: Buffer;
      uploadedBy: number;
      createdAt: Date;
    }): Promise<MediaRow> {
      await db
        .insert(contentMedia)
        .values({ ...values, bytes: values.data.length })
        .onConflictDoNothing({ target: contentMedia.sha256 });
      const [row] = await listed().where(eq(contentMedia.sha256, values.sha256));
      return row!;
    },

    async list(skip: number, take: number): Promise<{ rows: MediaRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        listed().orderBy(desc(contentMedia.createdAt), desc(contentMedia.id)).offset(skip).limit(take),
        db.select({ total: count() }).from(contentMedia),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The picture's bytes and type, by its hash. */
    async content(sha256: string): Promise<{ contentType: string; data: Buffer } | undefined> {
      const [row] = await db
        .select({ contentType: contentMedia.contentType, data: contentMedia.data })
        .from(contentMedia)
        .where(eq(contentMedia.sha256, sha256));
      return row;
    },
  };
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;
