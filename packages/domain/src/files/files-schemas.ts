import { z } from 'zod';

const MB = 1024 * 1024;

const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** An image may have at most this many pixels (all frames together): larger ones are refused with 413. */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * Upload purposes and what each accepts (spec §5, §8 and §9; decisions 004 and 017). A file must be
 * smaller than `limitBytes` ("under 1M", "100 MB or more" is refused). `visibility` says who may fetch
 * it: `public` files anyone with the URL; `private` ones only their owner, the shops they were handed
 * to and the operator.
 */
export const UPLOAD_PURPOSES = {
  /** Review images: shown on the public product page; the size cap is ours (decision 004). */
  review: { limitBytes: 5 * MB, types: IMAGES, visibility: 'public' },
  /** After-sales evidence: each image under 1M; seen by the buyer, the shop and the operator. */
  'after-sales': { limitBytes: 1 * MB, types: IMAGES, visibility: 'private' },
  /** Avatar: png, bmp, jpeg, gif under 2M ("上传图片大小不能超过2M"). */
  avatar: {
    limitBytes: 2 * MB,
    types: ['image/png', 'image/bmp', 'image/jpeg', 'image/gif'],
    visibility: 'public',
  },
  /** Billing document (tax document of a billing address): one PDF under 100 MB. */
  billing: { limitBytes: 100 * MB, types: ['application/pdf'], visibility: 'private' },
  /** Documents of a merchant application (registration extract, ID, bank letter): PDF or image. */
  'merchant-document': {
    limitBytes: 20 * MB,
    types: ['application/pdf', 'image/png', 'image/jpeg'],
    visibility: 'private',
  },
} as const satisfies Record<
  string,
  { limitBytes: number; types: readonly string[]; visibility: 'public' | 'private' }
>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];

/** The largest cap of any purpose: what an upload may be read up to before its purpose is known. */
export const UPLOAD_LIMIT_BYTES = Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.limitBytes));

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSE_NAMES, { error: 'files.purposeUnknown' });

/** Whether a file of this purpose is served to anyone who has its URL. */
export const isPublicPurpose = (purpose: string): boolean =>
  (UPLOAD_PURPOSES as Record<string, { visibility: string }>)[purpose]?.visibility === 'public';
