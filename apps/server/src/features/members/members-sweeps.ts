import type { SweepRunner } from '../../platform/jobs.ts';
import { creditCompletedOrders, expireDuePoints } from './members-service.ts';

export function registerMembersSweeps(sweeps: SweepRunner): void {
  // Completed orders' points and growth value enter the ledgers (idempotent per order).
  sweeps.registerRowSweep('members.creditCompletedOrders', (q) => creditCompletedOrders(q));
  // Points past their expiry (decision 048) leave the balance.
  sweeps.registerRowSweep('members.expireDuePoints', (q) => expireDuePoints(q));
}
