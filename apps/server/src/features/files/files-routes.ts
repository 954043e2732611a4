import { UPLOAD_PURPOSES, uploadedFileSchema, uploadPurposeSchema } from '@kontor/domain';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { jsonRoute } from '../../platform/rest.ts';
import { parsePayload } from '../../platform/rpc.ts';
import { filesRepository } from './files-repository.ts';

/** POST /api/files/upload and GET /files/{name}: uploads checked by their bytes, served with nosniff. */
export async function filesRoutes(app: FastifyInstance) {
  app.post(
    '/api/files/upload',
    jsonRoute(uploadedFileSchema, async (req) => {
      if (!req.user) throw unauthorized();
      const purpose = parsePayload(
        uploadPurposeSchema,
        (req.query as { purpose?: string }).purpose ?? 'review',
      );
      const rule = UPLOAD_PURPOSES[purpose];
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'errors.unsupportedMediaType');
      const part = await req.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
      if (part?.fieldname !== 'file') {
        throw new AppError('INVALID_DATA', 'files.missing', {}, [{ path: 'file', message: 'files.missing' }]);
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule.maxBytes);
        throw error;
      });
      if (part.file.truncated || bytes.length > rule.maxBytes) throw tooLarge(rule.maxBytes);
      if (bytes.length === 0)
        throw new AppError('INVALID_DATA', 'files.empty', {}, [{ path: 'file', message: 'files.empty' }]);
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !(rule.types as readonly string[]).includes(detected.mime)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `files.type.${purpose}`, {}, [
          { path: 'file', message: `files.type.${purpose}` },
        ]);
      }
      const stored = await app.providers.storage.put(bytes, detected.ext);
      const name = (part.filename || `upload.${detected.ext}`).replace(/[\\/\0]/g, '_').slice(0, 200);
      await filesRepository.record(app.db, {
        ownerId: req.user.id,
        purpose,
        storedName: stored.storedName,
        originalName: name,
        type: detected.mime,
        size: bytes.length,
      });
      return { url: stored.url, name, size: bytes.length, type: detected.mime };
    }),
  );

  app.get<{ Params: { name: string } }>('/files/:name', async (req, reply) => {
    const meta = await filesRepository.byStoredName(app.db, req.params.name);
    const opened = meta ? await app.providers.storage.open(meta.stored_name) : null;
    if (!meta || !opened) throw new AppError('NOT_FOUND', 'errors.notFound');
    return reply
      .type(meta.content_type)
      .header('content-length', opened.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', meta.content_type === 'application/pdf' ? 'inline' : 'inline')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(opened.stream);
  });
}

function tooLarge(maxBytes: number) {
  return new AppError('PAYLOAD_TOO_LARGE', 'files.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }, [
    { path: 'file', message: 'files.tooLarge' },
  ]);
}
