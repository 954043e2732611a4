import type { SweepRunner } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { BUILD_JOB, buildExport, EXPIRE_JOB, expireExport } from './data-export-service.ts';

/** The export's jobs (decision 045): build the archive when asked, remove it when its link runs out. */
export function registerDataExportSweeps(sweeps: SweepRunner, deps: AppDeps) {
  sweeps.register(BUILD_JOB, (q, job) => buildExport(q, deps, job));
  sweeps.register(EXPIRE_JOB, (q, job) => expireExport(q, deps, job));
}
