import {
  ADMIN_MEDIA_PATH,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_BYTES,
  type AdminMedia,
  type AdminMediaUploadRequest,
  type MediaContentType,
} from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiUrl, requestAnswer, type Answer } from './client.ts';

/*
 * The picture library (contracts/admin-media.ts) as every picture field uses it: the uploads listed,
 * one uploaded (checked here first, again by the server by its bytes), and a picture's address as this
 * build loads it. One query key, so an upload from any screen refreshes every picker.
 */

type Page<T> = { items: T[]; total: number };

const MEDIA_KEY = ['media'] as const;

/** The file input's `accept`: the types the server takes. */
export const MEDIA_ACCEPT = MEDIA_CONTENT_TYPES.join(',');

/** The uploads, newest first (content.view; `enabled` false for a role without it). */
export function useMedia(skip: number, take: number, enabled = true) {
  return useQuery({
    queryKey: [...MEDIA_KEY, skip, take],
    queryFn: ({ signal }) => api.get<Page<AdminMedia>>(ADMIN_MEDIA_PATH, { skip, take }, signal),
    enabled,
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Why a file cannot be sent (before reading it), or null. */
export function pictureProblem(file: File): string | null {
  if (!(MEDIA_CONTENT_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, WebP or GIF picture (SVG is not accepted).';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MEDIA_MAX_BYTES) return `The picture is larger than ${formatBytes(MEDIA_MAX_BYTES)}.`;
  return null;
}

/** The file's bytes as base64 (standard alphabet), as the upload takes them. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('The file could not be read.'));
    // A data URL: "data:<type>;base64,<data>".
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

/** Checks, reads and sends one picture (content.edit); answers the stored upload and the server's message. */
export function useUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Answer<AdminMedia>> => {
      const problem = pictureProblem(file);
      if (problem) throw new ApiError('refused', 0, problem);
      const body: AdminMediaUploadRequest = {
        fileName: (file.name.trim() || 'picture').slice(0, 120),
        contentType: file.type as MediaContentType,
        data: await readBase64(file),
      };
      return requestAnswer<AdminMedia>('POST', ADMIN_MEDIA_PATH, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}

/** Where the back office loads a picture from: site paths from the API's origin (VITE_API_ORIGIN). */
export const pictureSrc = (url: string) => (url.startsWith('/') ? apiUrl(url) : url);
