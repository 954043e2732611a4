import {
  type DataExport,
  EXPORT_LINK_HOURS,
  EXPORTS_PER_DAY,
  type ExportEvent,
  type Language,
  nextExportStatus,
} from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { type DeadlineJob, scheduleDeadline } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { type ExportRow, dataExportRepository as repo } from './data-export-repository.ts';

/**
 * The data export (GDPR Art. 20; decision 045): a buyer asks for an archive of their data; a deadline
 * job builds it (a zip of JSON files), keeps it for EXPORT_LINK_HOURS and announces it in the outbox;
 * only its owner downloads it. `moveExportStatus` is the one writer of data_export.status.
 */

export const BUILD_JOB = 'data-export.build';
export const EXPIRE_JOB = 'data-export.expire';
/** Attempts of the build job before the export is given up (the runner stops at 5). */
const BUILD_ATTEMPTS = 5;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export const downloadPath = (id: number) => `/api/user/web/data-export/${id}/download`;

export function exportDto(row: ExportRow, now = new Date()): DataExport {
  const live = row.status === 'READY' && !!row.expires_at && new Date(row.expires_at) > now;
  return {
    id: Number(row.id),
    status: row.status,
    requestedAt: iso(row.requested_at)!,
    readyAt: iso(row.ready_at),
    expiresAt: row.status === 'READY' ? iso(row.expires_at) : null,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    downloadUrl: live ? downloadPath(Number(row.id)) : null,
  };
}

/** THE writer of data_export.status: the transition table, a guarded update; null when it did not move. */
export async function moveExportStatus(
  q: Queryable,
  row: ExportRow,
  event: ExportEvent,
  patch: Parameters<typeof repo.move>[4] = {},
): Promise<ExportRow | null> {
  const to = nextExportStatus(row.status, event);
  if (!to) return null;
  return (await repo.move(q, row.id, row.status, to, patch)) ?? null;
}

/**
 * Asks for an export: one in progress is answered again rather than doubled; at most EXPORTS_PER_DAY
 * a day (429). The build job is due at once.
 */
export async function requestExport(db: Db, userId: number): Promise<DataExport> {
  return db.tx(async (q) => {
    // One request at a time per user: the user's row is the lock.
    await q.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
    const pending = await repo.pendingOf(q, userId);
    if (pending) return exportDto(pending);
    if ((await repo.countSince(q, userId, 24)) >= EXPORTS_PER_DAY)
      throw new AppError('RATE_LIMITED', 'dataExport.errors.tooMany', { count: EXPORTS_PER_DAY });
    const row = await repo.create(q, userId);
    await scheduleDeadline(q, BUILD_JOB, row.id, new Date());
    return exportDto(row);
  });
}

export async function listExports(db: Db, userId: number): Promise<DataExport[]> {
  const now = new Date();
  return (await repo.listOf(db, userId, 5)).map((r) => exportDto(r, now));
}

/** The archive for its owner: another user's or an unknown id is 404; not ready 409; run out 404. */
export async function openExport(db: Db, deps: AppDeps, userId: number, id: number) {
  const row = await repo.ofUser(db, userId, id);
  if (!row) throw notFound();
  if (row.status === 'PENDING') throw new AppError('CONFLICT', 'dataExport.errors.notReady');
  const live = row.status === 'READY' && row.expires_at && new Date(row.expires_at) > new Date();
  const opened = live && row.stored_name ? await deps.providers.storage.open(row.stored_name) : null;
  if (!opened) throw new AppError('NOT_FOUND', 'dataExport.errors.expired');
  return { ...opened, fileName: `kontor-data-${new Date(row.requested_at).toISOString().slice(0, 10)}.zip` };
}

const utf8 = new TextEncoder();
const json = (value: unknown) => utf8.encode(`${JSON.stringify(value, null, 2)}\n`);

