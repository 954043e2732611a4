import type { UploadedFile } from '@kontor/domain/files/files-responses';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api-client.ts';
import { currentSite } from '../../../shared/storefront/site-store.ts';

/** `POST /api/files/upload?purpose=after-sales` (multipart `file`): an image of the application. */
export async function uploadImage(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/files/upload?purpose=after-sales', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Site': currentSite() },
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', key: 'errors.network', message: '' });
  }
  const envelope = await response.json().catch(() => null);
  if (envelope?.success) return envelope.data as UploadedFile;
  throw new ApiError(
    envelope?.error ?? { status: response.status, code: 'INTERNAL', key: 'errors.internal', message: '' },
  );
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
