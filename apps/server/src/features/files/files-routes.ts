import {
  type CurrentUser,
  isPublicPurpose,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  uploadedFileSchema,
  uploadPurposeSchema,
} from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { filesRepository, type StoredFileRow } from './files-repository.ts';
import { storableImage } from './stored-image.ts';

const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

/**
 * POST /api/files/upload and GET /files/{name} (DESIGN §7, decisions 004 and 017): the purpose from
 * the query or a multipart field, each purpose's cap and types, the type from the bytes, images
 * checked for their pixel count and stored without metadata, server-made names, nosniff; private
 * purposes served only to their owner, the shops they concern and the operator.
 */
export async function filesRoutes(app: FastifyInstance) {
  app.post(
    '/api/files/upload',
    jsonRoute(uploadedFileSchema, async (req) => {
      if (!req.user) throw unauthorized();
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType');
      const fromQuery = queryPurpose(req);
      const { bytes, filename, fieldPurpose } = await readUpload(req, fromQuery);
      if (fromQuery && fieldPurpose && fromQuery !== fieldPurpose)
        throw purposeError('files.purposeMismatch');
      const purpose: UploadPurpose = fromQuery ?? fieldPurpose ?? 'review';
      const rule = UPLOAD_PURPOSES[purpose];
      if (!bytes) throw invalidFile('files.missing');
      if (bytes.length >= rule.limitBytes) throw tooLarge(purpose);
      if (bytes.length === 0) throw invalidFile('files.empty');
      // Loaded on the first upload, not at start (decision 023).
      const { fileTypeFromBuffer } = await import('file-type');
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !(rule.types as readonly string[]).includes(detected.mime)) {
        // The tax document's message is the spec's own key (spec §8).
        const key = purpose === 'billing' ? 'trade.order.common.billingNum.pdf' : `files.type.${purpose}`;
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', key, {}, [{ path: 'file', message: key }]);
      }
      const stored = detected.mime.startsWith('image/') ? await storableImage(bytes, detected.mime) : bytes;
      const put = await app.providers.storage.put(stored, detected.ext);
      const name = (filename || `upload.${detected.ext}`).replace(/[\\/\p{Cc}]/gu, '_').slice(0, 200);
      await filesRepository.record(app.db, {
        ownerId: req.user.id,
        purpose,
        storedName: put.storedName,
        originalName: name,
        type: detected.mime,
        size: stored.length,
      });
      return { url: put.url, name, size: stored.length, type: detected.mime };
    }),
  );

  app.get<{ Params: { name: string } }>('/files/:name', async (req, reply) => {
    const meta = STORED_NAME.test(req.params.name)
      ? await filesRepository.byStoredName(app.db, req.params.name)
      : undefined;
    // Someone who may not see a private file gets the answer an unknown name gets.
    const allowed = meta && (await mayRead(app.db, meta, req.user));
    const opened = allowed ? await app.providers.storage.open(meta.stored_name) : null;
    if (!meta || !opened) throw new AppError('NOT_FOUND', 'errors.notFound');
    reply
      .type(meta.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    if (!isPublicPurpose(meta.purpose)) reply.header('cache-control', 'private, no-store');
    else {
      // A stored name is never reused for other bytes: the name is the version (decision 022).
      const etag = `"${meta.stored_name}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (req.headers['if-none-match'] === etag) {
        opened.stream.destroy();
        return reply.status(304).send();
      }
    }
    return reply.header('content-length', opened.size).send(opened.stream);
  });
}

/** Who may fetch a file: anyone for public purposes; else its owner, the operator, the shops it concerns. */
async function mayRead(db: Db, file: StoredFileRow, user: CurrentUser | null): Promise<boolean> {
  if (isPublicPurpose(file.purpose)) return true;
  if (!user || user.isTourist) return user?.id === file.owner_user_id;
  if (user.id === file.owner_user_id || user.roles.includes('operator')) return true;
  return user.shopId !== null && (await filesRepository.isGrantedToShop(db, file.id, user.shopId));
}

function queryPurpose(req: FastifyRequest): UploadPurpose | undefined {
  const value = (req.query as { purpose?: unknown }).purpose;
  if (value === undefined) return undefined;
  const parsed = uploadPurposeSchema.safeParse(value);
  if (!parsed.success) throw purposeError('files.purposeUnknown');
  return parsed.data;
}

/**
 * Reads the multipart body: the `purpose` field (before or after the file) and the one `file` part.
 * The file is read no further than its purpose's cap when the purpose is known by then, otherwise than
 * the largest cap; a body the parser cannot read is bad input, not a server error.
 */
async function readUpload(req: FastifyRequest, fromQuery: UploadPurpose | undefined) {
  let fieldPurpose: UploadPurpose | undefined;
  let bytes: Buffer | undefined;
  let filename = '';
  let limit = fromQuery ? UPLOAD_PURPOSES[fromQuery].limitBytes : UPLOAD_LIMIT_BYTES;
  try {
    const parts = req.parts({ limits: { files: 1, fields: 5, fieldSize: 1000, fileSize: limit } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'purpose') continue;
        const parsed = uploadPurposeSchema.safeParse(part.value);
        if (!parsed.success) throw purposeError('files.purposeUnknown');
        if (fieldPurpose && fieldPurpose !== parsed.data) throw purposeError('files.purposeMismatch');
        fieldPurpose = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const purpose = fromQuery ?? fieldPurpose;
      if (purpose) limit = Math.min(limit, UPLOAD_PURPOSES[purpose].limitBytes);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size >= limit) throw tooLarge(purpose ?? 'billing');
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(purpose ?? 'billing');
      bytes = Buffer.concat(chunks);
      filename = part.filename;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string })?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fromQuery ?? fieldPurpose ?? 'billing');
    if ((error as { statusCode?: number })?.statusCode === 413) throw error;
    throw invalidFile('files.malformed');
  }
  return { bytes, filename, fieldPurpose };
}

function tooLarge(purpose: UploadPurpose) {
  const key =
    purpose === 'avatar'
      ? 'files.avatarTooLarge'
      : purpose === 'billing'
        ? 'trade.order.common.billingNum.100M'
        : 'files.tooLarge';
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    key,
    { mb: Math.round(UPLOAD_PURPOSES[purpose].limitBytes / 1024 / 1024) },
    [{ path: 'file', message: key }],
  );
}

function invalidFile(key: string) {
  return new AppError('INVALID_DATA', key, {}, [{ path: 'file', message: key }]);
}

function purposeError(key: string) {
  return new AppError('INVALID_DATA', key, {}, [{ path: 'purpose', message: key }]);
}
