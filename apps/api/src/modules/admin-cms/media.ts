import { createHash } from 'node:crypto';
import {
  MEDIA_MAX_BYTES,
  MEDIA_UPLOADS_PATH,
  type AdminMedia,
  type AdminMediaUploadRequest,
  type MediaContentType,
} from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MediaRepo, MediaRow } from './media-repo.ts';

/*
 * The operator's picture uploads (issue #27; contracts/admin-media.ts). A picture is what its first
 * bytes say, not what its name or the declared type say: a file whose bytes are not the declared
 * format is refused, so an SVG or an HTML page renamed `.png` never reaches the site's origin. The
 * address is the SHA-256 of the bytes with the format's extension.
 */

const EXTENSION: Readonly<Record<MediaContentType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const TYPE_OF_EXTENSION = new Map(Object.entries(EXTENSION).map(([type, ext]) => [ext, type]));

/** The format the bytes are in, by their signature; undefined for anything else. */
export function sniffPicture(data: Buffer): MediaContentType | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => data[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    data
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  )
    return 'image/gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return undefined;
}

const SHA_FILE = /^([0-9a-f]{64})\.([a-z]+)$/;

export function createMedia({ repo, clock }: { repo: MediaRepo; clock: Clock }) {
  const view = (row: MediaRow): AdminMedia => ({
    id: row.id,
    url: `${MEDIA_UPLOADS_PATH}/${row.sha256}.${EXTENSION[row.contentType as MediaContentType]}`,
    fileName: row.fileName,
    contentType: row.contentType as MediaContentType,
    bytes: row.bytes,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    async upload(staffId: number, input: AdminMediaUploadRequest): Promise<AdminMedia> {
      const data = Buffer.from(input.data, 'base64');
      if (data.length === 0 || data.length > MEDIA_MAX_BYTES) throw refuse({ code: 'MediaTooLarge' });
      const actual = sniffPicture(data);
      if (actual !== input.contentType) throw refuse({ code: 'MediaNotAPicture' });
      const sha256 = createHash('sha256').update(data).digest('hex');
      const row = await repo.store({
        sha256,
        fileName: input.fileName,
        contentType: actual,
        data,
        uploadedBy: staffId,
        createdAt: clock.now(),
      });
      return view(row);
    },

    async list(skip: number, take: number) {
      const { rows, total } = await repo.list(skip, take);
      return { items: rows.map(view), total };
    },

    /** A served picture by its file name (`<sha256>.<ext>`); undefined when there is none of that type. */
    async file(name: string): Promise<{ contentType: string; data: Buffer } | undefined> {
      const match = SHA_FILE.exec(name);
      if (!match) return undefined;
      const stored = await repo.content(match[1]!);
      if (!stored || TYPE_OF_EXTENSION.get(match[2]!) !== stored.contentType) return undefined;
      return stored;
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
