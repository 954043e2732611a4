import { dataExportListSchema, dataExportSchema } from '@kontor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../platform/errors.ts';
import { jsonRoute, rawRoute } from '../../platform/rest.ts';
import { BUILD_JOB, listExports, openExport, requestExport } from './data-export-service.ts';

/** The signed-in account's own (a guest has no data to export). */
function accountOf(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (req.user.isTourist) throw unauthorized('errors.signInRequired');
  return req.user;
}

/**
 * The data export under /api/user/web (GDPR Art. 20; decision 045): ask for an archive, list the
 * recent ones, download one's own (another user's id answers like an unknown one, 404).
 */
export async function dataExportRoutes(app: FastifyInstance) {
  app.post(
    '/api/user/web/data-export',
    jsonRoute(dataExportSchema, async (req) => {
      const user = accountOf(req);
      const requested = await requestExport(app.db, user.id);
      // The job is due now: build it at once rather than at the next sweep (when sweeps run here).
      if (app.config.sweeps && requested.status === 'PENDING')
        setImmediate(() => void app.sweeps.runOnce(5, [BUILD_JOB]).catch(() => {}));
      return requested;
    }),
  );

  app.get(
    '/api/user/web/data-export',
    jsonRoute(dataExportListSchema, async (req) => listExports(app.db, accountOf(req).id)),
  );

  app.get(
    '/api/user/web/data-export/:id/download',
    rawRoute(async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const user = accountOf(req);
      const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
      if (!id) throw notFound();
      const archive = await openExport(app.db, app, user.id, id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', archive.size)
        .send(archive.stream);
    }),
  );
}
