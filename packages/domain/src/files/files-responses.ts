import { z } from 'zod';
import { countSchema } from '../wire-schemas.ts';

/** POST /api/files/upload (decision 013): where the stored file is served, its name, size and type. */
export const uploadedFileSchema = z.strictObject({
  url: z.string().min(1),
  name: z.string(),
  size: countSchema,
  type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
