/**
 * The data export's lifecycle (GDPR Art. 20; decision 045). An export is requested PENDING; the job
 * builds the archive (READY) or gives up (FAILED); a READY archive is removed when its link runs out
 * (EXPIRED). The server's one writer is data-export-service `moveExportStatus`.
 */
export const EXPORT_STATUSES = ['PENDING', 'READY', 'FAILED', 'EXPIRED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_EVENTS = ['BUILT', 'GAVE_UP', 'RAN_OUT'] as const;
export type ExportEvent = (typeof EXPORT_EVENTS)[number];

export const EXPORT_TRANSITIONS: readonly { from: ExportStatus; event: ExportEvent; to: ExportStatus }[] = [
  { from: 'PENDING', event: 'BUILT', to: 'READY' },
  { from: 'PENDING', event: 'GAVE_UP', to: 'FAILED' },
  { from: 'READY', event: 'RAN_OUT', to: 'EXPIRED' },
];

export function nextExportStatus(from: string, event: ExportEvent): ExportStatus | null {
  return EXPORT_TRANSITIONS.find((t) => t.from === from && t.event === event)?.to ?? null;
}

/** How long a ready archive can be downloaded. */
export const EXPORT_LINK_HOURS = 48;
/** Exports a user may request in a day. */
export const EXPORTS_PER_DAY = 5;

/** The files of the archive, one JSON document each. */
export const EXPORT_FILES = [
  'account.json',
  'addresses.json',
  'orders.json',
  'reviews.json',
  'after-sales.json',
  'points.json',
] as const;
