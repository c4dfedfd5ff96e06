import { z } from 'zod';
import { apiMessages } from '../messages/api-messages';

/** Folders a user may upload into: users/{uid}/{folder}/{timestamp-random}.jpg (spec §7). */
export const uploadFolderSchema = z.enum([
  'generated',
  'originals',
  'references',
  'favorite-icons',
]);
export type UploadFolder = z.infer<typeof uploadFolderSchema>;

/** POST /api/files. The declared content type is informational: the server checks the bytes. */
export const fileUploadRequestSchema = z.object({
  base64: z.string().max(26_000_000),
  contentType: z.string().max(100),
  folder: uploadFolderSchema,
});
export type FileUploadRequest = z.infer<typeof fileUploadRequestSchema>;

export const storedFileSchema = z.object({ url: z.string(), storagePath: z.string() });
export type StoredFile = z.infer<typeof storedFileSchema>;

/** DELETE /api/files; a missing file is not an error. */
export const fileDeleteRequestSchema = z.object({ storagePath: z.string().min(1).max(512) });
export type FileDeleteRequest = z.infer<typeof fileDeleteRequestSchema>;

/**
 * Stored documents (makeovers, favorites, products) reference images by url + storagePath; the
 * bytes live in file storage. Image bytes are refused with a clear message, inline or as a
 * data: URL, so a row and a list page stay small.
 */
export const noInlineBytesSchema = z.undefined({ error: apiMessages.inlineImageBytes }).optional();
export const storedUrlSchema = z
  .string()
  .min(1)
  .max(2048)
  .refine((url) => !/^\s*data:/i.test(url), { error: apiMessages.inlineImageBytes });
export const storagePathSchema = z.string().max(512);
