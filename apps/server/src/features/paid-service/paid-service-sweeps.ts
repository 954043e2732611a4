import type { SweepRunner } from '../../platform/jobs.ts';
import { endElapsedPaidServices } from './paid-service-service.ts';

export function registerPaidServiceSweeps(sweeps: SweepRunner): void {
  // Paid periods past their end become ENDED (decision 052).
  sweeps.registerRowSweep('paidService.endElapsed', (q) => endElapsedPaidServices(q));
}
