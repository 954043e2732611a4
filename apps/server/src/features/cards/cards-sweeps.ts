import type { SweepRunner } from '../../platform/jobs.ts';
import type { AppDeps } from '../../platform/rpc.ts';
import { giveUpStaleSetups } from './cards-service.ts';

export function registerCardsSweeps(sweeps: SweepRunner, deps: AppDeps): void {
  sweeps.registerRowSweep('cards.giveUpStaleSetups', (q) => giveUpStaleSetups(q, deps));
}
