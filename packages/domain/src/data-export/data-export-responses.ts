import { z } from 'zod';
import { countSchema, idOutSchema, isoTimeSchema } from '../wire-schemas.ts';
import { EXPORT_STATUSES } from './data-export-status.ts';

/** One data export as the account-security page lists it (decision 045). */
export const dataExportSchema = z.strictObject({
  id: idOutSchema,
  status: z.enum(EXPORT_STATUSES),
  requestedAt: isoTimeSchema,
  readyAt: isoTimeSchema.nullable(),
  /** Until when the download works (READY only). */
  expiresAt: isoTimeSchema.nullable(),
  sizeBytes: countSchema.nullable(),
  /** The owner's download route, while READY. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/user/web/data-export: the user's recent exports, newest first. */
export const dataExportListSchema = z.array(dataExportSchema);
