import type { UploadPurpose } from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { filesRepository } from './files-repository.ts';

// What other features may use of uploads: reviews and after-sales attach only files the user uploaded
// for that purpose (decision 004).

/** Which of these `/files/…` URLs are the user's own uploads for purpose. */
export function ownedUploads(q: Queryable, ownerId: number, purpose: UploadPurpose, urls: string[]) {
  return filesRepository.ownedUrls(q, ownerId, purpose, urls);
}

/** Lets the shop handling an application see the buyer's private evidence (decision 017). */
export function grantUploadsToShop(q: Queryable, ownerId: number, urls: string[], shopId: number) {
  return filesRepository.grantToShop(q, ownerId, urls, shopId);
}

/** The user's own upload for purpose at this `/files/…` URL (a billing address keeps its tax document). */
export function ownedUpload(q: Queryable, ownerId: number, purpose: UploadPurpose, url: string) {
  return filesRepository.ownedByUrl(q, ownerId, purpose, url);
}
