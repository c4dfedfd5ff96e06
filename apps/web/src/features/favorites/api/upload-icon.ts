import { storedFileSchema, type StoredFile } from '@looklab/shared/api/file.schema';
import { planMessages } from '@looklab/shared/messages/plan-messages';
import { api } from '@/lib/api-client';

/** Base64 of the file's bytes, encoded in slices (a spread of a whole photo would overflow). */
async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const SLICE = 0x8000;
  let binary = '';
  for (let at = 0; at < bytes.length; at += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  }
  return btoa(binary);
}

/**
 * POST /api/files into the favorite-icons folder. The server checks the bytes and stores the
 * icon at most 512 px on its longest side.
 */
export async function uploadFavoriteIcon(file: File): Promise<StoredFile> {
  let base64: string;
  try {
    base64 = await fileToBase64(file);
  } catch {
    throw new Error(planMessages.couldNotUploadIcon);
  }
  return api.post(
    '/api/files',
    { base64, contentType: file.type || 'image/jpeg', folder: 'favorite-icons' },
    storedFileSchema,
  );
}
