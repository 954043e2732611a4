import { describe, expect, it } from 'vitest';
import {
  EXPORT_EVENTS,
  EXPORT_STATUSES,
  EXPORT_TRANSITIONS,
  nextExportStatus,
} from './data-export-status.ts';

describe('data export lifecycle', () => {
  it('moves a pending export to ready or failed, and a ready one to expired', () => {
    expect(nextExportStatus('PENDING', 'BUILT')).toBe('READY');
    expect(nextExportStatus('PENDING', 'GAVE_UP')).toBe('FAILED');
    expect(nextExportStatus('READY', 'RAN_OUT')).toBe('EXPIRED');
  });

  it('has no move out of a final status, and none the table does not list', () => {
    for (const from of EXPORT_STATUSES)
      for (const event of EXPORT_EVENTS) {
        const listed = EXPORT_TRANSITIONS.find((t) => t.from === from && t.event === event);
        expect(nextExportStatus(from, event)).toBe(listed?.to ?? null);
      }
    for (const event of EXPORT_EVENTS) {
      expect(nextExportStatus('FAILED', event)).toBeNull();
      expect(nextExportStatus('EXPIRED', event)).toBeNull();
    }
  });
});
