import { storedFileSchema, type StoredFile } from '@looklab/shared/api/file.schema';
import { planMessages } from '@looklab/shared/messages/plan-messages';
import { api } from '@/lib/api-client';

function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error(planMessages.couldNotUploadIcon));
    reader.readAsDataURL(file);
  });
}

/**
 * POST /api/files into the favorite-icons folder. The server checks the bytes and stores the
 * icon at most 512 px on its longest side.
 */
export async function uploadFavoriteIcon(file: File): Promise<StoredFile> {
  const base64 = await fileToBase64(file);
  return api.post(
    '/api/files',
    { base64, contentType: file.type || 'image/jpeg', folder: 'favorite-icons' },
    storedFileSchema,
  );
}
