import type { Envelope } from '@kontor/domain/errors';
import type { UploadedFile } from '@kontor/domain/files/files-responses';
import { ApiError } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';

export const UPLOAD_URL = '/api/files/upload';

/**
 * `POST /api/files/upload?purpose=review`, multipart `file`: the server checks the bytes (images
 * only, size cap) and answers the stored file's URL.
 */
export async function uploadReviewImage(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', 'review');
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${UPLOAD_URL}?purpose=review`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'X-Site': currentSite() },
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', key: 'errors.network', message: '' });
  }
  const envelope = (await response.json().catch(() => undefined)) as Envelope<UploadedFile> | undefined;
  if (envelope?.success) return envelope.data;
  if (envelope && !envelope.success) throw new ApiError(envelope.error);
  throw new ApiError({
    status: response.status || 500,
    code: 'INTERNAL',
    key: 'errors.internal',
    message: '',
  });
}
