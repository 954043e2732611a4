import { z } from 'zod';

const MB = 1024 * 1024;

/** Upload purposes and what each accepts (spec §5 and §9). */
export const UPLOAD_PURPOSES = {
  /** Review images: images only; the spec sets 6 per review, the size cap is ours (decision 004). */
  review: { maxBytes: 5 * MB, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
  /** After-sales images: each under 1M. */
  'after-sales': { maxBytes: 1 * MB, types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] },
  /** Avatar: png, bmp, jpeg, gif under 2M. */
  avatar: { maxBytes: 2 * MB, types: ['image/png', 'image/bmp', 'image/jpeg', 'image/gif'] },
  /** Billing document: one PDF under 100 MB. */
  billing: { maxBytes: 100 * MB, types: ['application/pdf'] },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const uploadPurposeSchema = z.enum(
  Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]],
);
