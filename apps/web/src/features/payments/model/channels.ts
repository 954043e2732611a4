import type { CashierChannel, RenderCashier } from '@kontor/domain/payments/cashier-responses';

/** The channels of every group as one list, in the server's order (groups by order, then channels). */
export function flattenChannels(cashier: RenderCashier | undefined): CashierChannel[] {
  if (!cashier) return [];
  return [...cashier.payChannelGroups]
    .sort((a, b) => a.configMap.order - b.configMap.order)
    .flatMap((g) => [...g.payChannels].sort((a, b) => a.configMap.order - b.configMap.order));
}

/** The channel open first (spec §2): the server's preferred one when offered, else the first. */
export function initialChannel(cashier: RenderCashier | undefined): string | undefined {
  const channels = flattenChannels(cashier);
  const preferred = cashier?.preferredChannel;
  if (preferred && channels.some((c) => c.channelCode === preferred)) return preferred;
  return channels[0]?.channelCode;
}