/** The archive: one JSON document per kind of data, and a short README of what is in it. */
export async function buildArchive(q: Queryable, userId: number, language: Language): Promise<Uint8Array> {
  const [account, addresses, orders, reviews, afterSales, points] = [
    await repo.account(q, userId),
    await repo.addresses(q, userId),
    await repo.orders(q, userId),
    await repo.reviews(q, userId),
    await repo.afterSales(q, userId),
    await repo.points(q, userId),
  ];
  const now = new Date();
  // fflate loads with the first archive, not at every start (decision 077).
  const { zipSync } = await import('fflate');
  return zipSync(
    {
      'README.txt': utf8.encode(
        `${translate(language, 'dataExport.archive.readme', { date: now.toISOString() })}\n`,
      ),
      'account.json': json(account ?? null),
      'addresses.json': json(addresses),
      'orders.json': json(orders),
      'reviews.json': json(reviews),
      'after-sales.json': json(afterSales),
      'points.json': json(points),
    },
    { level: 6, mtime: now },
  );
}

interface Recipient {
  email: string | null;
  phone: string | null;
  language: Language | null;
}

/** The build job: the archive stored, the export READY until its link runs out, the owner told. */
export async function buildExport(q: Queryable, deps: AppDeps, job: DeadlineJob): Promise<void> {
  const row = await repo.lock(q, job.ref_id);
  if (row?.status !== 'PENDING') return;
  const who = (await q.one<Recipient>('SELECT email, phone, language FROM app_user WHERE id = $1', [
    row.user_id,
  ]))!;
  const language = who.language ?? 'en';
  let stored: { storedName: string };
  let size: number;
  try {
    const archive = await buildArchive(q, row.user_id, language);
    stored = await deps.providers.storage.put(Buffer.from(archive), 'zip');
    size = archive.byteLength;
  } catch (error) {
    // The runner retries a failed job; on its last attempt the export is given up instead.
    if (job.attempts + 1 < BUILD_ATTEMPTS) throw error;
    await moveExportStatus(q, row, 'GAVE_UP');
    return;
  }
  const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3_600_000);
  const ready = await moveExportStatus(q, row, 'BUILT', {
    storedName: stored.storedName,
    sizeBytes: size,
    expiresAt,
  });
  if (!ready) return;
  await scheduleDeadline(q, EXPIRE_JOB, row.id, expiresAt);
  await announce(q, who, language, row.id, expiresAt);
}

async function announce(q: Queryable, who: Recipient, language: Language, id: number, expiresAt: Date) {
  const params = { link: downloadPath(id), page: '/buyer/security', hours: EXPORT_LINK_HOURS };
  const subject = translate(language, 'dataExport.mail.subject');
  if (who.email) {
    await queueMessage(q, {
      channel: 'EMAIL',
      recipient: who.email,
      subject,
      body: translate(language, 'dataExport.mail.body', { ...params, until: expiresAt.toISOString() }),
    });
  } else if (who.phone) {
    await queueMessage(q, {
      channel: 'SMS',
      recipient: who.phone,
      subject,
      body: translate(language, 'dataExport.mail.sms', params),
    });
  }
}

/** The expiry job: the archive removed, the export EXPIRED. */
export async function expireExport(q: Queryable, deps: AppDeps, job: DeadlineJob): Promise<void> {
  const row = await repo.lock(q, job.ref_id);
  if (row?.status !== 'READY') return;
  if (row.stored_name) await deps.providers.storage.remove(row.stored_name);
  await moveExportStatus(q, row, 'RAN_OUT');
}

/** The account's deletion (decision 044): every archive of the user removed, the exports forgotten. */
export async function eraseExportsOf(q: Queryable, deps: AppDeps, userId: number): Promise<void> {
  for (const row of await repo.storedOf(q, userId))
    if (row.stored_name) await deps.providers.storage.remove(row.stored_name);
  await repo.endJobsOf(q, userId, [BUILD_JOB, EXPIRE_JOB]);
  await repo.deleteOf(q, userId);
}
